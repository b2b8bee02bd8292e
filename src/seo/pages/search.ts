import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { readSearchRequest } from '@/rules/searchPage'
import { pageLanguage } from '@/i18n/pageLanguage'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 14: search pages (desktop and /m.) are for visitors only: noindex, out of the sitemap. */
export async function searchMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const { query, tooLong } = readSearchRequest(await searchParams)
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: query && !tooLong ? t('metaTitle', { query }) : t('title'), robots: { index: false, follow: true } }
}
