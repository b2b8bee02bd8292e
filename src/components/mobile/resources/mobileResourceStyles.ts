import cases from './MobileCaseCards.module.css'
import chips from './MobileChips.module.css'
import documents from './MobileDocuments.module.css'
import filters from './MobileFilters.module.css'
import partners from './MobilePartners.module.css'

/** Issue 29: the phone classes of the customer-resources blocks, named as the desktop ones (resources/resourceStyles.ts). */
export const mobileResourceStyles: Readonly<Record<string, string>> = { ...filters, ...chips, ...documents, ...cases, ...partners }
