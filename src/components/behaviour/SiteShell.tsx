import { getLocale, getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { ConsultButton, EnquiryProvider, EnquiryToaster } from '@/components/enquiry'
import { getEnquiryText } from '@/components/enquiry/text'
import { SkipLink } from '@/components/layout/SkipLink'

import { SiteBehaviours } from './SiteBehaviours'

/**
 * What every page with the site's chrome needs around its header, main and footer (spec §2.4,
 * §2.8, §4, §7): the one contact dialog (opened by the consult button and by every
 * OpenEnquiryButton), the toast area used by the dialog and the footer form, and the site-wide
 * behaviours, and the skip link before everything else (the layout's <main id="main" tabIndex={-1}>
 * is its target). The album and conference layouts pass consultButton={false}.
 * The client parts get their strings as props, resolved here (no message formatter in the browser).
 */
export async function SiteShell({ children, consultButton = true }: { children: ReactNode; consultButton?: boolean }) {
  const locale = await getLocale()
  const [text, common] = await Promise.all([getEnquiryText(locale), getTranslations({ locale, namespace: 'common' })])
  return (
    <EnquiryProvider locale={locale} unavailable={text.dialog.unavailable}>
      <SkipLink locale={locale} />
      {children}
      {consultButton && <ConsultButton label={text.consult} />}
      <EnquiryToaster />
      <Suspense fallback={null}>
        <SiteBehaviours loadingLabel={common('loadingPage')} />
      </Suspense>
    </EnquiryProvider>
  )
}
