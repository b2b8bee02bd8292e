
import { getComparison } from '@/data/compare'
import { getProductCategories } from '@/data/products'
import { parseCompareIds } from '@/rules/compare'
import { pageLanguage } from '@/i18n/pageLanguage'

export type CompareSearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Issue 14 /product-compare?ids=a,b,c[&diff=1] and its /m. twin: the products asked for (at most
 * 4, unknown ones set aside for the notice) and whether only the differing rows are shown.
 */
export async function loadComparison(params: Promise<{ locale: string }>, searchParams: CompareSearchParams) {
  const locale = await pageLanguage(params)
  const query = await searchParams
  const { keys, malformed, truncated } = parseCompareIds(query.ids)
  const comparison = await getComparison(locale, keys)
  // The empty page links to each category.
  const categories = comparison.products.length === 0 ? await getProductCategories(locale) : []
  return {
    locale,
    ...comparison,
    categories: categories.map(({ id, name }) => ({ id, name })),
    unknown: [...comparison.unknown, ...malformed],
    truncated,
    differencesOnly: query.diff === '1',
  }
}

export type ComparisonPage = Awaited<ReturnType<typeof loadComparison>>
