import type { KeyboardEvent } from 'react'

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * WCAG 2.4.3 for a modal: Tab from the last control goes back to the first, Shift+Tab from the
 * first to the last. A native modal <dialog> makes the page inert, but Chromium still tabs out of
 * it to the document itself (activeElement = body) before coming back.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return
  // Links in a closed <details> are not rendered, so they have no boxes and are skipped.
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbable)].filter((item) => item.getClientRects().length > 0)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
