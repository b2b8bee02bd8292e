import { searchQueryMaxLength } from './limits'

/**
 * Issue 14: the kinds of content the site search finds, in the order the result page groups them
 * (the same names as `SearchType` of src/data/search.ts).
 */
export const searchTypes = ['product', 'solution', 'news', 'job', 'page'] as const
export type SearchTypeName = (typeof searchTypes)[number]

export function isSearchType(value: unknown): value is SearchTypeName {
  return typeof value === 'string' && (searchTypes as readonly string[]).includes(value)
}

/** What a search page was asked for: `/search?q=…&page=N&type=…`. */
export interface SearchRequest {
  /** The trimmed query ('' when absent); a too-long one is kept only to show it back. */
  query: string
  page: number
  /** One kind of result, or all kinds when absent. */
  type?: SearchTypeName
  /** The query is longer than searchQueryMaxLength: nothing is searched, the page says why. */
  tooLong: boolean
}

type RawParams = Record<string, string | string[] | undefined>

/** The first value of a query parameter (a repeated one counts by its first value). */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Reads a search page's query string leniently: a visitor's address never fails. A missing or
 * malformed page is page 1, an unknown type is all types.
 */
export function readSearchRequest(params: RawParams): SearchRequest {
  const query = (first(params.q) ?? '').trim()
  const pageText = first(params.page) ?? ''
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1
  const type = first(params.type)
  return { query, page, type: isSearchType(type) ? type : undefined, tooLong: [...query].length > searchQueryMaxLength }
}
