'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './HeaderMenu.module.css'
import { ChevronRight } from './icons'

// Hover intent: a category takes over the product pane only when the pointer rests on it, so
// crossing other categories on the way to a product does not swap the pane.
const categoryHoverDelayMs = 80

export interface MegaMenuCategoryEntry {
  readonly id: number
  readonly name: string
  readonly href: string
  /** The category's idle and active icons, rendered on the server (or null). */
  readonly icon: ReactNode
}

/**
 * Spec §2.5: the product-center panel's category column. The product panes of every category are
 * server-rendered; hovering or focusing a category shows its pane.
 */
export function MegaMenuCategories({ title, categories, panes }: { title: string; categories: MegaMenuCategoryEntry[]; panes: ReactNode[] }) {
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
            <li key={item.id}>
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
                {item.icon}
                <span className={styles.categoryName}>{item.name}</span>
                <ChevronRight />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {panes.map((pane, index) => (
        <div key={categories[index]?.id ?? index} className={styles.productPane} hidden={index !== active}>
          {pane}
        </div>
      ))}
    </div>
  )
}
