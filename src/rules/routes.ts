/**
 * Spec §2.1: the desktop routes, as path builders without the language prefix (the i18n Link adds
 * `/en` for English). Every link of the site is built here, so a route changes in one place.
 */
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
} as const

const localePrefix = /^\/en(?=\/|$)/

/**
 * Spec §2.3: the legacy address /news-list?id=X (and its mobile twin) moves to /news-list/X.
 * Returns the new path with query, or null when the rule does not apply.
 */
export function legacyNewsListRedirect(pathname: string, search: URLSearchParams): string | null {
  const prefix = pathname.match(localePrefix)?.[0] ?? ''
  const rest = pathname.slice(prefix.length)
  const id = search.get('id')
  if ((rest !== '/news-list' && rest !== '/m.news-list') || !id || !/^\d+$/.test(id)) return null
  const query = new URLSearchParams(search)
  query.delete('id')
  const tail = query.size > 0 ? `?${query}` : ''
  return `${prefix}${rest}/${id}${tail}`
}

/**
 * §2.1 /product-list?i=N names the category by a query parameter; the page behind it is served
 * from /<locale>/product-list/N so that each category is a static, cacheable page.
 */
export function productListInternalPath(pathname: string, search: URLSearchParams): string | null {
  const prefix = pathname.match(localePrefix)?.[0] ?? ''
  const rest = pathname.slice(prefix.length)
  const index = search.get('i')
  if ((rest !== '/product-list' && rest !== '/m.product-list') || !index || !/^\d{1,4}$/.test(index)) return null
  return `/${prefix ? 'en' : 'zh'}${rest}/${Number(index)}`
}
