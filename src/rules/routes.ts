import { eventDesktopTwin, eventMobileTwin } from './eventRoutes'
import { paths } from './paths'
import { localePrefixOf, pathLocale } from './language'

export { productListInternalPath } from './productListRoute'

/** §2.2 the mobile guideline page: mobile only, so no desktop twin (Chinese; English under /en). */
export const mobileGuidePath = '/m.guideline'

/**
 * Issue 15: a bare page of the framework under its own root layout (src/app/(floor)), the floor
 * that the Lighthouse bench counts first-load JS against; noindex, unlinked, outside the
 * languages (the proxy's matcher skips it).
 */
export const floorPath = '/bench-floor'
/** Issue 36: the same bare page rendered on every request, the floor of a rendering's cost. */
export const floorRenderPath = '/bench-floor-render'


/**
 * The 404 page's internal path for an address Next cannot route: its text, decoded once, still
 * holds a `%` that starts no escape (`/%25zz` → `/%zz`). next-intl's proxy decodes the path before
 * it rewrites it to the language, and Next decodes the rewritten path again: that was a 500
 * (issue 26). Such an address names no page. Null for every other path.
 */
export function undecodablePathNotFound(pathname: string): string | null {
  try {
    decodeURIComponent(decodeURI(pathname))
    return null
  } catch {
    return `/${pathLocale(pathname)}/page-not-found`
  }
}

/**
 * Spec §2.2: every desktop route and its /m. twin, as patterns of path segments; `{name}` stands
 * for one segment (an id, a customizeUrl, a page number). The proxy's device redirects, the
 * mobile links (`mobilePaths`) and the tests all read this one table.
 */
export const twinRoutes = [
  { desktop: '/', mobile: '/m.index' },
  { desktop: '/introductory', mobile: '/m.introductory' },
  { desktop: '/legal-notice', mobile: '/m.legal-notice' },
  { desktop: '/mdm', mobile: '/m.mdm' },
  { desktop: '/mdm-price', mobile: '/m.mdm-price' },
  { desktop: '/news-trend', mobile: '/m.news-trend' },
  { desktop: '/news-detail', mobile: '/m.news-detail' },
  { desktop: '/news-detail/{id}', mobile: '/m.news-detail/{id}' },
  { desktop: '/news-list', mobile: '/m.news-list' },
  { desktop: '/news-list/{id}', mobile: '/m.news-list/{id}' },
  { desktop: '/news-list/{id}/{page}', mobile: '/m.news-list/{id}/{page}' },
  { desktop: '/product-list', mobile: '/m.product-list' },
  { desktop: '/product-detail/{id}', mobile: '/m.product-detail/{id}' },
  { desktop: '/product-compare', mobile: '/m.product-compare' },
  { desktop: '/recruitment-information', mobile: '/m.recruitment-information' },
  { desktop: '/site-map', mobile: '/m.site-map' },
  { desktop: '/solution-list', mobile: '/m.solution-list' },
  { desktop: '/solution-detail/{id}', mobile: '/m.solution-detail/{id}' },
  { desktop: '/search', mobile: '/m.search' },
  { desktop: '/downloads', mobile: '/m.downloads' },
  { desktop: '/case-studies', mobile: '/m.case-studies' },
  { desktop: '/case-studies/{id}', mobile: '/m.case-studies/{id}' },
  { desktop: '/where-to-buy', mobile: '/m.where-to-buy' },
] as const

export type Device = keyof (typeof twinRoutes)[number]

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The values of a pattern's `{name}` segments when `path` matches it, else null. */
function matchPattern(pattern: string, path: string): string[] | null {
  const expected = segmentsOf(pattern)
  const actual = segmentsOf(path)
  if (expected.length !== actual.length) return null
  const values: string[] = []
  for (const [index, segment] of expected.entries()) {
    if (segment.startsWith('{')) values.push(actual[index])
    else if (segment !== actual[index]) return null
  }
  return values
}

function fillPattern(pattern: string, values: string[]): string {
  let next = 0
  const filled = segmentsOf(pattern).map((segment) => (segment.startsWith('{') ? values[next++] : segment))
  return `/${filled.join('/')}`
}

/**
 * The twin on the `target` device of a path (with optional `/en` prefix and query), or null when
 * the path is no route of the other device's table nor an event page (eventRoutes.ts). Ids, page numbers, the query and the language
 * prefix are kept: `/en/news-list/3/2?x=1` → `/en/m.news-list/3/2?x=1`.
 */
export function twinPath(path: string, target: Device): string | null {
  const [address, hash = ''] = path.split(/#(.*)/s, 2)
  const [pathname, query = ''] = address.split(/\?(.*)/s, 2)
  const prefix = localePrefixOf(pathname)
  const rest = pathname.slice(prefix.length) || '/'
  const source: Device = target === 'mobile' ? 'desktop' : 'mobile'
  for (const route of twinRoutes) {
    const values = matchPattern(route[source], rest)
    if (!values) continue
    const twin = fillPattern(route[target], values)
    const localized = prefix && twin === '/' ? prefix : `${prefix}${twin}`
    return `${localized}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
  }
  // The event microsites and their sign-in pages pair by the shape of their address.
  const eventTwin = prefix ? null : target === 'mobile' ? eventMobileTwin(rest) : eventDesktopTwin(rest)
  return eventTwin ? `${eventTwin}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}` : null
}

/** A link for a mobile page: a desktop route becomes its twin, anything else stays as it is. */
export function mobileHref(href: string): string {
  return twinPath(href, 'mobile') ?? href
}

/** Whether a path is a route of the twin table, on either device. */
export function isTwinRoute(path: string): boolean {
  return twinPath(path, 'mobile') !== null || twinPath(path, 'desktop') !== null
}

type PathBuilders = typeof paths

/**
 * The mobile twins of `paths`, for links on mobile pages; a route without a twin (album,
 * conference) keeps its desktop address.
 */
export const mobilePaths = Object.fromEntries(
  Object.entries(paths).map(([name, build]) => [
    name,
    (...args: unknown[]) => mobileHref((build as (...values: unknown[]) => string)(...args)),
  ]),
) as PathBuilders

/**
 * Spec §2.3: the legacy address /news-list?id=X (and its mobile twin) moves to /news-list/X.
 * Returns the new path with query, or null when the rule does not apply.
 */
export function legacyNewsListRedirect(pathname: string, search: URLSearchParams): string | null {
  const prefix = localePrefixOf(pathname)
  const rest = pathname.slice(prefix.length)
  const id = search.get('id')
  if ((rest !== '/news-list' && rest !== '/m.news-list') || !id || !/^\d+$/.test(id)) return null
  const query = new URLSearchParams(search)
  query.delete('id')
  const tail = query.size > 0 ? `?${query}` : ''
  return `${prefix}${rest}/${id}${tail}`
}
