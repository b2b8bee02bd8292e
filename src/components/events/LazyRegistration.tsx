'use client'

import type { ReactNode } from 'react'

import { useLoadOnIntent } from '@/components/behaviour/useLoadOnIntent'

import type { RegistrationDefaults } from './RegistrationForm'
import type { LiveRegistrationProps } from './LiveRegistration'

type Props = Omit<LiveRegistrationProps, 'defaults' | 'submitOnMount'> & {
  defaults?: RegistrationDefaults
  /** The preview: the same block and form the live one renders, as the server rendered it. */
  children: ReactNode
}

const loadLive = () => import('./LiveRegistration').then((module) => module.LiveRegistration)

/** What the visitor has typed into the preview, for the live form to start with. */
function typedValues(data: FormData | null, questions: Props['questions']): RegistrationDefaults {
  if (!data) return {}
  const text = (name: string) => String(data.get(name) ?? '')
  const answers = Object.fromEntries(
    questions.map((question) => [question.key, question.type === 'multiple' ? data.getAll(`answers.${question.key}`).map(String) : text(`answers.${question.key}`)]),
  )
  return { name: text('name'), company: text('company'), jobTitle: text('jobTitle'), phone: text('phone'), email: text('email'), answers }
}

/**
 * The registration block of the event pages, loaded when the visitor first means to use it
 * (issue 15, useLoadOnIntent): until then the server's preview stands in, with the same markup.
 */
export function LazyRegistration({ children, defaults, ...props }: Props) {
  const { box, taken } = useLoadOnIntent(loadLive, { near: true })
  return (
    <div ref={box}>
      {taken ? <taken.Live {...props} defaults={{ ...defaults, ...typedValues(taken.typed, props.questions) }} submitOnMount={taken.submitted} /> : children}
    </div>
  )
}
