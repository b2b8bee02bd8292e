import { notFound } from 'next/navigation'

import { isLocale, locales, type Locale } from '@/rules/language'

/*
 * The site's own static JSON answers, one per language (`/api/<name>/{language}`: the header's
 * panels, the contact dialog's strings), built once per language and kept in Next's cache. Each
 * route file states its segment settings itself (`dynamic = 'force-static'`, `dynamicParams =
 * false`): Next reads those from the file.
 */

export const languageParams = () => locales.map((locale) => ({ locale }))

/** The GET handler answering `build(language)` as JSON, and 404 for any other language. */
export function jsonByLanguage(build: (locale: Locale) => Promise<unknown>) {
  return async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    return Response.json(await build(locale))
  }
}
