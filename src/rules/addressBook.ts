import { englishSuffix, eventPaths, invitationPages, micrositeLanguages } from './eventRoutes'
import { shortImageRewrite } from './imageUrl'
import { defaultLocale, type Locale, localizedPath, locales } from './language'
import { paths } from './paths'
import { resourceListPaths } from './resourceListRoute'
import { type Device, floorPath, floorRenderPath, mobileGuidePath, mobileHref, twinRoutes } from './routes'

/**
 * Issue 36: the addresses of the pages that name a document (a product, an article, a solution, a
 * case study) or a page of a list (a news category's page, a product category), so that the server
 * answers a made-up one with the not-found page before anything is rendered: an address matching
 * one of `patterns` (its path, or its path and query) and not in `known` is no page.
 */
export interface AddressBook {
  /** Regular expressions (sources) over a decoded path with its language prefix. */
  patterns: string[]
  /**
   * A regular expression (source) over a decoded path: an address whose first segment is none of
   * the site's own (`siteTopSegments`). Unless it is in `known` (an event microsite's, a managed
   * redirect's old address), it names no page, on either device.
   */
  unrouted: string
  /** Every such address there is, decoded (decodeURI), in every language and on both devices; managed redirects' old addresses too. */
  known: string[]
  /** The not-found page's address for each language and device. */
  notFound: Record<Locale, Record<Device, string>>
  /** The filters of the lists that page on the server whose values the content bounds. */
  listValues: ListValues[]
}

/**
 * An address of a list matching `path` (a regular expression's source over the decoded path with
 * its language prefix) whose query gives `param` a value (its first, non-empty) not in `values`
 * names no page: a made-up product of the download centre is answered like a made-up product page.
 */
export interface ListValues {
  path: string
  param: string
  values: string[]
}

/** The twin routes whose `{…}` segments name a document or a list's page. */
const bookedRoutes = ['/product-detail/{id}', '/news-detail/{id}', '/solution-detail/{id}', '/case-studies/{id}', '/news-list/{id}', '/news-list/{id}/{page}'] as const

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const prefixes = `(?:/(?:${locales.filter((locale) => locale !== defaultLocale).join('|')}))?`

export function documentAddressPatterns(): string[] {
  const routes = twinRoutes
    .filter((route) => (bookedRoutes as readonly string[]).includes(route.desktop))
    .flatMap((route) => [route.desktop, route.mobile])
    .map((pattern) => `^${prefixes}${escaped(pattern).replace(/\\\{\w+\\\}/g, '[^/]+')}$`)
  // A product category by its query (the proxy serves each as a page of its own): only `?i=N` alone.
  return [...routes, `^${prefixes}/(?:m\\.)?product-list\\?i=(?:0|[1-9]\\d{0,3})$`]
}

const listPath = (list: string) => `^${prefixes}/(?:m\\.)?${escaped(list)}$`

/**
 * The first path segments (after the language prefix) of every address the site answers but the
 * event microsites', whose first segment is their token (their addresses are in `known`): the
 * pages of src/app/(site)/[locale] (tests/unit/unknown-address.test.ts holds the list to its
 * folders), the framework's floor pages, the short picture addresses (src/rules/imageUrl.ts), the
 * CMS, the APIs, Next's files and the languages themselves.
 */
export function siteTopSegments(): string[] {
  const addresses = [
    ...twinRoutes.flatMap((route) => [route.desktop, route.mobile]),
    paths.albumList(),
    paths.albumDetail(0),
    paths.conference(),
    mobileGuidePath,
    `${mobileGuidePath}${englishSuffix}`,
    eventPaths.anniversarySignIn(),
    eventPaths.mobileSignIn('token', 'zh'),
    ...invitationPages.map((page) => eventPaths.invitation(page)),
    notFoundPaths.desktop,
    notFoundPaths.mobile,
    floorPath,
    floorRenderPath,
    shortImageRewrite.source,
  ]
  const firstSegments = addresses.map((path) => path.split('/')[1]).filter(Boolean)
  return [...new Set([...firstSegments, 'admin', 'api', '_next', ...locales])]
}

/**
 * Addresses under a first segment the site does not have, each segment plain (a dot only in the
 * phone prefix `m.`, so a file's name such as `/robots.txt` is left to the site), without an empty
 * segment or a closing slash (Next redirects those first).
 */
export function unroutedAddressPattern(): string {
  const segment = '(?:m\\.)?[^./]+'
  return `^${prefixes}/(?!(?:${siteTopSegments().map(escaped).join('|')})(?:/|$))${segment}(?:/${segment})*$`
}

/** A published microsite's addresses (its token, in its language) on both devices, its venue sign-in, under every language's prefix (the page sends those to its own). */
export function micrositeAddresses(token: string, language: (typeof micrositeLanguages)[number]): string[] {
  return [eventPaths.microsite(token, language), eventPaths.mobileMicrosite(token, language), eventPaths.signIn(token, language)].flatMap((path) => locales.map((locale) => localizedPath(path, locale)))
}

/** The download centre's products (by their address key) and categories, where to buy's product lines (categories). */
export function listValueChecks({ productKeys, categoryIds }: { productKeys: string[]; categoryIds: string[] }): ListValues[] {
  return [
    { path: listPath(resourceListPaths.downloads), param: 'product', values: productKeys },
    { path: listPath(resourceListPaths.downloads), param: 'category', values: categoryIds },
    { path: listPath(resourceListPaths.whereToBuy), param: 'line', values: categoryIds },
  ]
}

/** The not-found page on each device (src/app/(site)/[locale]/(desktop)/page-not-found, (mobile)/m.page-not-found). */
export const notFoundPaths: Record<Device, string> = { desktop: '/page-not-found', mobile: '/m.page-not-found' }

/** A document page's address in one language on both devices, decoded. */
export function documentAddresses(desktopPath: string, locale: Locale): string[] {
  return [desktopPath, mobileHref(desktopPath)].map((path) => decodeURI(localizedPath(path, locale)))
}

export function notFoundAddresses(): AddressBook['notFound'] {
  return Object.fromEntries(
    locales.map((locale) => [locale, { desktop: localizedPath(notFoundPaths.desktop, locale), mobile: localizedPath(notFoundPaths.mobile, locale) }]),
  ) as AddressBook['notFound']
}
