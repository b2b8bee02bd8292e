/**
 * Cache tags shared by the data layer (which tags what it reads) and the CMS hooks (which
 * revalidate them on change). A tag names content, not a locale: revalidating it refreshes both
 * languages at once, which matters because Payload's afterChange fires for the edited locale only.
 */
export const tags = {
  media: 'media',
  productCategories: 'product-categories',
  products: 'products',
  solutions: 'solutions',
  newsCategories: 'news-categories',
  news: 'news',
  jobLocations: 'job-locations',
  jobs: 'jobs',
  albumCategories: 'album-categories',
  albums: 'albums',
  menuSettings: 'menu-settings',
  siteSettings: 'site-settings',
  homePage: 'home-page',
  mdmPage: 'mdm-page',
  mdmPricing: 'mdm-pricing',
  companyProfile: 'company-profile',
  legalNotice: 'legal-notice',
  conferencePage: 'conference-page',
  mobileGuide: 'mobile-guide',
  events: 'events',
  invitations: 'invitations',
  redirects: 'redirects',
  search: 'search',
  documents: 'documents',
  caseStudies: 'case-studies',
  partners: 'partners',
  downloadsPage: 'downloads-page',
  caseStudiesPage: 'case-studies-page',
  whereToBuyPage: 'where-to-buy-page',
} as const

export type CacheTag = (typeof tags)[keyof typeof tags]
