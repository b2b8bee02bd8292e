import { getLocale } from 'next-intl/server'

import { LazyQuickEnquiryForm } from './LazyQuickEnquiryForm'
import { getEnquiryText } from './text'

/**
 * Spec §2.6/§2.7 the footer's leave-message form (desktop and mobile footers). A server component:
 * it resolves the strings for the page's language; the form's preview, and the live form that
 * takes over on the visitor's first intent, are LazyQuickEnquiryForm's.
 */
export async function QuickEnquiryForm() {
  const locale = await getLocale()
  const { quick } = await getEnquiryText(locale)
  return <LazyQuickEnquiryForm locale={locale} text={quick} />
}
