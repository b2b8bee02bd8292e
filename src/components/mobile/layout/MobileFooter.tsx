import { QuickEnquiryForm } from '@/components/enquiry/QuickEnquiryForm'
import { loadFooter } from '@/components/layout/footerMenus'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileFooterView } from './MobileFooterView'

/** Spec §2.7, the mobile footer: its content and form from the server, drawn by MobileFooterView. */
export async function MobileFooter({ locale }: { locale: Locale }) {
  return <MobileFooterView content={await loadFooter(locale, mobilePaths)} form={<QuickEnquiryForm />} />
}
