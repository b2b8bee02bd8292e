/**
 * Issue 31: a page's redirect (a managed redirect: an old product, article or solution address
 * moved to its new one) leaves with one `Location`, and keeps the query string the visitor came
 * with (a campaign's `?utm_source=…`). The page itself is static and never sees the query, so the
 * way out (way-out.ts) adds it; the answer was never cached with a query (the page cache keeps
 * 200s only). The proxy's device and legacy redirects carry their query already and say so
 * (headerNames.redirectComplete).
 */
import type { ServerResponse } from 'node:http'

import { headerNames } from '@rugged/front-door'

function queryOf(url: string | undefined): string {
  const index = String(url ?? '').indexOf('?')
  return index === -1 ? '' : String(url).slice(index)
}

/** Site pages only: the admin and the APIs keep their own redirects as they are. */
const isPage = (url: string | undefined) => !/^\/(?:admin|api)(?:[/?]|$)/.test(String(url ?? ''))

/** One value of a header that may have been set twice. */
function single(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : first === undefined || first === null ? undefined : String(first)
}

/** The Location to send: its one value, with the request's query when it has none of its own. */
export function redirectLocation(location: string, query: string): string {
  if (!query || location.includes('?')) return location
  const hash = location.indexOf('#')
  return hash === -1 ? location + query : location.slice(0, hash) + query + location.slice(hash)
}

/** A 3xx answer to a page leaves with one Location, with the visitor's query kept. */
export function keepQueryOnRedirect(url: string | undefined, res: ServerResponse): void {
  const complete = res.hasHeader(headerNames.redirectComplete)
  res.removeHeader(headerNames.redirectComplete)
  if (res.statusCode < 300 || res.statusCode >= 400 || !isPage(url)) return
  const location = single(res.getHeader('location'))
  if (location !== undefined && !complete) res.setHeader('Location', redirectLocation(location, queryOf(url)))
}
