/**
 * Issue 36: the download centre and where to buy filter and page on the server. Their address is
 * `/downloads?type=&product=&category=&language=&q=&page=` (where to buy: `region`, `country`,
 * `line`, `type`), what a plain GET form sends. The pages stay static and cheap to serve:
 * - the proxy rewrites the filters and page to path segments in one canonical order
 *   (`/zh/downloads/type~driver/page~2`), a static page of its own that is rendered once and then
 *   served from the cache; the page answers 404 for a value that names nothing (those answers stay
 *   in memory only), so the pages kept are bounded by the content's own values;
 * - a malformed query goes to one not-found address (`…/downloads/invalid`);
 * - a text query (`q`), which no list of values bounds, goes to a page rendered per request and
 *   kept nowhere (`…/downloads/search?…`).
 * Pure: the proxy, the pages, the links and the API read it alike.
 */
import { defaultLocale } from './language'
import { resourceListAddress, resourceListPaths } from './resourceListRoute'
import { documentLanguages, documentTypes, partnerTypes, regions } from './resources'
import { searchQueryMaxLength } from './search'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/
const idPattern = /^[1-9]\d{0,9}$/
const pagePattern = /^[1-9]\d{0,3}$/
const countryPattern = /^[A-Z]{2}$/

const isSlug = (value: string) => value.length <= 100 && slugPattern.test(value)
const isId = (value: string) => idPattern.test(value)

/**
 * Each list's address, its filters in their canonical order with the shape of a value, and its
 * page size on each device: the most entries a page holds within 60 kB of HTML beside the site's
 * header, footer and the form (a phone's frame is the heavier; `tests/http/resource-lists.test.ts`
 * weighs every page).
 */
export const resourceLists = {
  downloads: {
    path: resourceListPaths.downloads,
    filters: { type: documentTypes.is, product: isSlug, category: isId, language: documentLanguages.is },
    pageSize: 5,
  },
  whereToBuy: {
    path: resourceListPaths.whereToBuy,
    filters: { region: regions.is, country: (value: string) => countryPattern.test(value), line: isId, type: partnerTypes.is },
    pageSize: 5,
  },
} as const

export type ResourceList = keyof typeof resourceLists
export type ListFilterName<L extends ResourceList> = keyof (typeof resourceLists)[L]['filters'] & string

type FilterValue<Accepts> = Accepts extends (value: unknown) => value is infer T ? T : string
/** A list's filters, each of the type its shape admits (`type: DocumentType`, `product: string` …). */
export type ListFilters<L extends ResourceList> = { [Name in ListFilterName<L>]?: FilterValue<(typeof resourceLists)[L]['filters'][Name]> }

/** What a list page is asked for: its filters (only those given), a text query ('' for none) and a page from 1. */
export interface ListQuery<L extends ResourceList = ResourceList> {
  filters: ListFilters<L>
  q: string
  page: number
}

/** The address's parameters a list reads: its filters, `q` and `page`. */
export const listParameterNames = (list: ResourceList): string[] => [...Object.keys(resourceLists[list].filters), 'q', 'page']

const filterEntries = (list: ResourceList) => Object.entries(resourceLists[list].filters) as [string, (value: string) => boolean][]

/** A country code reads in either case (`de` is DE); every other value as written. */
const normalised = (name: string, value: string) => (name === 'country' ? value.toUpperCase() : value)

/**
 * Reads a list's query from its parameters (`get` answers a parameter's first value, or null).
 * Empty values count as absent (a GET form sends every field); the text query is trimmed and cut
 * to the search's limit. Null when a value is malformed: the address names no page.
 */
export function readListQuery<L extends ResourceList>(list: L, get: (name: string) => string | null | undefined): ListQuery<L> | null {
  const filters: Record<string, string> = {}
  for (const [name, accepts] of filterEntries(list)) {
    const raw = get(name)?.trim()
    if (!raw) continue
    const value = normalised(name, raw)
    if (!accepts(value)) return null
    filters[name] = value
  }
  const pageText = get('page')?.trim() || '1'
  if (!pagePattern.test(pageText)) return null
  const q = [...(get('q') ?? '').trim()].slice(0, searchQueryMaxLength).join('').trim()
  return { filters: filters as ListQuery<L>['filters'], q, page: Number(pageText) }
}

/** A list's query from its address's `searchParams`. */
export const listQueryFromSearch = <L extends ResourceList>(list: L, search: URLSearchParams) => readListQuery(list, (name) => search.get(name))

/**
 * The static page's path segments of a query without text: `['type~driver', 'page~2']`, page 1 left
 * out. `~` parts name and value: Next hands a page its path segments still percent-encoded, and
 * `~`, like every character of a value readListQuery admits (letters, digits, hyphens), needs none.
 */
const separator = '~'

function querySegments(list: ResourceList, query: ListQuery): string[] {
  const segments = filterEntries(list).flatMap(([name]) => {
    const value = (query.filters as Record<string, string | undefined>)[name]
    return value ? [`${name}${separator}${value}`] : []
  })
  return query.page > 1 ? [...segments, `page${separator}${query.page}`] : segments
}

/**
 * Reads the static page's segments back. Only the canonical spelling names a page (each filter at
 * most once, in order, page 1 left out), so that one page is kept under one address; anything
 * else is null (not found).
 */
export function readListSegments<L extends ResourceList>(list: L, segments: readonly string[] | undefined): ListQuery<L> | null {
  const given = new Map<string, string>()
  for (const segment of segments ?? []) {
    const split = segment.indexOf(separator)
    if (split <= 0 || given.has(segment.slice(0, split))) return null
    given.set(segment.slice(0, split), segment.slice(split + 1))
  }
  const names = new Set([...Object.keys(resourceLists[list].filters), 'page'])
  if ([...given.keys()].some((name) => !names.has(name))) return null
  const query = readListQuery(list, (name) => given.get(name))
  if (!query || querySegments(list, query).join('/') !== (segments ?? []).join('/')) return null
  return query
}

/** The internal segment every malformed query of a list goes to (a 404 of the static page). */
export const invalidListSegment = 'invalid'
/** The internal folder of a list's text queries (the page rendered per request). */
export const listSearchSegment = 'search'

/**
 * The proxy's rewrite of a list address with a query: `/en/m.downloads?page=2&type=driver` →
 * `/en/m.downloads/type~driver/page~2`; with a text query → `…/m.downloads/search`; malformed →
 * `…/m.downloads/invalid`. Null for any other address, and for a list address asking for nothing
 * (its page as built, other parameters such as `utm_source` ignored).
 */
export function resourceListInternalPath(pathname: string, search: URLSearchParams): string | null {
  const match = resourceListAddress.exec(pathname)
  if (!match) return null
  const [, prefix, mobile = '', path] = match
  const list = (Object.keys(resourceLists) as ResourceList[]).find((name) => resourceLists[name].path === path)!
  const base = `/${prefix ? prefix.slice(1) : defaultLocale}/${mobile}${path}`
  const query = listQueryFromSearch(list, search)
  if (!query) return `${base}/${invalidListSegment}`
  if (query.q) return `${base}/${listSearchSegment}`
  const segments = querySegments(list, query)
  return segments.length > 0 ? `${base}/${segments.join('/')}` : null
}

/** A list's address parameters as links give them: `{ product: 'rt-t7' }`, `{ ...query.filters, q, page }`. */
export type ListParams<L extends ResourceList> = ListFilters<L> & { q?: string; page?: number }

/** The public query string of a list's parameters (`?type=driver&q=…&page=2`, filters in order), '' when it asks for nothing. */
export function listQueryString<L extends ResourceList>(list: L, params: ListParams<L>): string {
  const given = params as Record<string, string | number | undefined>
  const search = new URLSearchParams()
  for (const [name] of filterEntries(list)) if (given[name]) search.set(name, String(given[name]))
  if (params.q) search.set('q', params.q)
  if (params.page && params.page > 1) search.set('page', String(params.page))
  return search.size > 0 ? `?${search}` : ''
}

/** A query as the parameters of its address, another page of it with `page`. */
export const listParams = <L extends ResourceList>(query: ListQuery<L>, page = query.page): ListParams<L> => ({ ...query.filters, q: query.q, page })

export interface ListPage<T> {
  items: T[]
  page: number
  /** at least one */
  totalPages: number
  total: number
}

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

const pageAt = <T>(items: readonly T[], page: number, pageSize: number): ListPage<T> => ({
  items: items.slice((page - 1) * pageSize, page * pageSize),
  page,
  totalPages: pageCount(items.length, pageSize),
  total: items.length,
})

/** One page of a list; null past the last page (page 1 of an empty list is a page). */
export function listPage<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> | null {
  return page > pageCount(items.length, pageSize) ? null : pageAt(items, page, pageSize)
}

/** One page of a list, the last one for a page past it. */
export const clampedListPage = <T>(items: readonly T[], page: number, pageSize: number): ListPage<T> =>
  pageAt(items, Math.min(page, pageCount(items.length, pageSize)), pageSize)
