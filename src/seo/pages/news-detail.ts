import type { Metadata } from 'next'

import { getDocumentLanguages } from '@/data/languages'
import { getNewsArticle } from '@/data/news'
import { getDocumentSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Metadata of /news-detail/{id} and of its mobile twin (whose canonical is the desktop address). */
export async function newsDetailMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const locale = await pageLanguage(params)
  const article = await getNewsArticle(locale, id)
  if (!article) return notFoundMetadata(locale)
  const [seo, languages] = await Promise.all([getDocumentSeo('news', article.id, locale), getDocumentLanguages('news', article.id)])
  return pageMetadata({
    path: paths.newsDetail(article.id),
    locale,
    title: article.title,
    description: article.summary,
    image: article.cover,
    type: 'article',
    seo,
    languages,
  })
}
