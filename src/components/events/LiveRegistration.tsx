'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'

import type { Locale } from '@/rules/language'

import { EventRegistration, type EventRegistrationProps } from './EventRegistration'

export interface LiveRegistrationProps extends EventRegistrationProps {
  language: Locale
  /** The `events` and `common` strings of the event's language: the form's own provider. */
  messages: AbstractIntlMessages
}

/**
 * The live registration block with the strings it reads. Loaded on the visitor's first intent
 * (LazyRegistration), so it brings next-intl, react-hook-form and zod with it, not the page.
 */
export function LiveRegistration({ language, messages, ...props }: LiveRegistrationProps) {
  return (
    <NextIntlClientProvider locale={language} messages={messages}>
      <EventRegistration {...props} />
    </NextIntlClientProvider>
  )
}
