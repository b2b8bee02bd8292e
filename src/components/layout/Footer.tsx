import { QuickEnquiryForm } from '@/components/enquiry/QuickEnquiryForm'
import type { Locale } from '@/rules/language'
import { footerMaxCategories } from '@/rules/limits'
import { paths } from '@/rules/paths'

import { loadFooter } from './footerMenus'
import { FooterView } from './FooterView'

/** Spec §2.6, the desktop footer: its content and form from the server, drawn by FooterView. */
export async function Footer({ locale }: { locale: Locale }) {
  return <FooterView content={await loadFooter(locale, paths, footerMaxCategories)} form={<QuickEnquiryForm />} />
}
