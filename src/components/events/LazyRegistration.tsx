'use client'

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'

import type { RegistrationDefaults } from './RegistrationForm'
import type { LiveRegistrationProps } from './LiveRegistration'

type Props = Omit<LiveRegistrationProps, 'defaults' | 'submitOnMount'> & {
  defaults?: RegistrationDefaults
  /** The preview: the same block and form the live one renders, as the server rendered it. */
  children: ReactNode
}

interface Taken {
  Live: ComponentType<LiveRegistrationProps>
  defaults: RegistrationDefaults
  submitOnMount: boolean
}

/** Events on the preview that show the visitor means to use the form. */
const intents = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const

/** What the visitor has typed into the preview, for the live form to start with. */
function typedValues(form: HTMLFormElement | null, questions: Props['questions']): RegistrationDefaults {
  if (!form) return {}
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const answers = Object.fromEntries(
    questions.map((question) => [question.key, question.type === 'multiple' ? data.getAll(`answers.${question.key}`).map(String) : text(`answers.${question.key}`)]),
  )
  return { name: text('name'), company: text('company'), jobTitle: text('jobTitle'), phone: text('phone'), email: text('email'), answers }
}

/**
 * The registration block of the event pages, loaded when the visitor first means to use it
 * (issue 15): as it scrolls near, or on the first focus, touch or key in it. Until then the
 * server's preview stands in, with the same markup, so nothing shifts; what was typed into it
 * carries over, focus stays on the same field, and a submit made before the load is replayed.
 */
export function LazyRegistration({ children, defaults, ...props }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [taken, setTaken] = useState<Taken | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    let started = false
    let submitted = false
    const onSubmit = (event: Event) => {
      event.preventDefault()
      submitted = true
      load()
    }
    const stop = () => {
      observer.disconnect()
      for (const type of intents) element.removeEventListener(type, load)
    }
    const load = () => {
      if (started) return
      started = true
      stop()
      void import('./LiveRegistration').then(({ LiveRegistration }) => {
        const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLInputElement) : null
        const values = { ...defaults, ...typedValues(element.querySelector('form'), props.questions) }
        element.removeEventListener('submit', onSubmit)
        // At once, so nothing typed between reading the preview and replacing it is lost.
        flushSync(() => setTaken({ Live: LiveRegistration, defaults: values, submitOnMount: submitted }))
        if (focused?.name) element.querySelector<HTMLInputElement>(`[name="${CSS.escape(focused.name)}"]${focused.type === 'radio' || focused.type === 'checkbox' ? `[value="${CSS.escape(focused.value)}"]` : ''}`)?.focus()
      })
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '50% 0px' })
    observer.observe(element)
    for (const type of intents) element.addEventListener(type, load, { passive: true })
    element.addEventListener('submit', onSubmit)
    return () => {
      stop()
      element.removeEventListener('submit', onSubmit)
    }
    // Set up once: the props are the server's and do not change on this page.
  }, [])

  return <div ref={box}>{taken ? <taken.Live {...props} defaults={taken.defaults} submitOnMount={taken.submitOnMount} /> : children}</div>
}
