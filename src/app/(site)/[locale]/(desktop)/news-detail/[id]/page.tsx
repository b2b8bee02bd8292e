import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { NewsDetailView } from '@/components/news/NewsDetailView'
import { getNewsArticle } from '@/data/news'
import { languageOrDefault } from '@/rules/language'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default async function NewsDetailPage({ params }: Props) {
  const { locale: raw, id } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const article = await getNewsArticle(locale, id)
  if (!article) notFound()
  return <NewsDetailView locale={locale} article={article} />
}
