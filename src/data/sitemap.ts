import type { Locale } from '@/rules/language'

import { getCaseStudies } from './caseStudies'
import { getNewsCategories, getNewsPage } from './news'
import { getProductCategories } from './products'
import { getSolutions } from './solutions'

export interface SitemapContent {
  categoryCount: number
  categoryIds: number[]
  products: { id: number; customizeUrl: string }[]
  solutions: { id: number }[]
  newsCategories: { id: number; pages: number }[]
  /** Pages of the list of all news. */
  newsPages: number
  news: { id: number; date: string }[]
  caseStudies: { slug: string; date: string }[]
}

/** Everything the sitemap lists, read through the same cached functions the pages use. */
export async function getSitemapContent(locale: Locale): Promise<SitemapContent> {
  const [categories, solutions, newsCategories, firstPage, caseStudies] = await Promise.all([
    getProductCategories(locale),
    getSolutions(locale),
    getNewsCategories(locale),
    getNewsPage(locale, null, 1),
    getCaseStudies(locale),
  ])
  const newsPages = await Promise.all(
    Array.from({ length: Math.max((firstPage?.totalPages ?? 1) - 1, 0) }, (_, index) => getNewsPage(locale, null, index + 2)),
  )
  const categoryPages = await Promise.all(newsCategories.map((category) => getNewsPage(locale, category.id, 1)))
  return {
    categoryCount: categories.length,
    categoryIds: categories.map(({ id }) => id),
    products: categories.flatMap((category) => category.productList.map(({ id, customizeUrl }) => ({ id, customizeUrl }))),
    solutions: solutions.map(({ id }) => ({ id })),
    newsCategories: newsCategories.map((category, index) => ({ id: category.id, pages: categoryPages[index]?.totalPages ?? 1 })),
    newsPages: firstPage?.totalPages ?? 1,
    news: [firstPage, ...newsPages].flatMap((page) => page?.items ?? []).map(({ id, date }) => ({ id, date })),
    caseStudies: caseStudies.map(({ slug, date }) => ({ slug, date })),
  }
}
