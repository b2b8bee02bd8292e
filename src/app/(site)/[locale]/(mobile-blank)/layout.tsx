import type { ReactNode } from 'react'

import { SiteShell } from '@/components/behaviour/SiteShell'
import styles from '@/components/mobile/layout/MobileRoot.module.css'
import { pageLanguage } from '@/i18n/pageLanguage'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Spec §2.4 mobile-blank layout: the mobile scale (root font = viewport / 3.75), no chrome. */
export default async function MobileBlankLayout({ children, params }: Props) {
  await pageLanguage(params)
  return (
    <SiteShell consultButton={false}>
      <div className={styles.root} data-layout="mobile-blank">
        <main id="main" tabIndex={-1}>{children}</main>
      </div>
    </SiteShell>
  )
}
