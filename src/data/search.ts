import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'
import { matchTerms } from '@/rules/wordForms'
import {
  compact,
  matchRank,
  searchPageSize,
  searchQueryMaxLength,
  searchTypes,
  snippet,
  type MatchRank,
  type SearchType,
} from '@/rules/search'

import { cached } from './cache'
import { getPayloadClient } from './payload'

/**
 * Site search (issue 14) over the index that src/cms/search keeps equal to published content.
 * The database selects the rows holding every term (a substring test on the compact text, the same
 * on SQLite and PostgreSQL); ranking, counts and snippets are computed here. A site of a few
 * hundred documents gives at most a few hundred rows, and repeated queries come from the cache,
 * which every publish expires (tag `search`).
 */
export type { SearchType }

export interface SearchHit {
  type: SearchType
  id: string
  title: string
  url: string
  snippet: string
}

export interface SearchResults {
  total: number
  page: number
  pageSize: number
  items: SearchHit[]
  counts: Record<SearchType, number>
  terms: string[]
}

const noCounts = (): Record<SearchType, number> => Object.fromEntries(searchTypes.map((type) => [type, 0])) as Record<SearchType, number>

interface Row {
  type: SearchType
  docId: string
  title: string
  url: string
  model?: string | null
  body?: string | null
  position: number
}

async function findRows(locale: Locale, terms: string[]): Promise<Row[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'search-index',
    where: { and: [{ locale: { equals: locale } }, ...terms.map((term) => ({ search: { contains: term } }))] },
    select: { type: true, docId: true, title: true, url: true, model: true, body: true, position: true },
    depth: 0,
    pagination: false,
  })
  return docs as unknown as Row[]
}

const typeOrder = (type: SearchType) => searchTypes.indexOf(type)

/** Every hit of a query, ranked: exact model, then title hits, then body hits; ties in a stable order. */
async function rankedHits(locale: Locale, terms: string[], compactQuery: string): Promise<SearchHit[]> {
  const rows = await findRows(locale, terms)
  const ranked: Array<{ row: Row; rank: MatchRank }> = rows.map((row) => ({
    row,
    rank: matchRank(compactQuery, terms, { title: row.title, model: row.model ?? '', body: row.body ?? '' }),
  }))
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      typeOrder(a.row.type) - typeOrder(b.row.type) ||
      a.row.position - b.row.position ||
      a.row.docId.localeCompare(b.row.docId, 'en', { numeric: true }),
  )
  return ranked.map(({ row }) => ({
    type: row.type,
    id: row.docId,
    title: row.title,
    url: row.url,
    snippet: snippet(row.body ?? '', terms),
  }))
}

const cachedHits = cached(rankedHits, 'search', [tags.search])

export async function searchSite(input: { locale: Locale; query: string; page?: number; type?: SearchType }): Promise<SearchResults> {
  const terms = matchTerms(input.query)
  if (terms.length === 0) return { total: 0, page: 1, pageSize: searchPageSize, items: [], counts: noCounts(), terms: [] }

  const hits = await cachedHits(input.locale, terms, compact(input.query.trim().slice(0, searchQueryMaxLength)))
  const counts = noCounts()
  for (const hit of hits) counts[hit.type] += 1
  const chosen = input.type ? hits.filter((hit) => hit.type === input.type) : hits
  const lastPage = Math.max(1, Math.ceil(chosen.length / searchPageSize))
  const page = Math.min(Math.max(1, Math.floor(input.page ?? 1)), lastPage)
  const start = (page - 1) * searchPageSize
  return { total: chosen.length, page, pageSize: searchPageSize, items: chosen.slice(start, start + searchPageSize), counts, terms }
}
