'use client'

import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/** Events on a preview that show the visitor means to use it. */
const intents = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const

export interface TakenOver<Live> {
  Live: Live
  /** What the visitor had typed into the preview's form when the live one took over. */
  typed: FormData | null
  /** The preview's form was submitted before the live one loaded: the live one submits at once. */
  submitted: boolean
}

/**
 * Issue 15: a form that is not in the page's first load. Until `load` has brought the live form,
 * the server's preview (same markup, inside the element `box` is put on) stands in. The live form
 * is loaded on the first focus, touch or key in it, and with `near`, as soon as it scrolls within
 * half a screen; what was typed carries over (`typed`), focus and caret stay where they were, and
 * a submit made before the load is replayed (`submitted`).
 */
export function useLoadOnIntent<Live>(load: () => Promise<Live>, { near }: { near: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  const [taken, setTaken] = useState<TakenOver<Live> | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    let started = false
    let submitted = false
    const onSubmit = (event: Event) => {
      event.preventDefault()
      submitted = true
      start()
    }
    const stop = () => {
      observer?.disconnect()
      for (const type of intents) element.removeEventListener(type, start)
    }
    const start = () => {
      if (started) return
      started = true
      stop()
      void load().then((Live) => {
        const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLInputElement) : null
        // Where the caret stood (null where a field has none, e.g. type=email).
        const caret = focused?.selectionStart == null ? null : ([focused.selectionStart, focused.selectionEnd ?? focused.selectionStart] as const)
        const form = element.querySelector('form')
        element.removeEventListener('submit', onSubmit)
        // At once, so nothing typed between reading the preview and replacing it is lost.
        flushSync(() => setTaken({ Live, typed: form ? new FormData(form) : null, submitted }))
        if (!focused?.name) return
        const field = element.querySelector<HTMLInputElement>(`[name="${CSS.escape(focused.name)}"]${focused.type === 'radio' || focused.type === 'checkbox' ? `[value="${CSS.escape(focused.value)}"]` : ''}`)
        field?.focus()
        // A new field takes the focus with its caret at the start: typing goes on where it was.
        if (caret && field?.selectionStart != null) field.setSelectionRange(...caret)
      })
    }
    const observer = near ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '50% 0px' }) : null
    observer?.observe(element)
    for (const type of intents) element.addEventListener(type, start, { passive: true })
    element.addEventListener('submit', onSubmit)
    return () => {
      stop()
      element.removeEventListener('submit', onSubmit)
    }
    // Set up once: `load` names one module, `near` is fixed per form, and the preview is the server's.
  }, [])

  return { box, taken }
}
