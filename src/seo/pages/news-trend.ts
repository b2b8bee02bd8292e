import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getNewsBanner } from '@/data/news'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /news-trend and of its mobile twin (whose canonical is the desktop address). */
export async function newsTrendMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const t = await getTranslations({ locale, namespace: 'news' })
  const [lead] = await getNewsBanner(locale)
  return pageMetadata({ path: paths.newsTrend(), locale, title: t('trendTitle'), description: t('trendDescription'), image: lead?.imageUrl ? { url: lead.imageUrl, alt: lead.title, width: null, height: null } : null })
}
