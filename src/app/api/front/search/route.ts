import { searchSite } from '@/data/search'
import { searchRequestsPerMinute } from '@/rules/limits'
import { isSearchType, searchQueryMaxLength } from '@/rules/search'

import { pageNumber, type Parser } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** Any text: its length and type are checked in the handler, for messages of their own. */
const anyText: Parser<string | undefined> = (raw) => raw

/**
 * GET /api/front/search (issue 14): `language`, `q`, `page` (1-based, clamped to the last page),
 * optional `type` (product, solution, news, job, page). Answers `{ total, page, pageSize, items,
 * counts, terms }`; a blank `q` finds nothing (200). Every request of a client counts towards a
 * per-minute allowance (429 with Retry-After beyond it). A query is reduced to letters and digits
 * before it reaches the database (src/rules/search.ts), so no input can make it fail.
 */
export const GET = publicGet(
  { q: anyText, page: pageNumber, type: anyText },
  async ({ locale, query, reply, fail: refuse }) => {
    const text = (query.q ?? '').trim()
    if ([...text].length > searchQueryMaxLength) return refuse(400, 'searchQueryTooLong')
    if (query.type !== undefined && !isSearchType(query.type)) return refuse(400, 'searchTypeInvalid')
    return reply(await searchSite({ locale, query: text, page: query.page, type: query.type }))
  },
  { rateClass: () => ({ name: 'search', perMinute: searchRequestsPerMinute(), maxBodyBytes: 0 }) },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
