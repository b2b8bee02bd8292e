import type { ReactNode } from 'react'

import { SiteShell } from '@/components/behaviour/SiteShell'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import type { Locale } from '@/rules/language'

type Props = {
  locale: Locale
  children: ReactNode
  /** Spec §2.4: the album and conference pages have no floating consult button. */
  consultButton?: boolean
  /** What follows the footer inside the shell (the desktop pages' compare tray). */
  after?: ReactNode
}

/** Spec §2.4: a desktop page's frame, the one shape of the desktop, album and conference layouts. */
export function DesktopFrame({ locale, children, consultButton = true, after }: Props) {
  return (
    <SiteShell consultButton={consultButton}>
      <Header locale={locale} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer locale={locale} />
      {after}
    </SiteShell>
  )
}
