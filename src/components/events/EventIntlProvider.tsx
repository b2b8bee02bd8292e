import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/rules/language'

/**
 * The event pages speak the event's language, which on /{token}-en is not the address's locale
 * (the microsite's language is in its segment, spec §2.1): the client components below get the
 * `events` strings of that language, and only those.
 */
export async function EventIntlProvider({ language, children }: { language: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale: language })
  return (
    <NextIntlClientProvider locale={language} messages={{ events: messages.events, common: messages.common }}>
      {children}
    </NextIntlClientProvider>
  )
}
