import cases from './CaseCards.module.css'
import chips from './Chips.module.css'
import documents from './Documents.module.css'
import filters from './Filters.module.css'
import partners from './Partners.module.css'

/**
 * Issue 29: the desktop classes of the customer-resources blocks (filters, documents, case cards,
 * partners), one object for the shared views (DocumentList, CaseStudyCards, PartnerList, ListFilter),
 * which take the desktop or the mobile set (mobile/resources/mobileResourceStyles.ts, same names).
 */
export const resourceStyles: Readonly<Record<string, string>> = { ...filters, ...chips, ...documents, ...cases, ...partners }
