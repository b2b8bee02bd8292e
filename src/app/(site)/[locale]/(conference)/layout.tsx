import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DesktopFrame } from '@/components/ui/DesktopFrame'
import { type Locale, languageOrDefault } from '@/rules/language'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Spec §2.4: conference pages have the header and footer but no floating consult button. */
export default async function ConferenceLayout({ children, params }: Props) {
  const locale: Locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return (
    <DesktopFrame locale={locale} consultButton={false}>
      {children}
    </DesktopFrame>
  )
}
