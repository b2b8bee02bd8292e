import { notFound } from 'next/navigation'

import { headerPanels } from '@/components/layout/menu/panelData'
import { isLocale, locales } from '@/rules/language'

/*
 * GET /api/header-menu/{zh|en}: the desktop header's panels (spec §2.5), which the browser fetches
 * on the first intent to open one (issue 28). Static like the pages: built once per language, kept
 * in Next's cache, and rebuilt on the next request after an edit expires one of its reads' tags
 * (products, solutions, news categories, menu settings, media).
 */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return Response.json(await headerPanels(locale))
}
