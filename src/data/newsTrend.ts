import type { Locale } from '@/rules/language'

import { getNewsBanner, getNewsCategories, getNewsPage, getTopNews, type NewsCategorySummary, type NewsSummary } from './news'

/** Everything the news trend page shows (desktop and /m. twin alike). */
export interface NewsTrendContent {
  banner: NewsSummary[]
  top: NewsSummary[]
  categories: NewsCategorySummary[]
  latest: NewsSummary[]
  /** Articles per category, for the category cards. */
  categoryCounts: Map<number, number>
}

/** The lead story and banner, top stories, the categories with their article counts, the latest page. */
export async function getNewsTrend(locale: Locale): Promise<NewsTrendContent> {
  const [banner, top, categories, latest] = await Promise.all([
    getNewsBanner(locale),
    getTopNews(locale),
    getNewsCategories(locale),
    getNewsPage(locale, null, 1),
  ])
  const pages = await Promise.all(categories.map((category) => getNewsPage(locale, category.id, 1)))
  const categoryCounts = new Map(categories.map((category, index) => [category.id, pages[index]?.totalDocs ?? 0]))
  return { banner, top, categories, latest: latest?.items ?? [], categoryCounts }
}
