'use client'

import { type KeyboardEvent, useEffect } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink'
import { usePathname } from '@/i18n/client'

import styles from './HeaderMenu.module.css'
import { Chevron } from './icons'
import { inSection } from './sectionMatch'
import type { SectionId } from './sections'
import type { HeaderMenuProps } from './types'
import { useHoverMenu } from './useHoverMenu'

const hintId = 'header-menu-hint'
const panelId = (id: SectionId) => `header-menu-${id}`

/**
 * Spec §2.5: the header's top-level navigation, the small client part of a server-rendered menu.
 * Each top-level item is a real link; product center, solutions, news and about also have a panel
 * (rendered on the server, in the page's HTML, shown here on hover and with the keyboard:
 * ArrowDown opens the panel and moves into it, arrows move inside, Escape returns; ArrowLeft and
 * ArrowRight move between the top-level items).
 */
export function HeaderMenu({ items, text }: HeaderMenuProps) {
  const pathname = usePathname()
  const current = items.find((item) => inSection(pathname, item.roots))?.id
  const menu = useHoverMenu<SectionId>()
  const { setOpen } = menu

  // A navigation closes whatever menu was open.
  useEffect(() => setOpen(''), [pathname, setOpen])

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

  return (
    <nav className={styles.root} aria-label={text.navigation} onKeyDown={onKeyDown}>
      <ul className={styles.list}>
        {items.map((item) => {
          const isOpen = menu.open === item.id
          const ariaCurrent = current === item.id ? 'true' : undefined
          if (!item.panel) {
            return (
              <li key={item.id}>
                <Link href={item.href} className={styles.topLink} aria-current={ariaCurrent} data-top-link="">
                  {item.label}
                </Link>
              </li>
            )
          }
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
                hidden={!isOpen && menu.closing !== item.id}
                {...menu.panelProps(item.id)}
              >
                {item.panel}
              </div>
            </li>
          )
        })}
      </ul>
      <span id={hintId} hidden>
        {text.menuHint}
      </span>
    </nav>
  )
}
