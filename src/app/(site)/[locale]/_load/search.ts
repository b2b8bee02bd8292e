
import { getProductCategories } from '@/data/products'
import { searchSite } from '@/data/search'
import { readSearchRequest } from '@/rules/searchPage'
import { pageLanguage } from '@/i18n/pageLanguage'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// The empty state suggests this many models (the first product of each category).
const suggestedModelCount = 4

/**
 * Issue 14 /search and /m.search: the visitor's query (read leniently, never an error page), its
 * results (none for a blank or too-long query), and the models the empty state suggests.
 */
export async function loadSearch(params: Promise<{ locale: string }>, searchParams: SearchParams) {
  const locale = await pageLanguage(params)
  const request = readSearchRequest(await searchParams)
  const searchable = request.query !== '' && !request.tooLong
  const [results, categories] = await Promise.all([
    searchable ? searchSite({ locale, query: request.query, page: request.page, type: request.type }) : null,
    getProductCategories(locale),
  ])
  const suggestedModels = categories
    .map((category) => category.productList[0]?.model)
    .filter((model): model is string => Boolean(model))
    .slice(0, suggestedModelCount)
  return { locale, request, results, suggestedModels }
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearch>>
