'use client'

import { type FocusEvent, type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'

/*
 * The behaviour the header's drop-downs share (spec §2.5), in a few lines instead of a menu
 * library: this only says which panel is open and moves the focus.
 *   - hover: a panel opens when the mouse rests on its item (openDelayMs), at once when another
 *     panel is open or was just closed (skipDelayMs); it closes shortly after the mouse leaves
 *     the item and its panel (closeDelayMs), so crossing the gap between them does not close it
 *   - keyboard: ArrowDown on a trigger opens its panel and moves into it; Space on a link trigger
 *     (Enter follows the link) opens or closes it, and Tab then walks into it; arrows move between
 *     the panel's links; Escape closes it and returns to the trigger; focus leaving the item closes it
 *   - a click on a link in a panel closes it (it leads elsewhere)
 *   - a panel whose content is still on its way (issue 28) shows its loading notice
 *     ([data-panel-loader]): ArrowDown, or Tab from an open trigger, puts the focus there, and
 *     once the content arrives (`contentKey` changes) on its first link
 */

export const openDelayMs = 120
export const closeDelayMs = 150
export const skipDelayMs = 300
/** How long the closing panel stays on screen: the length of its fade-out (HeaderMenu.module.css). */
export const closingMs = 120

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focusable elements of a panel that are shown (hidden category panes are skipped). */
export function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return []
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => element.getClientRects().length > 0)
}

/** Moves the focus to the next (+1) or previous (-1) focusable element of the panel. */
export function moveFocus(container: HTMLElement | null, step: 1 | -1, from: Element | null): void {
  const items = focusablesIn(container)
  if (items.length === 0) return
  const index = from ? items.indexOf(from as HTMLElement) : -1
  const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, index + step))
  items[next]?.focus()
}

export interface HoverMenu<Id extends string> {
  /** The open panel, or '' when none is. */
  readonly open: Id | ''
  /** The panel fading out after it was closed ('' when none). */
  readonly closing: Id | ''
  /** True when the open panel replaced another one directly (no opening animation then). */
  readonly switched: boolean
  setOpen(id: Id | '', options?: { focusInside?: boolean }): void
  /** Props for the element that holds an item's trigger and its panel. */
  itemProps(id: Id): {
    ref(node: HTMLElement | null): void
    onPointerEnter(event: PointerEvent): void
    onPointerLeave(event: PointerEvent): void
    onBlur(event: FocusEvent): void
  }
  /** Keyboard handling for a trigger: ArrowDown opens the panel and moves into it, Space toggles it. */
  onTriggerKeyDown(id: Id, event: KeyboardEvent): void
  /** Keyboard and click handling inside a panel. */
  panelProps(id: Id): {
    ref(node: HTMLElement | null): void
    onKeyDown(event: KeyboardEvent): void
    onClick(event: { target: EventTarget }): void
  }
  /** Registers a trigger, for Escape to return the focus to it. */
  triggerRef(id: Id): (node: HTMLElement | null) => void
}

/** `contentKey` changes when the panels' content arrives. */
export function useHoverMenu<Id extends string>(contentKey?: unknown): HoverMenu<Id> {
  const [open, setOpenState] = useState<Id | ''>('')
  const [closing, setClosing] = useState<Id | ''>('')
  const [switched, setSwitched] = useState(false)
  const openRef = useRef<Id | ''>('')
  const timer = useRef<number | undefined>(undefined)
  const closingTimer = useRef<number | undefined>(undefined)
  const closedAt = useRef(0)
  const panels = useRef(new Map<Id, HTMLElement>())
  const triggers = useRef(new Map<Id, HTMLElement>())
  const items = useRef(new Map<Id, HTMLElement>())
  const focusInside = useRef<Id | ''>('')

  const setOpen = useCallback((id: Id | '', options?: { focusInside?: boolean }) => {
    window.clearTimeout(timer.current)
    const previous = openRef.current
    focusInside.current = options?.focusInside && id ? id : ''
    if (previous === id) return
    openRef.current = id
    window.clearTimeout(closingTimer.current)
    if (id === '') {
      closedAt.current = Date.now()
      setClosing(previous)
      closingTimer.current = window.setTimeout(() => setClosing(''), closingMs)
    } else {
      setClosing('')
    }
    setSwitched(previous !== '' && id !== '')
    setOpenState(id)
  }, [])

  useEffect(
    () => () => {
      window.clearTimeout(timer.current)
      window.clearTimeout(closingTimer.current)
    },
    [],
  )

  // A press anywhere outside the open item (its trigger and panel) closes it.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const item = items.current.get(open)
      if (item && event.target instanceof Node && !item.contains(event.target)) setOpen('')
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [open, setOpen])

  // ArrowDown opened a panel: move into it once it is shown, and once its content is there (the
  // loading notice holds the focus meanwhile) unless the visitor has moved elsewhere since.
  useEffect(() => {
    if (!open || focusInside.current !== open) return
    const panel = panels.current.get(open) ?? null
    const first = focusablesIn(panel)[0]
    if (!first) {
      panel?.querySelector<HTMLElement>('[data-panel-loader]')?.focus()
      return
    }
    focusInside.current = ''
    const active = document.activeElement
    if (!active || active === document.body || panel?.contains(active) || active === triggers.current.get(open)) first.focus()
  }, [open, contentKey])

  const schedule = (action: () => void, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(action, delay)
  }

  return {
    open,
    closing,
    switched,
    setOpen,
    itemProps: (id) => ({
      ref(node) {
        if (node) items.current.set(id, node)
        else items.current.delete(id)
      },
      onPointerEnter(event) {
        if (event.pointerType !== 'mouse') return
        if (openRef.current === id) return window.clearTimeout(timer.current)
        const immediate = openRef.current !== '' || Date.now() - closedAt.current < skipDelayMs
        if (immediate) setOpen(id)
        else schedule(() => setOpen(id), openDelayMs)
      },
      onPointerLeave(event) {
        if (event.pointerType !== 'mouse') return
        if (openRef.current === id) schedule(() => setOpen(''), closeDelayMs)
        else window.clearTimeout(timer.current)
      },
      onBlur(event) {
        const next = event.relatedTarget as Node | null
        if (openRef.current === id && next && !event.currentTarget.contains(next)) setOpen('')
      },
    }),
    onTriggerKeyDown(id, event) {
      if (event.key === 'ArrowDown' && !event.altKey && !event.metaKey && !event.ctrlKey) {
        event.preventDefault()
        if (openRef.current === id) focusablesIn(panels.current.get(id) ?? null)[0]?.focus()
        else setOpen(id, { focusInside: true })
      } else if (event.key === ' ' && event.currentTarget instanceof HTMLAnchorElement) {
        // A link has no Space action of its own (a button trigger toggles on its click).
        event.preventDefault()
        setOpen(openRef.current === id ? '' : id)
      } else if (event.key === 'Escape' && openRef.current === id) {
        event.preventDefault()
        setOpen('')
      } else if (event.key === 'Tab' && !event.shiftKey && openRef.current === id) {
        // Tab walks into the open panel; while its content is on its way, onto its loading notice.
        const panel = panels.current.get(id) ?? null
        const loader = panel?.querySelector<HTMLElement>('[data-panel-loader]')
        if (loader && focusablesIn(panel).length === 0) {
          event.preventDefault()
          focusInside.current = id
          loader.focus()
        }
      }
    },
    panelProps: (id) => ({
      ref(node) {
        if (node) panels.current.set(id, node)
        else panels.current.delete(id)
      },
      onKeyDown(event) {
        const panel = panels.current.get(id) ?? null
        switch (event.key) {
          case 'ArrowDown':
          case 'ArrowRight':
            event.preventDefault()
            moveFocus(panel, 1, document.activeElement)
            break
          case 'ArrowUp':
          case 'ArrowLeft':
            event.preventDefault()
            moveFocus(panel, -1, document.activeElement)
            break
          case 'Home':
            event.preventDefault()
            focusablesIn(panel)[0]?.focus()
            break
          case 'End':
            event.preventDefault()
            focusablesIn(panel).at(-1)?.focus()
            break
          case 'Escape':
            event.preventDefault()
            event.stopPropagation()
            setOpen('')
            triggers.current.get(id)?.focus()
            break
        }
      },
      onClick(event) {
        if (event.target instanceof Element && event.target.closest('a[href]')) setOpen('')
      },
    }),
    triggerRef: (id) => (node) => {
      if (node) triggers.current.set(id, node)
      else triggers.current.delete(id)
    },
  }
}
