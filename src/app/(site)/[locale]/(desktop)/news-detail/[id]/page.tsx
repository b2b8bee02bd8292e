import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { NewsDetailView } from '@/components/news/NewsDetailView'
import { getNewsArticle } from '@/data/news'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { notFoundMetadata, pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = languageOrDefault(raw)
  const article = await getNewsArticle(locale, id)
  if (!article) return notFoundMetadata(locale)
  return pageMetadata({
    path: paths.newsDetail(article.id),
    locale,
    title: article.title,
    description: article.summary,
    image: article.cover,
    type: 'article',
  })
}

export default async function NewsDetailPage({ params }: Props) {
  const { locale: raw, id } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const article = await getNewsArticle(locale, id)
  if (!article) return <NotFoundContent locale={locale} />
  return <NewsDetailView locale={locale} article={article} />
}
