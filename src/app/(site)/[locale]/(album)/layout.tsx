import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/behaviour/SiteShell'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { type Locale, languageOrDefault } from '@/rules/language'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Spec §2.4 album layout: like the default desktop layout, without the consult button. */
export default async function AlbumLayout({ children, params }: Props) {
  const locale: Locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return (
    <SiteShell consultButton={false}>
      <Header locale={locale} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer locale={locale} />
    </SiteShell>
  )
}
