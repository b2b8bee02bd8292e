/*
 * Issue 14 the search pages (/search, /m.search): reading their address and arranging a page of
 * results. The kinds of result and the query's limit are the search's own (./search).
 */
import { isSearchType, searchQueryMaxLength, type SearchType, searchTypes } from './search'

/** What a search page was asked for: `/search?q=…&page=N&type=…`. */
export interface SearchRequest {
  /** The trimmed query ('' when absent); a too-long one is kept only to show it back. */
  query: string
  page: number
  /** One kind of result, or all kinds when absent. */
  type?: SearchType
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
  return {
    query,
    page,
    type: isSearchType(type) ? type : undefined,
    tooLong: [...query].length > searchQueryMaxLength,
  }
}

/** A page's results in groups of one type each, in the order of `searchTypes` (empty groups left out). */
export function groupByType<T extends { type: SearchType }>(items: readonly T[]): { type: SearchType; items: T[] }[] {
  return searchTypes
    .map((type) => ({
      type,
      items: items.filter((item) => item.type === type),
    }))
    .filter((group) => group.items.length > 0)
}

/**
 * The filter tabs above the results: "All" with every hit, then each type that has hits (and the
 * chosen type even without any, so the visitor sees where they are). No tabs when nothing matched.
 */
export function searchTabs(counts: Record<SearchType, number>, chosen?: SearchType): { type?: SearchType; count: number }[] {
  const all = searchTypes.reduce((sum, type) => sum + counts[type], 0)
  if (all === 0) return []
  return [{ count: all }, ...searchTypes.filter((type) => counts[type] > 0 || type === chosen).map((type) => ({ type, count: counts[type] }))]
}

/** How many pages `total` results fill (at least one). */
export const searchPageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
