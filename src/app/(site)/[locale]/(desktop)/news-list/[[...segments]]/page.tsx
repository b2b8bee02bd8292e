import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { readNewsListSegments } from '@/components/news/listParams'
import { NewsListView } from '@/components/news/NewsListView'
import { getNewsCategories, getNewsPage } from '@/data/news'
import { getPathname } from '@/i18n/navigation'
import { languageOrDefault } from '@/rules/language'

export { newsListMetadata as generateMetadata } from '@/seo/pages/news-list'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default async function NewsListPage({ params }: Props) {
  const { locale: raw, segments } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const request = readNewsListSegments(segments)
  if (request.kind === 'redirect') permanentRedirect(getPathname({ href: request.path, locale }))
  if (request.kind === 'notFound') notFound()
  const [news, categories] = await Promise.all([getNewsPage(locale, request.categoryId, request.page), getNewsCategories(locale)])
  if (!news) notFound()
  return <NewsListView locale={locale} news={news} categories={categories} />
}
