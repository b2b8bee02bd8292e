import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { readNewsListSegments } from '@/components/news/listParams'
import { NewsListView } from '@/components/news/NewsListView'
import { getNewsCategories, getNewsPage } from '@/data/news'
import { getPathname } from '@/i18n/navigation'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, segments } = await params
  const locale = languageOrDefault(raw)
  const request = readNewsListSegments(segments)
  if (request.kind !== 'page') return {}
  const news = await getNewsPage(locale, request.categoryId, request.page)
  if (!news) return {}
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

export default async function NewsListPage({ params }: Props) {
  const { locale: raw, segments } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const request = readNewsListSegments(segments)
  if (request.kind === 'redirect') permanentRedirect(getPathname({ href: request.path, locale }))
  if (request.kind === 'notFound') return <NotFoundContent locale={locale} />
  const [news, categories] = await Promise.all([getNewsPage(locale, request.categoryId, request.page), getNewsCategories(locale)])
  if (!news) return <NotFoundContent locale={locale} />
  return <NewsListView locale={locale} news={news} categories={categories} />
}
