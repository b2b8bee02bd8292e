import { Suspense, type ReactNode } from 'react'

import { ConsultButton, EnquiryProvider, EnquiryToaster } from '@/components/enquiry'

import { SiteBehaviours } from './SiteBehaviours'

/**
 * What every page with the site's chrome needs around its header, main and footer (spec §2.4,
 * §2.8, §4, §7): the one contact dialog (opened by the consult button and by every
 * OpenEnquiryButton), the toast area used by the dialog and the footer form, and the site-wide
 * behaviours. The album and conference layouts pass consultButton={false}.
 */
export function SiteShell({ children, consultButton = true }: { children: ReactNode; consultButton?: boolean }) {
  return (
    <EnquiryProvider>
      {children}
      {consultButton && <ConsultButton />}
      <EnquiryToaster />
      <Suspense fallback={null}>
        <SiteBehaviours />
      </Suspense>
    </EnquiryProvider>
  )
}
