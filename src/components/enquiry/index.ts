/*
 * The enquiry UI (spec §2.6, §2.8, §3, §5, §7). Pages and other areas import from here only.
 *   <OpenEnquiryButton productModel? className?>…</OpenEnquiryButton>  opens the page's contact dialog
 *   <EnquiryProvider>  mounted once by the desktop layout; holds the one dialog
 */
export { EnquiryProvider, useEnquiryDialog, type OpenEnquiryOptions } from './EnquiryProvider'
export { OpenEnquiryButton, type OpenEnquiryButtonProps } from './OpenEnquiryButton'
export { ConsultButton } from './ConsultButton'
export { EnquiryToaster } from './EnquiryToaster'
export { QuickEnquiryForm } from './QuickEnquiryForm'
