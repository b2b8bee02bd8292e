/**
 * Preview of a draft (issue 13): the address of the page a document is shown on, and the preview
 * route's rule that it only ever sends an editor to a page of this site (no open redirect).
 */
import { eventPaths } from './eventRoutes'
import { type Locale, localizedPath } from './language'
import { pageGlobalPaths, paths } from './paths'
import { mobileGuidePath, twinPath } from './routes'

/** Turns draft mode on for a signed-in editor, then opens `?path=`; the exit route turns it off. */
export const previewRoute = '/api/preview'
export const exitPreviewRoute = '/api/preview/exit'

export { draftModeCookieName } from '@rugged/front-door'

/** Below this width (CSS px) the live preview shows a page's /m. twin: what a phone is sent to. */
export const phoneMaxWidth = 600

/** The live preview's breakpoints: a common laptop and a common phone (iPhone 12–15 in CSS px). */
export const previewBreakpoints = [
  { name: 'desktop', label: 'Desktop / 桌面', width: 1280, height: 800 },
  { name: 'phone', label: 'Phone / 手机', width: 390, height: 844 },
]

type Doc = Record<string, unknown>

const idOf = (doc: Doc) => (typeof doc.id === 'number' ? doc.id : null)

/** The customizeUrl of a document's first product, when the admin has it populated. */
const firstProductKey = (doc: Doc): string | undefined => {
  const first: unknown = Array.isArray(doc.products) ? doc.products[0] : undefined
  return first && typeof first === 'object' && typeof (first as Doc).customizeUrl === 'string' ? ((first as Doc).customizeUrl as string) : undefined
}

/**
 * The page of each previewable collection, without the language prefix; null while it has none
 * (a document not yet saved). Event microsites carry their language in the address.
 */
const collectionPages: Record<string, (doc: Doc, locale: Locale) => string | null> = {
  products: (doc) => {
    const key = typeof doc.customizeUrl === 'string' && doc.customizeUrl ? doc.customizeUrl : idOf(doc)
    return key === null ? null : paths.productDetail(String(key))
  },
  solutions: (doc) => (idOf(doc) === null ? null : paths.solutionDetail(idOf(doc)!)),
  news: (doc) => (idOf(doc) === null ? null : paths.newsDetail(idOf(doc)!)),
  'case-studies': (doc) => (typeof doc.slug === 'string' && doc.slug ? paths.caseStudy(doc.slug) : null),
  // A document and a partner show in their list pages, filtered to the document's first product and
  // to the partner's country (the lists come in pages: issue 36).
  documents: (doc) => paths.downloads({ product: firstProductKey(doc) }),
  partners: (doc) => paths.whereToBuy({ country: typeof doc.country === 'string' ? doc.country : undefined }),
  events: (doc, locale) => (typeof doc.token === 'string' && doc.token ? eventPaths.microsite(doc.token, locale) : null),
}

/** The page of each page global; site and menu settings show on every page, so on the home page. */
const globalPages: Record<string, string> = {
  ...pageGlobalPaths,
  'mobile-guide': mobileGuidePath,
  'site-settings': paths.home(),
  'menu-settings': paths.home(),
}

export const previewCollections = Object.keys(collectionPages)
export const previewGlobals = Object.keys(globalPages)

/** The page in its language (no prefix for Chinese, the default); event pages are complete. */
function inLanguage(path: string, locale: Locale, complete: boolean): string {
  return complete ? path : localizedPath(path, locale)
}

/** The page a document of `slug` is shown on, in `locale`; null when it has no page (yet). */
export function documentPage(kind: 'collection' | 'global', slug: string, doc: Doc, locale: Locale): string | null {
  if (kind === 'global') return slug in globalPages ? inLanguage(globalPages[slug], locale, false) : null
  const page = collectionPages[slug]?.(doc, locale)
  return page ? inLanguage(page, locale, slug === 'events') : null
}

/** The preview route's address for a page. */
export function previewAddress(page: string): string {
  return `${previewRoute}?path=${encodeURIComponent(page)}`
}

/** The preview address of a page's /m. twin, from the preview address of the page; null without one. */
export function phonePreviewAddress(address: string): string | null {
  const page = new URL(address, origin).searchParams.get('path')
  const twin = page ? twinPath(page, 'mobile') : null
  return twin ? previewAddress(twin) : null
}

const origin = 'http://site.invalid'

/**
 * A path on this site (with its query and fragment) or null: absolute addresses, `//host`,
 * `/\host`, encoded slashes in front and anything a browser would read as another site are refused.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\\\u0000-\u001f]/.test(value)) return null
  // `//host`, and `/%2F…` or `/%5C…`, which a server or proxy on the way might decode into one.
  if (value.startsWith('//') || /^\/%(?:25)*(?:09|0a|0d|2f|5c)/i.test(value)) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
}

/** The page to show at a width: a desktop page's /m. twin on a phone, and back on a wider screen. */
export function pageForWidth(path: string, width: number): string | null {
  return twinPath(path, width < phoneMaxWidth ? 'mobile' : 'desktop')
}
