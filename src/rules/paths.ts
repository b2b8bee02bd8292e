/**
 * Spec §2.1: the desktop routes, as path builders without the language prefix (the i18n Link adds
 * `/en` for English). Every link of the site is built here, so a route changes in one place.
 * Their phone twins, and the rules between the two, are in ./routes.
 */
import { listQueryString, type ListParams } from './resourceLists'

export const allNewsSegment = 'all'

export const paths = {
  home: () => '/',
  productList: (categoryIndex?: number) => (categoryIndex === undefined ? '/product-list' : `/product-list?i=${categoryIndex}`),
  productDetail: (customizeUrl: string) => `/product-detail/${encodeURIComponent(customizeUrl)}`,
  mdm: () => '/mdm',
  mdmPrice: () => '/mdm-price',
  solutionList: () => '/solution-list',
  solutionDetail: (id: number) => `/solution-detail/${id}`,
  newsTrend: () => '/news-trend',
  /** §2.1 news-list/{id?}/{page}: without a category the id segment reads `all`. */
  newsList: (categoryId?: number | null, page = 1) => {
    const category = categoryId == null ? allNewsSegment : String(categoryId)
    if (page > 1) return `/news-list/${category}/${page}`
    return categoryId == null ? '/news-list' : `/news-list/${category}`
  },
  newsDetail: (id: number) => `/news-detail/${id}`,
  introductory: () => '/introductory',
  recruitment: () => '/recruitment-information',
  siteMap: () => '/site-map',
  legalNotice: () => '/legal-notice',
  albumList: () => '/album-list',
  albumDetail: (id: number) => `/album-detail/${id}`,
  conference: () => '/cpdc-2024',
  /** Issue 14 the search page: `/search?q=…`, then one kind of result and a page past the first. */
  search: (query = '', options: { type?: string; page?: number } = {}) => {
    const params = new URLSearchParams()
    if (query) params.set('q', query)
    if (options.type) params.set('type', options.type)
    if (options.page && options.page > 1) params.set('page', String(options.page))
    return params.size > 0 ? `/search?${params}` : '/search'
  },
  /** Issue 14: up to 4 products side by side, by customizeUrl or id; `diff` shows differing rows only. */
  productCompare: (keys: readonly string[] = [], differencesOnly = false) => {
    const query = [keys.length > 0 ? `ids=${keys.map(encodeURIComponent).join(',')}` : '', differencesOnly ? 'diff=1' : '']
    const tail = query.filter(Boolean).join('&')
    return tail ? `/product-compare?${tail}` : '/product-compare'
  },
  /** Issue 29 the download centre; filtered (`{ product: 'rt-t7' }`, a customizeUrl), searched or paged (issue 36). */
  downloads: (params: ListParams<'downloads'> = {}) => `/downloads${listQueryString('downloads', params)}`,
  caseStudies: (industry?: string) => (industry ? `/case-studies?industry=${encodeURIComponent(industry)}` : '/case-studies'),
  caseStudy: (slug: string) => `/case-studies/${encodeURIComponent(slug)}`,
  whereToBuy: (params: ListParams<'whereToBuy'> = {}) => `/where-to-buy${listQueryString('whereToBuy', params)}`,
} as const

/** The page globals that are a page of their own, and that page's address (preview, search). */
export const pageGlobalPaths = {
  'home-page': paths.home(),
  'mdm-page': paths.mdm(),
  'mdm-pricing': paths.mdmPrice(),
  'company-profile': paths.introductory(),
  'legal-notice': paths.legalNotice(),
  'conference-page': paths.conference(),
  'downloads-page': paths.downloads(),
  'case-studies-page': paths.caseStudies(),
  'where-to-buy-page': paths.whereToBuy(),
} as const
