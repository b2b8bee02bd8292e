import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/behaviour/SiteShell'
import { CompareTraySlot } from '@/components/compare/CompareTraySlot'
import { MobileFooter } from '@/components/mobile/layout/MobileFooter'
import { MobileHeader } from '@/components/mobile/layout/MobileHeader'
import styles from '@/components/mobile/layout/MobileRoot.module.css'
import { type Locale } from '@/rules/language'
import { pageLanguage } from '@/i18n/pageLanguage'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Spec §2.4 mobile layout: mobile header, page, mobile footer and the consult button, with the
 * same contact dialog (its compact variant) and behaviours as the desktop layout. The root font
 * size follows the viewport width (MobileRoot.module.css).
 */
export default async function MobileLayout({ children, params }: Props) {
  const locale: Locale = await pageLanguage(params)
  setRequestLocale(locale)
  return (
    <SiteShell>
      <div className={styles.root} data-layout="mobile">
        <MobileHeader locale={locale} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <MobileFooter locale={locale} />
        <CompareTraySlot locale={locale} variant="mobile" />
      </div>
    </SiteShell>
  )
}
