/**
 * Spec §2.5/§8: a header link that maps to no known page logs '找不到该项相关页面' and does nothing
 * else. Links typed by editors (menu-settings picture links, the conference banner) are checked
 * here against the route table of `paths`; the header renders an unknown one as a button that
 * only logs (see MissingPageLink).
 */
import { withoutLocalePrefix } from '@/rules/language'
import { allNewsSegment, paths } from '@/rules/paths'

/** One pattern per route builder of `paths` (the compiler insists: add a route, add its pattern). */
export const sitePathPatterns = {
  home: /^\/$/,
  productList: /^\/product-list$/,
  productDetail: /^\/product-detail\/[^/]+$/,
  mdm: /^\/mdm$/,
  mdmPrice: /^\/mdm-price$/,
  solutionList: /^\/solution-list$/,
  solutionDetail: /^\/solution-detail\/\d+$/,
  newsTrend: /^\/news-trend$/,
  newsList: new RegExp(`^/news-list(?:/\\d+(?:/\\d+)?|/${allNewsSegment}/\\d+)?$`),
  newsDetail: /^\/news-detail\/\d+$/,
  introductory: /^\/introductory$/,
  recruitment: /^\/recruitment-information$/,
  siteMap: /^\/site-map$/,
  legalNotice: /^\/legal-notice$/,
  albumList: /^\/album-list$/,
  albumDetail: /^\/album-detail\/\d+$/,
  conference: /^\/cpdc-2024$/,
  search: /^\/search$/,
  productCompare: /^\/product-compare$/,
  downloads: /^\/downloads$/,
  caseStudies: /^\/case-studies$/,
  caseStudy: /^\/case-studies\/[a-z0-9-]+$/,
  whereToBuy: /^\/where-to-buy$/,
} as const satisfies Record<keyof typeof paths, RegExp>

const origin = 'http://site.invalid'
/** An absolute http(s) address: another site, opened in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\/[^/\s]/i.test(href.trim())
}

/** A site-relative href parsed, its language prefix and trailing slash dropped; null if not one. */
function parseSiteHref(href: string): URL | null {
  const value = href.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  const pathname = withoutLocalePrefix(url.pathname).replace(/(.)\/+$/, '$1')
  url.pathname = pathname === '' ? '/' : pathname
  return url
}

/** True for a path of one of the site's routes (with or without `/en`, query or hash) and for http(s) links. */
export function isKnownSitePath(href: string): boolean {
  if (isExternalHref(href)) return true
  const url = parseSiteHref(href)
  if (!url) return false
  return Object.values(sitePathPatterns).some((pattern) => pattern.test(url.pathname))
}

/** How the header renders an editor-typed link. Internal hrefs lose their language prefix: the
 * i18n Link adds the visitor's own. */
export type HeaderHref =
  | { kind: 'none' }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'missing' }

export function classifyHeaderHref(href: string | null | undefined): HeaderHref {
  const value = (href ?? '').trim()
  if (value === '') return { kind: 'none' }
  if (isExternalHref(value)) return { kind: 'external', href: value }
  const url = isKnownSitePath(value) ? parseSiteHref(value) : null
  if (!url) return { kind: 'missing' }
  return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
}
