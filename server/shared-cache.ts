/**
 * How caches on the way (nginx's proxy_cache, a CDN, a browser) may keep an answer, decided as it
 * leaves (way-out.ts).
 *
 * - Vary: Next replaces the Vary header of rendered pages with its own list, so the proxy cannot add
 *   `User-Agent` to it (§2.3: a twin route answers a phone and a desktop browser differently). The
 *   proxy sets a marker instead (headerNames.varyUserAgent), turned into `Vary: User-Agent` here.
 * - Lifetime: Next marks a page it keeps until an editor's save expires it with
 *   `s-maxage=31536000`: right for its own cache, which the save reaches, but a cache in front
 *   never hears of the save and would serve the old page for a year. Such answers leave with a
 *   short shared lifetime instead, SHARED_CACHE_SECONDS (1 s by default): the instances still
 *   absorb the load from their own cache, and an edit reaches every visitor within that bound.
 *   Browsers revalidate (max-age=0, with the ETag); a shared cache may serve its last copy for a
 *   day if every instance is down (stale-if-error).
 * - Previews: an answer in draft mode is stored nowhere (`private, no-store`), so no cache on the
 *   way can hand a preview to a visitor.
 */
import type { ServerResponse } from 'node:http'

import { draftModeCookieName, headerNames } from '@rugged/front-door'

/** Adds User-Agent to Vary where the proxy answered by device. */
export function varyByDevice(res: ServerResponse): void {
  if (!res.hasHeader(headerNames.varyUserAgent)) return
  res.removeHeader(headerNames.varyUserAgent)
  const current = String(res.getHeader('vary') ?? '')
  if (!/(^|,)\s*user-agent\s*(,|$)/i.test(current)) res.setHeader('Vary', current ? `${current}, User-Agent` : 'User-Agent')
}

const cachedUntilRevalidated = /^\s*s-maxage=31536000\s*(,\s*stale-while-revalidate(=\d+)?\s*)?$/i

/** The Cache-Control an answer leaves with, for Next's own `value`. */
export function sharedCacheControl(value: unknown, seconds: number): unknown {
  if (typeof value !== 'string' || !cachedUntilRevalidated.test(value)) return value
  return `public, max-age=0, s-maxage=${seconds}, stale-if-error=86400`
}

/** SHARED_CACHE_SECONDS as a whole number of seconds (0 allowed: shared caches revalidate each time). */
export function sharedCacheSeconds(value = process.env.SHARED_CACHE_SECONDS): number {
  const seconds = Number(value ?? 1)
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : 1
}

/** Next's draft-mode cookie: the request is a signed-in editor's preview (src/app/api/preview). */
const draftModeCookie = new RegExp(`(?:^|;)\\s*${draftModeCookieName}=`)

/** Whether an answer may hold a draft: any request in draft mode, but the build's static files. */
export function isPreviewRequest(url: string | undefined, cookieHeader: string | undefined): boolean {
  return draftModeCookie.test(String(cookieHeader ?? '')) && !String(url ?? '').startsWith('/_next/static/')
}

export const previewCacheControl = 'private, no-store'

/** Sets the answer's shared lifetime (or a preview's `private, no-store`); returns Next's own value. */
export function shareBriefly(res: ServerResponse, seconds: number, preview: boolean): unknown {
  const chosen = res.getHeader('cache-control')
  const wanted = preview ? previewCacheControl : sharedCacheControl(chosen, seconds)
  if (wanted !== chosen && wanted !== undefined) res.setHeader('Cache-Control', wanted as string)
  return chosen
}
