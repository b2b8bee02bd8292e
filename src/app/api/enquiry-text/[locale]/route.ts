import { notFound } from 'next/navigation'

import { getEnquiryText } from '@/components/enquiry/text'
import { isLocale, locales } from '@/rules/language'

/*
 * GET /api/enquiry-text/{language}: the contact dialog's strings (spec §2.8), which the browser
 * fetches with the dialog's code when a visitor first means to open it (issue 36: as a prop of
 * every page, they were 1.5 kB of its RSC payload). Static: built once per language from the
 * message catalogues.
 */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return Response.json((await getEnquiryText(locale)).dialog)
}
