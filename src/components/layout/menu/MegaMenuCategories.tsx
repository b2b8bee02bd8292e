'use client'

import { useEffect, useRef, useState } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink'

import styles from './MenuPanel.module.css'
import { ChevronRight } from './ChevronRight'
import { Picture } from './Picture'
import type { MegaMenuCategory } from './types'

// Hover intent: a category takes over the product pane only when the pointer rests on it, so
// crossing other categories on the way to a product does not swap the pane.
const categoryHoverDelayMs = 80

/**
 * Spec §2.5: the product-center panel, the category column and each category's product pane
 * (hovering or focusing a category shows its pane), drawn from the panels' data (MenuPanel).
 */
export function MegaMenuCategories({ title, viewMore, categories }: { title: string; viewMore: string; categories: MegaMenuCategory[] }) {
  const [active, setActive] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const hover = (index: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setActive(index), categoryHoverDelayMs)
  }
  const leave = () => window.clearTimeout(timer.current)

  return (
    <div className={`container ${styles.mega}`}>
      <div className={styles.categories}>
        <p className={styles.columnTitle}>{title}</p>
        <ul className={styles.categoryList} aria-label={title}>
          {categories.map((item, index) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.category}
                data-active={index === active ? '' : undefined}
                onPointerEnter={() => hover(index)}
                onPointerLeave={leave}
                onFocus={() => {
                  leave()
                  setActive(index)
                }}
              >
                {item.icon && (
                  <span className={styles.categoryIcon} aria-hidden="true">
                    <Picture image={item.icon} className={styles.iconIdle} />
                    <Picture image={item.activeIcon ?? item.icon} className={styles.iconActive} />
                  </span>
                )}
                <span className={styles.categoryName}>{item.name}</span>
                <ChevronRight />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {categories.map((category, index) => (
        <div key={category.href} className={styles.productPane} hidden={index !== active}>
          <div className={styles.paneHead}>
            <p className={styles.paneTitle}>
              {category.name}
              <span className={styles.paneCount}>{category.countLabel}</span>
            </p>
            {category.viewMoreHref && (
              <Link href={category.viewMoreHref} className={styles.viewMore}>
                {viewMore}
                {/* Which "more" it is, for a screen reader's list of links (WCAG 2.4.4). */}
                <span className="visually-hidden"> {category.name}</span>
                <ChevronRight />
              </Link>
            )}
          </div>
          <ul className={styles.productGrid} aria-label={category.name}>
            {category.products.map((product) => (
              <li key={product.href}>
                <Link href={product.href} className={styles.product}>
                  <span className={styles.productTitle}>{product.title}</span>{' '}
                  <span className={styles.productModel}>{product.model}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
