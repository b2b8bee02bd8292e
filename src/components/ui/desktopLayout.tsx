import type { ReactNode } from 'react'

import { SiteShell } from '@/components/behaviour/SiteShell'
import { CompareTraySlot } from '@/components/compare/CompareTraySlot'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { pageLanguage } from '@/i18n/pageLanguage'

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

type Options = {
  /** Spec §2.4: the album and conference pages have no floating consult button. */
  consultButton?: boolean
  /** The compare tray after the footer (the product pages' layout). */
  compareTray?: boolean
}

/**
 * Spec §2.4: the layout of a group of desktop pages (header, page, footer inside the site shell),
 * the one shape of the desktop, album and conference layouts, which differ only in `options`.
 */
export function desktopLayout({ consultButton = true, compareTray = false }: Options = {}) {
  return async function DesktopLayout({ children, params }: LayoutProps) {
    const locale = await pageLanguage(params)
    return (
      <SiteShell consultButton={consultButton}>
        <Header locale={locale} />
        <main id="main" tabIndex={-1}>{children}</main>
        <Footer locale={locale} />
        {compareTray && <CompareTraySlot locale={locale} variant="desktop" />}
      </SiteShell>
    )
  }
}
