'use client'

import type { ReactNode } from 'react'

import { useSwitchAddress } from '@/components/layout/menu/useLanguageChoice'
import { ClientLink as Link } from '@/i18n/ClientLink'
import { languageTag, type Locale } from '@/rules/language'

/** A link to the page being read (query and hash kept) in another of the site's languages. */
export function SamePageIn({ locale, children }: { locale: Locale; children: ReactNode }) {
  const href = useSwitchAddress()
  return (
    <Link href={href} locale={locale} lang={languageTag(locale)} hrefLang={languageTag(locale)}>
      {children}
    </Link>
  )
}
