import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CompareTraySlot } from '@/components/compare/CompareTraySlot'
import { DesktopFrame } from '@/components/ui/DesktopFrame'
import { type Locale, languageOrDefault } from '@/rules/language'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Spec §2.4 default desktop layout: header, page, footer, the floating consult button (hidden on
 * conference paths) and the one contact dialog (§2.8) that it and every enquiry button open;
 * SiteShell adds the toast area (§7) and the site-wide behaviours of §4.
 */
export default async function DesktopLayout({ children, params }: Props) {
  const locale: Locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return (
    <DesktopFrame locale={locale} after={<CompareTraySlot locale={locale} variant="desktop" />}>
      {children}
    </DesktopFrame>
  )
}
