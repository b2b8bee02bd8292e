
import { getCaseStudies, getCaseStudy } from '@/data/caseStudies'
import { filterDocuments, getDocuments } from '@/data/downloads'
import { getSiteSettings } from '@/data/globals'
import { filterPartners, getPartners, partnersByRegion } from '@/data/partners'
import { getProductCategories } from '@/data/products'
import { getResourcePage } from '@/data/resourcePages'
import { getDocumentSeo } from '@/data/seo'
import { pageLanguage } from '@/i18n/pageLanguage'
import type { Locale } from '@/rules/language'
import { clampedListPage, listPage, readListQuery, readListSegments, resourceLists, type ListQuery } from '@/rules/resourceLists'

import { missing } from './missing'

type Params = Promise<{ locale: string }>
/** A list's static page: its filters and page as path segments (rules/resourceLists). */
type ListPageParams = Promise<{ locale: string; filter?: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

async function pageLocale(params: Params) {
  const locale = await pageLanguage(params)
  return locale
}

/** The first value of each query parameter of a page rendered per request. */
async function firstValues(searchParams: SearchParams) {
  const given = await searchParams
  return (name: string) => [given[name]].flat()[0]
}

/*
 * Issue 36, how a list page reads its address. The static page (filters and page in its path) is
 * kept in the cache: a value that names nothing or a page past the last is not found (such answers
 * stay in memory only). The page of a text query is rendered per request and kept nowhere: there a
 * value that names nothing keeps nothing, a page past the last is the last, and a malformed
 * address is the whole list.
 */
const emptyQuery = { filters: {}, q: '', page: 1 }

async function downloadsContent(locale: Locale) {
  const [page, documents, categories] = await Promise.all([getResourcePage('downloads-page', locale), getDocuments(locale), getProductCategories(locale)])
  return { locale, page, documents, categories }
}

/** The documents a query keeps, or null when its product or category names nothing published. */
function keptDocuments({ documents, categories }: Awaited<ReturnType<typeof downloadsContent>>, { filters, q }: ListQuery<'downloads'>) {
  const product = filters.product === undefined ? undefined : categories.flatMap((category) => category.productList).find((candidate) => candidate.customizeUrl === filters.product)
  const category = filters.category === undefined ? undefined : categories.find((candidate) => String(candidate.id) === filters.category)
  if ((filters.product !== undefined && !product) || (filters.category !== undefined && !category)) return null
  return filterDocuments(documents, { product: product?.id, category: category?.id, type: filters.type, language: filters.language, query: q })
}

/** Issue 29 /downloads, issue 36 filtered and paged on the server: a page of documents, and every document for the filters' choices. */
export async function loadDownloads(params: ListPageParams) {
  const locale = await pageLocale(params)
  const query = readListSegments('downloads', (await params).filter)
  if (!query) return missing(locale)
  const content = await downloadsContent(locale)
  const kept = keptDocuments(content, query)
  const list = kept && listPage(kept, query.page, resourceLists.downloads.pageSize)
  return list ? { ...content, query, list } : missing(locale)
}

/** Issue 36 /downloads?q=…: the download centre searched, rendered per request. */
export async function searchDownloads(params: Params, searchParams: SearchParams) {
  const locale = await pageLocale(params)
  const query = readListQuery('downloads', await firstValues(searchParams)) ?? emptyQuery
  const content = await downloadsContent(locale)
  return { ...content, query, list: clampedListPage(keptDocuments(content, query) ?? [], query.page, resourceLists.downloads.pageSize) }
}

/** Issue 29 /case-studies: every published case study, newest first. */
export async function loadCaseStudies(params: Params) {
  const locale = await pageLocale(params)
  const [page, studies] = await Promise.all([getResourcePage('case-studies-page', locale), getCaseStudies(locale)])
  return { locale, page, studies }
}

/** Issue 29 /case-studies/<slug>: one study with its SEO fields and the site's name; unknown: not found. */
export async function loadCaseStudy(params: Promise<{ locale: string; slug: string }>) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const [study, site] = await Promise.all([getCaseStudy(locale, slug), getSiteSettings(locale)])
  if (!study) return missing(locale)
  return { locale, study, site, seo: await getDocumentSeo('case-studies', study.id, locale) }
}

async function whereToBuyContent(locale: Locale) {
  const [page, partners, categories] = await Promise.all([getResourcePage('where-to-buy-page', locale), getPartners(locale), getProductCategories(locale)])
  return { locale, page, partners, categories }
}

/** The partners a query keeps, by region, or null when its product line or country names none listed. */
function keptPartners({ partners, categories }: Awaited<ReturnType<typeof whereToBuyContent>>, { filters, q }: ListQuery<'whereToBuy'>) {
  const line = filters.line === undefined ? undefined : categories.find((category) => String(category.id) === filters.line)
  if ((filters.line !== undefined && !line) || (filters.country !== undefined && !partners.some((partner) => partner.country === filters.country))) return null
  return partnersByRegion(filterPartners(partners, { region: filters.region, country: filters.country, productLine: line?.id, type: filters.type, query: q }))
}

/** Issue 29 /where-to-buy, issue 36 filtered and paged on the server: a page of partners by region, and every partner for the filters' choices. */
export async function loadWhereToBuy(params: ListPageParams) {
  const locale = await pageLocale(params)
  const query = readListSegments('whereToBuy', (await params).filter)
  if (!query) return missing(locale)
  const content = await whereToBuyContent(locale)
  const kept = keptPartners(content, query)
  const list = kept && listPage(kept, query.page, resourceLists.whereToBuy.pageSize)
  return list ? { ...content, query, list } : missing(locale)
}

/** Issue 36 /where-to-buy?q=…: where to buy searched, rendered per request. */
export async function searchWhereToBuy(params: Params, searchParams: SearchParams) {
  const locale = await pageLocale(params)
  const query = readListQuery('whereToBuy', await firstValues(searchParams)) ?? emptyQuery
  const content = await whereToBuyContent(locale)
  return { ...content, query, list: clampedListPage(keptPartners(content, query) ?? [], query.page, resourceLists.whereToBuy.pageSize) }
}

export type DownloadsPageData = Exclude<Awaited<ReturnType<typeof loadDownloads>>, { missing: true }>
export type CaseStudiesPageData = Awaited<ReturnType<typeof loadCaseStudies>>
export type CaseStudyPageData = Exclude<Awaited<ReturnType<typeof loadCaseStudy>>, { missing: true }>
export type WhereToBuyPageData = Exclude<Awaited<ReturnType<typeof loadWhereToBuy>>, { missing: true }>
