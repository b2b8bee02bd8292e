'use client'

import { usePathname } from 'next/navigation'
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { keepTabInside } from '@/components/behaviour/keepTabInside'
import { withoutLocalePrefix } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import styles from './MobileHeader.module.css'
import { type MobileNavSection, MobileNavSections } from './MobileNavSections'

export interface MobileHeaderBarProps {
  brand: ReactNode
  /** The drawer's content: the search box, the navigation (its data), the languages. */
  search: ReactNode
  nav: { label: string; sections: MobileNavSection[] }
  languages: ReactNode
  text: { openMenu: string; closeMenu: string; menu: string }
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}

/**
 * Spec §2.7: the mobile header bar. Its menu icon opens the drawer (a native modal dialog: focus
 * moves to its close button and Tab stays inside, Escape and the backdrop close it, the browser
 * gives the focus back to the menu button); choosing an item closes it. On /m.index the bar
 * is transparent over the banner until the page scrolls; on every other page it is white.
 * The drawer's body is drawn on its first opening, not in the page's HTML: only a script opens
 * it, and it held 4 kB of every phone page's markup (issue 36; the footer has the same menus).
 */
export function MobileHeaderBar({ brand, search, nav, languages, text }: MobileHeaderBarProps) {
  const pathname = usePathname()
  const onHome = withoutLocalePrefix(pathname) === mobilePaths.home()
  const scrolled = useScrolled()
  const drawer = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)

  const close = () => drawer.current?.close()

  // A client navigation that did not come from the drawer (back button) closes it as well.
  useEffect(() => close(), [pathname])

  const closeOnChoice = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    // A click on the dialog itself is a click on its backdrop.
    if (target === event.currentTarget || target.closest('a')) close()
  }

  return (
    <>
      <header
        className={styles.bar}
        data-testid="mobile-header"
        data-transparent={onHome && !scrolled && !open}
        data-overlay={onHome}
      >
        {brand}
        <button
          type="button"
          className={styles.menuButton}
          aria-label={text.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            drawer.current?.showModal()
            setOpen(true)
            setOpened(true)
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <dialog
        ref={drawer}
        className={styles.drawer}
        aria-label={text.menu}
        data-testid="mobile-drawer"
        onClose={() => setOpen(false)}
        onClick={closeOnChoice}
        onKeyDown={keepTabInside}
      >
        <div className={styles.drawerHead}>
          <span>{text.menu}</span>
          <button type="button" className={styles.closeButton} aria-label={text.closeMenu} onClick={close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {opened && (
          <div className={styles.drawerBody}>
            {search}
            <MobileNavSections sections={nav.sections} label={nav.label} />
            {languages}
          </div>
        )}
      </dialog>
    </>
  )
}
