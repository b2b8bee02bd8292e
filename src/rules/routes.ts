/**
 * Spec §2.1: the desktop routes, as path builders without the language prefix (the i18n Link adds
 * `/en` for English). Every link of the site is built here, so a route changes in one place.
 */
export const paths = {
  home: () => '/',
  productList: (categoryIndex?: number) => (categoryIndex === undefined ? '/product-list' : `/product-list?i=${categoryIndex}`),
  productDetail: (customizeUrl: string) => `/product-detail/${encodeURIComponent(customizeUrl)}`,
  mdm: () => '/mdm',
  mdmPrice: () => '/mdm-price',
  solutionList: () => '/solution-list',
  solutionDetail: (id: number) => `/solution-detail/${id}`,
  newsTrend: () => '/news-trend',
  newsList: (categoryId?: number | null, page?: number) => {
    if (page !== undefined && page > 1) return categoryId == null ? `/news-list/${page}` : `/news-list/${categoryId}/${page}`
    return categoryId == null ? '/news-list' : `/news-list/${categoryId}`
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
