import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getNewsPage } from '@/data/news'
import { readNewsListSegments } from '@/rules/newsListParams'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

/** Metadata of /news-list… and of its mobile twins (whose canonical is the desktop address). */
export async function newsListMetadata({ params }: Props): Promise<Metadata> {
  const { segments } = await params
  const locale = await pageLanguage(params)
  const request = readNewsListSegments(segments)
  if (request.kind === 'notFound') return notFoundMetadata(locale)
  if (request.kind !== 'page') return {}
  const news = await getNewsPage(locale, request.categoryId, request.page)
  if (!news) return notFoundMetadata(locale)
  const t = await getTranslations({ locale, namespace: 'news' })
  const category = news.category?.name ?? t('all')
  const title = news.page > 1 ? `${category} · ${t('pageNumber', { page: news.page })}` : category
  return pageMetadata({
    path: paths.newsList(request.categoryId, request.page),
    locale,
    title,
    description: t('listDescription', { category, page: news.page, total: news.totalPages }),
  })
}
