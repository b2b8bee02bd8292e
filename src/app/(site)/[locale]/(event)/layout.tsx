import { getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { SiteBehaviours } from '@/components/behaviour'
import { pageLanguage } from '@/i18n/pageLanguage'

import styles from '@/components/events/EventLayout.module.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Spec §2.4 blank layout for the event pages (microsites, sign-in, invitations): no header, footer
 * or consult button — each page brings its own chrome — but the site-wide behaviours of §4.
 * These pages are also used on phones (invitations are opened from chat apps), so the desktop
 * site's minimum width does not apply here (components/events/EventLayout.module.css). No translation provider here: a page's first load
 * carries no translation runtime (issue 15); the components that read strings in the browser
 * bring theirs (EventIntlProvider, LiveRegistration), in the event's language.
 */
export default async function EventLayout({ children, params }: Props) {
  const locale = await pageLanguage(params)
  const common = await getTranslations({ locale, namespace: 'common' })
  return (
    <div className={styles.root}>
      {children}
      <Suspense fallback={null}>
        <SiteBehaviours loadingLabel={common('loadingPage')} />
      </Suspense>
    </div>
  )
}
