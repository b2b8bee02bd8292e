/*
 * TEMPORARY (i14-search-ui): a stand-in for the site search of i14-search-index, which owns this
 * file. It keeps the contract exactly, so the search pages and the header box are built
 * and tested against it; at merge the index branch's file replaces this one. It scans the cached
 * product, solution, news and job reads in memory: fine for the demo content, not the real engine.
 */
import { localizedHref, type Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { type SearchType, searchTypes } from '@/rules/search'

import { getJobs } from './jobs'
import { getNewsPage } from './news'
import { getProductCategories } from './products'
import { getSolutions } from './solutions'

export type { SearchType }
export interface SearchHit { type: SearchType; id: string; title: string; url: string; snippet: string }
export interface SearchResults {
  total: number
  page: number
  pageSize: number
  items: SearchHit[]
  counts: Record<SearchType, number>
  terms: string[]
}

const pageSize = 10
const snippetLength = 160

interface Candidate { type: SearchType; id: string; title: string; model: string; body: string; path: string }

async function candidates(locale: Locale): Promise<Candidate[]> {
  const [categories, solutions, jobs, firstNews] = await Promise.all([getProductCategories(locale), getSolutions(locale), getJobs(locale), getNewsPage(locale, null, 1)])
  const newsPages = firstNews ? await Promise.all(Array.from({ length: firstNews.totalPages }, (_, index) => getNewsPage(locale, null, index + 1))) : []
  return [
    ...categories.flatMap((category) =>
      category.productList.map((product) => ({ type: 'product' as const, id: String(product.id), title: `${product.model} ${product.firstTitle}`, model: product.model, body: `${category.name} · ${product.series}`, path: paths.productDetail(product.customizeUrl) })),
    ),
    ...solutions.map((solution) => ({ type: 'solution' as const, id: String(solution.id), title: solution.name, model: '', body: solution.summary, path: paths.solutionDetail(solution.id) })),
    ...newsPages.flatMap((page) => page?.items ?? []).map((article) => ({ type: 'news' as const, id: String(article.id), title: article.title, model: '', body: article.summary, path: paths.newsDetail(article.id) })),
    ...jobs.map((job) => ({ type: 'job' as const, id: String(job.id), title: job.title, model: '', body: `${job.department} ${job.description}`, path: paths.recruitment() })),
  ]
}

const squeeze = (text: string) => text.toLowerCase().replace(/[-_.\s]/g, '')

function snippet(body: string, terms: string[]): string {
  const lower = body.toLowerCase()
  const at = Math.max(0, Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), body.length))
  const start = at > snippetLength / 2 ? at - 40 : 0
  const text = body.slice(start, start + snippetLength)
  return `${start > 0 ? '…' : ''}${text}${start + snippetLength < body.length ? '…' : ''}`
}

export async function searchSite(input: { locale: Locale; query: string; page?: number; type?: SearchType }): Promise<SearchResults> {
  const terms = [...new Set(input.query.toLowerCase().split(/\s+/).filter(Boolean))]
  const counts = Object.fromEntries(searchTypes.map((type) => [type, 0])) as Record<SearchType, number>
  if (terms.length === 0) return { total: 0, page: 1, pageSize, items: [], counts, terms: [] }
  const ranked = (await candidates(input.locale))
    .filter((item) => terms.every((term) => squeeze(`${item.title} ${item.body}`).includes(squeeze(term))))
    .map((item) => ({ item, rank: terms.some((term) => squeeze(item.model) === squeeze(term)) ? 0 : terms.some((term) => squeeze(item.title).includes(squeeze(term))) ? 1 : 2 }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item)
  for (const item of ranked) counts[item.type] += 1
  const chosen = input.type ? ranked.filter((item) => item.type === input.type) : ranked
  const lastPage = Math.max(1, Math.ceil(chosen.length / pageSize))
  const page = Math.min(Math.max(1, input.page ?? 1), lastPage)
  const items = chosen.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
    type: item.type,
    id: item.id,
    title: item.title,
    url: localizedHref(item.path, input.locale),
    snippet: snippet(item.body, terms),
  }))
  return { total: chosen.length, page, pageSize, items, counts, terms }
}
