import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { languageOrDefault } from '@/rules/language'
import { notFoundMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/*
 * Spec §2.3/§8: the answer to every address no page matches. next.config.ts sends them here with a
 * fallback rewrite (the address in the browser stays), so an unknown address is served the 404
 * page prerendered once per language: status 404, the page in the HTML, no rendering per request
 * and no cache entry per made-up address.
 */

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(languageOrDefault((await params).locale))
}

export default async function PageNotFound({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return <NotFoundContent locale={locale} />
}
