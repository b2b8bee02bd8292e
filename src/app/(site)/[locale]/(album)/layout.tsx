import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DesktopFrame } from '@/components/ui/DesktopFrame'
import { type Locale, languageOrDefault } from '@/rules/language'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Spec §2.4 album layout: like the default desktop layout, without the consult button. */
export default async function AlbumLayout({ children, params }: Props) {
  const locale: Locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return (
    <DesktopFrame locale={locale} consultButton={false}>
      {children}
    </DesktopFrame>
  )
}
