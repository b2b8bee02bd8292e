'use client'

import type { ReactNode } from 'react'

import { useLoadOnIntent } from '@/components/behaviour/useLoadOnIntent'
import type { Locale } from '@/rules/language'

import type { QuickEnquiryText } from './text'

const loadLive = () => import('./QuickEnquiryFormClient').then((module) => module.QuickEnquiryFormClient)

/**
 * The footer's leave-message form, loaded when the visitor first means to use it (issue 15: the
 * footer is on every page, most visitors never write). Until then `children`, the server's
 * preview, stands in; it takes typing as it is, so coming into view is no reason to load (on a
 * short page that would be every visit).
 */
export function LazyQuickEnquiryForm({ locale, text, children }: { locale: Locale; text: QuickEnquiryText; children: ReactNode }) {
  const { box, taken } = useLoadOnIntent(loadLive, { near: false })
  const typed = (name: string) => String(taken?.typed?.get(name) ?? '')
  return <div ref={box}>{taken ? <taken.Live locale={locale} text={text} defaults={{ content: typed('content'), email: typed('email') }} submitOnMount={taken.submitted} /> : children}</div>
}
