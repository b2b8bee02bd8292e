'use client'

import { useLoadOnIntent } from '@/components/behaviour/useLoadOnIntent'
import type { Locale } from '@/rules/language'

import { QuickEnquiryFields } from './QuickEnquiryFields'
import type { QuickEnquiryText } from './text'

const loadLive = () => import('./QuickEnquiryFormClient').then((module) => module.QuickEnquiryFormClient)

/**
 * The footer's leave-message form, loaded when the visitor first means to use it (issue 15: the
 * footer is on every page, most visitors never write). Until then its preview stands in, the same
 * markup without handlers; it takes typing as it is, so coming into view is no reason to load (on
 * a short page that would be every visit). The preview is rendered here rather than passed from
 * the server: a server-rendered child travels twice, in the HTML and in the RSC payload, where
 * the texts alone are 300 bytes (issue 36).
 */
export function LazyQuickEnquiryForm({ locale, text }: { locale: Locale; text: QuickEnquiryText }) {
  const { box, taken } = useLoadOnIntent(loadLive, { near: false })
  const typed = (name: string) => String(taken?.typed?.get(name) ?? '')
  return <div ref={box}>{taken ? <taken.Live locale={locale} text={text} defaults={{ content: typed('content'), email: typed('email') }} submitOnMount={taken.submitted} /> : <QuickEnquiryFields text={text} />}</div>
}
