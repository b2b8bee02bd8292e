/*
 * Spec §4 link prefetch: done when the browser is idle (requestIdleCallback, 2 s timeout), never
 * on a 2g connection or with data saver on. Next's own viewport prefetch is switched off (Link
 * from src/i18n/navigation defaults to prefetch={false}); this policy prefetches instead.
 */
import { prefetchSkippedConnectionTypes } from '@/rules/limits'
import { productListInternalPath } from '@/rules/productListRoute'
import { isResourceListAddress } from '@/rules/resourceListRoute'

import { isPagePath } from './navigationClick'

/** The parts of the Network Information API we read (not in every browser). */
export interface ConnectionInfo {
  readonly effectiveType?: string
  readonly saveData?: boolean
}

/** 'slow-2g' is slower still than '2g', so it is skipped too. */
export function prefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  const type = connection.effectiveType?.toLowerCase()
  if (!type) return true
  return !prefetchSkippedConnectionTypes.some((skipped) => type === skipped || type.endsWith(`-${skipped}`))
}


/**
 * The URL (path and query) to prefetch for a link, or null when it is not an internal page other
 * than the current one: another origin, a new tab, a download, an API path, or the same page.
 * Nor an address whose page the proxy picks by its query (/product-list?i=N; /downloads and where to buy at all): Next's router keeps
 * one route tree per path, so the prefetched page of one category does not match the tree it
 * holds for /product-list, and the router fetches it again, hundreds of times a second, for as
 * long as the link is in view (seen with Next 16.4). A click on such a link loads it as usual.
 */
export function prefetchTarget(
  link: { readonly href: string; readonly target?: string | null; readonly download?: boolean },
  current: { readonly href: string },
): string | null {
  if (link.download) return null
  if (link.target && link.target !== '_self') return null
  let url: URL
  let here: URL
  try {
    here = new URL(current.href)
    url = new URL(link.href, here)
  } catch {
    return null
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  if (!isPagePath(url.pathname) || productListInternalPath(url.pathname, url.searchParams) || isResourceListAddress(url.pathname)) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search
}
