import { getLocale } from 'next-intl/server'

import { languageOrDefault } from '@/rules/language'

import { QuickEnquiryFormClient } from './QuickEnquiryFormClient'
import { getEnquiryText } from './text'

/**
 * Spec §2.6/§2.7 the footer's leave-message form (desktop and mobile footers). A server component:
 * it resolves the strings for the page's language and renders the interactive form with them.
 */
export async function QuickEnquiryForm() {
  const locale = languageOrDefault(await getLocale())
  const { quick } = await getEnquiryText(locale)
  return <QuickEnquiryFormClient locale={locale} text={quick} />
}
