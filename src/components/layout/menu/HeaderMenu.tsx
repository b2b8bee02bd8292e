'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import Image from 'next/image'
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { Link, usePathname } from '@/i18n/navigation'
import { navPicture } from '@/rules/limits'

import styles from './HeaderMenu.module.css'
import { MissingPageLink } from './MissingPageLink'
import { type SectionId, sectionOf } from './sections'
import type { DropdownSection, HeaderMenuProps, MegaMenuCategory, MenuPicture } from './types'

const hintId = 'header-menu-hint'
// Hover intent: a category takes over the product pane only when the pointer rests on it, so
// crossing other categories on the way to a product does not swap the pane.
const categoryHoverDelayMs = 80

type EntryRef = (node: HTMLElement | null) => void

/**
 * Spec §2.5: the header's top-level navigation. Each top-level item is a real link; product
 * center, solutions, news and about also open a panel on hover (Radix NavigationMenu), and with
 * the keyboard: ArrowDown opens the panel and moves into it, arrows move inside, Escape returns.
 */
export function HeaderMenu({ products, mdm, dropdowns, text }: HeaderMenuProps) {
  const pathname = usePathname()
  const current = sectionOf(pathname)
  const [value, setValue] = useState('')
  const [shownPathname, setShownPathname] = useState(pathname)
  if (shownPathname !== pathname) {
    // A navigation closes whatever menu was open.
    setShownPathname(pathname)
    setValue('')
  }
  const pendingEntry = useRef<string | null>(null)

  const openFromKeyboard = (item: SectionId) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || value === item) return
    event.preventDefault()
    pendingEntry.current = item
    setValue(item)
  }
  const entryRef =
    (item: SectionId): EntryRef =>
    (node) => {
      if (!node || pendingEntry.current !== item) return
      // Radix first mounts the content in place, then moves it into the viewport once that
      // exists: only the node still in the document takes the focus.
      requestAnimationFrame(() => {
        if (!node.isConnected || pendingEntry.current !== item) return
        pendingEntry.current = null
        node.querySelector<HTMLElement>('a[href], button')?.focus()
      })
    }

  const trigger = (item: SectionId, label: string, href: string) => (
    <NavigationMenu.Trigger asChild onKeyDown={openFromKeyboard(item)}>
      <Link href={href} className={styles.topLink} aria-current={current === item ? 'true' : undefined} aria-describedby={hintId}>
        {label}
        <Chevron />
      </Link>
    </NavigationMenu.Trigger>
  )

  return (
    <NavigationMenu.Root value={value} onValueChange={setValue} delayDuration={120} className={styles.root} aria-label={text.navigation}>
      <NavigationMenu.List className={styles.list}>
        <NavigationMenu.Item value="products">
          {trigger('products', products.label, products.href)}
          <NavigationMenu.Content className={styles.content}>
            <ProductsPanel categories={products.categories} text={text} entryRef={entryRef('products')} />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item value="mdm">
          <NavigationMenu.Link asChild>
            <Link href={mdm.href} className={styles.topLink} aria-current={current === 'mdm' ? 'true' : undefined}>
              {mdm.label}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {dropdowns.map((section) => (
          <NavigationMenu.Item key={section.id} value={section.id}>
            {trigger(section.id, section.label, section.href)}
            <NavigationMenu.Content className={styles.content}>
              <DropdownPanel section={section} text={text} entryRef={entryRef(section.id)} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <span id={hintId} hidden>
        {text.menuHint}
      </span>
      <NavigationMenu.Viewport className={styles.viewport} />
    </NavigationMenu.Root>
  )
}

function ProductsPanel({ categories, text, entryRef }: { categories: MegaMenuCategory[]; text: HeaderMenuProps['text']; entryRef: EntryRef }) {
  const [active, setActive] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const category = categories[active] ?? categories[0]

  const hover = (index: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setActive(index), categoryHoverDelayMs)
  }
  const leave = () => window.clearTimeout(timer.current)

  return (
    <div className={`container ${styles.mega}`} ref={entryRef}>
      <div className={styles.categories}>
        <p className={styles.columnTitle}>{text.categories}</p>
        <ul className={styles.categoryList} aria-label={text.categories}>
          {categories.map((item, index) => (
            <li key={item.id}>
              <NavigationMenu.Link asChild>
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
                  {item.iconUrl && (
                    <span className={styles.categoryIcon} aria-hidden="true">
                      <Image src={item.iconUrl} alt="" width={28} height={28} loading="eager" className={styles.iconIdle} />
                      <Image src={item.activeIconUrl || item.iconUrl} alt="" width={28} height={28} loading="eager" className={styles.iconActive} />
                    </span>
                  )}
                  <span className={styles.categoryName}>{item.name}</span>
                  <ChevronRight />
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </div>
      {category && (
        <div className={styles.productPane}>
          <div className={styles.paneHead}>
            <p className={styles.paneTitle}>
              {category.name}
              <span className={styles.paneCount}>{category.countLabel}</span>
            </p>
            {category.viewMoreHref && (
              <NavigationMenu.Link asChild>
                <Link href={category.viewMoreHref} className={styles.viewMore}>
                  {text.viewMore}
                  <ChevronRight />
                </Link>
              </NavigationMenu.Link>
            )}
          </div>
          <ul className={styles.productGrid} aria-label={category.name}>
            {category.products.map((product) => (
              <li key={product.id}>
                <NavigationMenu.Link asChild>
                  <Link href={product.href} className={styles.product}>
                    <span className={styles.productTitle}>{product.firstTitle}</span>{' '}
                    <span className={styles.productModel}>{product.model}</span>
                  </Link>
                </NavigationMenu.Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function DropdownPanel({ section, text, entryRef }: { section: DropdownSection; text: HeaderMenuProps['text']; entryRef: EntryRef }) {
  // Links with a description sit in a two-column grid; bare names read better as one list.
  const described = section.links.some((link) => link.description)
  return (
    <div className={`container ${styles.dropdown}`} ref={entryRef}>
      <div className={styles.intro}>
        <p className={styles.introTitle}>{section.label}</p>
        <NavigationMenu.Link asChild>
          <Link href={section.href} className={styles.introLink}>
            {text.learnMore}
            <ChevronRight />
          </Link>
        </NavigationMenu.Link>
      </div>
      <ul className={described ? styles.linkGrid : styles.linkList} aria-label={section.label}>
        {section.links.map((link) => (
          <li key={link.key}>
            <NavigationMenu.Link asChild>
              <Link href={link.href} className={styles.dropLink}>
                <span className={styles.dropTitle}>{link.label}</span>
                {link.description ? (
                  <>
                    {' '}
                    <span className={styles.dropText}>{link.description}</span>
                  </>
                ) : (
                  <ChevronRight />
                )}
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
      {section.picture && <PictureLink picture={section.picture} opensInNewTab={text.opensInNewTab} />}
    </div>
  )
}

/** §2.5: the drop-down's 360×166 navigation picture with its optional, editor-typed link. */
function PictureLink({ picture, opensInNewTab }: { picture: MenuPicture; opensInNewTab: string }) {
  const image = (alt: string): ReactNode => (
    <Image src={picture.src} alt={alt} width={navPicture.width} height={navPicture.height} className={styles.pictureImage} />
  )
  switch (picture.link.kind) {
    case 'internal':
      return (
        <NavigationMenu.Link asChild>
          <Link href={picture.link.href} className={styles.picture}>
            {image(picture.alt)}
          </Link>
        </NavigationMenu.Link>
      )
    case 'external':
      return (
        <NavigationMenu.Link asChild>
          <a href={picture.link.href} target="_blank" rel="noopener" className={styles.picture}>
            {image(picture.alt)}
            <span className="visually-hidden">{opensInNewTab}</span>
          </a>
        </NavigationMenu.Link>
      )
    case 'missing':
      return <MissingPageLink className={styles.picture}>{image(picture.alt)}</MissingPageLink>
    default:
      return <div className={styles.picture}>{image('')}</div>
  }
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function ChevronRight() {
  return (
    <svg className={styles.chevronRight} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M3.5 1.5 7 5 3.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
