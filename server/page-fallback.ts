/**
 * A page Next fails to render answers its last copy, or a 503 — never a 500 (issue 27). The way
 * out (way-out.ts) asks `failureAnswer` as a page read's head leaves.
 *
 * Why: a page whose cached copy has expired (an editor's save expired its tags) is rendered again
 * on its next request. While the database is away that rendering fails, and Next answers 500.
 * - The visitor is better served by the page as it was (stale-if-error, RFC 5861): the last answer
 *   this instance kept of it (page-cache.ts keeps each past its lifetime until evicted).
 * - With no copy, the same answer leaves as a 503 with Retry-After: its body is the site's error
 *   page (spec §8, src/app/global-error.tsx and the route's error.tsx), in the address's language.
 *   A failure that is no page (Next's plain text) is replaced by a short 503 page in that language.
 * Neither is stored by any cache (no-store): the first request once the database is back renders
 * the page again. Next still logs the failure, and the metrics count the 503.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

import { decideLanguage } from '@rugged/front-door'
import { languageTag, textLanguage } from '@rugged/front-door/languages'
import { refusals, unavailableRetryAfterSeconds } from '@rugged/front-door/refusals'

import { isCacheableRequest, type KeptAnswer } from './page-cache.ts'

/** A request as it came in (Next deletes its RSC headers while it handles it). */
export interface Asked {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
}

const notPages = /^\/(?:api|admin|_next)(?:[/?]|$)/

/** Whether the request reads a page (or a page's metadata file) as a visitor. */
export function isPageRead(req: Asked): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !notPages.test(String(req.url ?? '/')) && isCacheableRequest(req)
}

export const isFailure = (status: number): boolean => status >= 500 && status !== 503

/** A short 503 page in the address's language. */
export function unavailablePage(url: string | undefined): KeptAnswer {
  const language = decideLanguage({ path: url ?? '/' })
  const text = refusals.serviceUnavailable[textLanguage(language)]
  const body = Buffer.from(`<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${text}</title></head><body><p>${text}</p></body></html>\n`)
  return { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) }, body }
}

/** What a failed page read leaves as, in place of Next's failure. */
export type FailureAnswer =
  /** the page's last copy, as kept: sent instead, whole */
  | { kind: 'last copy'; answer: KeptAnswer }
  /** Next's error page, relabelled 503 */
  | { kind: 'relabelled' }
  /** a short 503 page of our own in place of Next's plain text */
  | { kind: 'unavailable'; answer: KeptAnswer }

// A failure whose body is the site's error page (a document, or a navigation's payload) keeps it.
const isErrorPage = (type: unknown) => /^text\/(?:html|x-component)\b/i.test(String(type ?? ''))

export function failureAnswer(asked: Asked, contentType: unknown, lastCopy: KeptAnswer | null): FailureAnswer {
  if (lastCopy) return { kind: 'last copy', answer: { ...lastCopy, headers: { ...lastCopy.headers, 'cache-control': 'no-store', 'x-nextjs-cache': 'STALE' } } }
  return isErrorPage(contentType) ? { kind: 'relabelled' } : { kind: 'unavailable', answer: unavailablePage(asked.url) }
}

// What a failed answer says about its body's version or caching: not carried over to the 503.
export const failureHeaders = ['etag', 'last-modified', 'expires', 'set-cookie']
export const bodyHeaders = ['content-type', 'content-length', 'content-encoding', 'transfer-encoding']

/** The headers every 503 of ours carries. */
export const unavailableHeaders: OutgoingHttpHeaders = { 'retry-after': String(unavailableRetryAfterSeconds), 'cache-control': 'no-store' }
