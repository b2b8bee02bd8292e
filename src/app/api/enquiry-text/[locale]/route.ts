import { jsonByLanguage, languageParams } from '@/app/api/_lib/staticByLanguage'
import { getEnquiryText } from '@/components/enquiry/text'

/*
 * GET /api/enquiry-text/{language}: the contact dialog's strings (spec §2.8), which the browser
 * fetches with the dialog's code when a visitor first means to open it (issue 36: as a prop of
 * every page, they were 1.5 kB of its RSC payload). Static: built once per language from the
 * message catalogues.
 */
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = languageParams
export const GET = jsonByLanguage(async (locale) => (await getEnquiryText(locale)).dialog)
