import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { languageOrDefault } from '@/rules/language'
import { readSearchRequest } from '@/rules/searchPage'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 14: search pages (desktop and /m.) are for visitors only: noindex, out of the sitemap. */
export async function searchMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const { query, tooLong } = readSearchRequest(await searchParams)
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: query && !tooLong ? t('metaTitle', { query }) : t('title'), robots: { index: false, follow: true } }
}
