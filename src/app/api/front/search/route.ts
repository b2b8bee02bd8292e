import { optionalText, pageNumber, type Parser, invalid } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { searchSite } from '@/data/search'
import { isSearchType, searchQueryMaxLength, type SearchType } from '@/rules/search'

/*
 * TEMPORARY (i14-search-ui): the search call of i14-search-index, which owns this route; kept to
 * the contract so that the header box's suggestions work and are tested. Replaced at merge.
 */
const optionalType: Parser<SearchType | undefined> = (raw) => (raw === undefined ? undefined : isSearchType(raw) ? raw : invalid)

export const GET = publicGet(
  { q: optionalText(4000), page: pageNumber, type: optionalType },
  async ({ locale, query: { q, page, type }, reply, badRequest }) => {
    const query = (q ?? '').trim()
    if ([...query].length > searchQueryMaxLength) return badRequest('q')
    const { total, page: shown, items, counts } = await searchSite({ locale, query, page, type })
    return reply({ total, page: shown, items, counts })
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
