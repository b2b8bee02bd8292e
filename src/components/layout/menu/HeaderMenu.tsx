'use client'

import { type KeyboardEvent, useEffect, useRef } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink'
import { useLocale, usePathname } from '@/i18n/client'

import styles from './HeaderMenu.module.css'
import { Chevron } from './icons'
import { inSection } from './sectionMatch'
import type { SectionId } from './sections'
import type { HeaderMenuProps } from './types'
import { useHoverMenu } from './useHoverMenu'
import { useMenuPanels } from './useMenuPanels'

const hintId = 'header-menu-hint'
const panelId = (id: SectionId) => `header-menu-${id}`

/**
 * Spec §2.5: the header's top-level navigation. Each top-level item is a real link to its list
 * page (all there is without JavaScript); product center, solutions, news and about also have a
 * panel, shown on hover and with the keyboard (ArrowDown opens the panel and moves into it, arrows
 * move inside, Escape returns; ArrowLeft and ArrowRight move between the top-level items).
 * Issue 28: the panels' content is not in the page; it is fetched on the first intent (the
 * pointer coming into the header, hover, focus, tap) or in idle time after the page has painted,
 * and kept for the visit. A panel opened before it arrives says so, and takes the focus once it
 * is there.
 */
export function HeaderMenu({ items, text }: HeaderMenuProps) {
  const pathname = usePathname()
  const locale = useLocale()
  const current = items.find((item) => inSection(pathname, item.roots))?.id
  const { state, request } = useMenuPanels(locale)
  const menu = useHoverMenu<SectionId>(state.loaded)
  const { setOpen } = menu
  const navRef = useRef<HTMLElement>(null)

  // A navigation closes whatever menu was open.
  useEffect(() => setOpen(''), [pathname, setOpen])

  // The pointer coming into the header is on its way to the menu.
  useEffect(() => {
    const header = navRef.current?.closest('header')
    header?.addEventListener('pointerenter', request)
    return () => header?.removeEventListener('pointerenter', request)
  }, [request])

  // A panel opened by any means asks for its content (again, after a failed fetch: once per opening).
  const status = useRef(state.status)
  status.current = state.status
  useEffect(() => {
    if (menu.open && (status.current === 'idle' || status.current === 'failed')) request()
  }, [menu.open, request])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const target = event.target as HTMLElement
    if (!target.matches('[data-top-link]')) return
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-top-link]')]
    const next = links[links.indexOf(target) + (event.key === 'ArrowRight' ? 1 : -1)]
    if (!next) return
    event.preventDefault()
    setOpen('')
    next.focus()
  }

  const waiting = menu.open !== '' && state.status !== 'ready'
  const notice = state.status === 'failed' ? text.failed : text.loading

  return (
    <nav ref={navRef} className={styles.root} aria-label={text.navigation} onKeyDown={onKeyDown} onFocus={request} onPointerDown={request}>
      <ul className={styles.list}>
        {items.map((item) => {
          const isOpen = menu.open === item.id
          const ariaCurrent = current === item.id ? 'true' : undefined
          if (!item.hasPanel) {
            return (
              <li key={item.id}>
                <Link href={item.href} className={styles.topLink} aria-current={ariaCurrent} data-top-link="">
                  {item.label}
                </Link>
              </li>
            )
          }
          const shown = isOpen || menu.closing === item.id
          const loaded = state.loaded
          return (
            <li key={item.id} {...menu.itemProps(item.id)}>
              <Link
                ref={menu.triggerRef(item.id)}
                href={item.href}
                className={styles.topLink}
                aria-current={ariaCurrent}
                aria-expanded={isOpen}
                aria-controls={panelId(item.id)}
                aria-describedby={hintId}
                data-state={isOpen ? 'open' : 'closed'}
                data-top-link=""
                onKeyDown={(event) => menu.onTriggerKeyDown(item.id, event)}
              >
                {item.label}
                <Chevron />
              </Link>
              <div
                id={panelId(item.id)}
                className={styles.viewport}
                data-state={isOpen ? 'open' : 'closed'}
                data-instant={isOpen && menu.switched ? '' : undefined}
                aria-busy={isOpen && !loaded ? true : undefined}
                hidden={!shown}
                {...menu.panelProps(item.id)}
              >
                {loaded ? (
                  <loaded.views.MenuPanel id={item.id} panels={loaded.panels} />
                ) : (
                  shown && (
                    <p className={`container ${styles.loading}`} tabIndex={-1} data-panel-loader="">
                      {notice}
                    </p>
                  )
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <span id={hintId} hidden>
        {text.menuHint}
      </span>
      {/* Said when a panel opens before its content has arrived (a live region must exist before its text). */}
      <span role="status" className="visually-hidden">
        {waiting ? notice : ''}
      </span>
    </nav>
  )
}
