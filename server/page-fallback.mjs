/**
 * A page Next fails to render answers its last copy, or a 503 — never a 500 (issue 27).
 *
 * Why: a page whose cached copy has expired (an editor's save expired its tags) is rendered again
 * on its next request. While the database is away that rendering fails, and Next answers 500.
 * - The visitor is better served by the page as it was (stale-if-error, RFC 5861): the last answer
 *   this instance kept of it (page-cache.mjs keeps each past its lifetime until evicted).
 * - With no copy, the same answer leaves as a 503 with Retry-After: its body is the site's error
 *   page (spec §8, src/app/global-error.tsx and the route's error.tsx), in the address's language.
 *   A failure that is no page (Next's plain text) is replaced by a short 503 page in that language.
 * Neither is stored by any cache (no-store): the first request once the database is back renders
 * the page again. Next still logs the failure, and the metrics count the 503.
 *
 * Only visitors' page reads (GET and HEAD of a page address, nothing of an editor's, see
 * isCacheableRequest) are watched; a 503 of Next's own is left as it is.
 */
import { isCacheableRequest } from './page-cache.mjs'

/** The site's serviceUnavailable text (src/rules/messages.ts): plain Node cannot load src/rules; tests/unit/page-fallback.test.ts holds them equal. */
export const unavailableMessage = { zh: '服务暂时不可用，请稍后再试。', en: 'The service is briefly unavailable. Please try again shortly.' }

/** src/rules/limits.ts `unavailableRetryAfterSeconds`, held equal by the same test. */
export const retryAfterSeconds = 5

/** @typedef {Pick<import('node:http').IncomingMessage, 'method' | 'url' | 'headers'>} Asked */
/** @typedef {{ status: number, headers: Record<string, unknown>, body: Buffer }} Answer */

const notPages = /^\/(?:api|admin|_next)(?:[/?]|$)/

/** Whether the request reads a page (or a page's metadata file) as a visitor. */
export function isPageRead(/** @type {Asked} */ req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !notPages.test(String(req.url ?? '/')) && isCacheableRequest(req)
}

const isFailure = (status) => status >= 500 && status !== 503

/** The page's language: English under /en, Chinese (the default) elsewhere. */
export const pageLanguage = (/** @type {string | undefined} */ url) => (/^\/en(?:[/?]|$)/.test(String(url ?? '/')) ? 'en' : 'zh')

/** A short 503 page in the address's language. @param {string | undefined} url @returns {Answer} */
export function unavailablePage(url) {
  const language = pageLanguage(url)
  const text = unavailableMessage[language]
  const lang = language === 'en' ? 'en' : 'zh-CN'
  const body = Buffer.from(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${text}</title></head><body><p>${text}</p></body></html>\n`)
  return { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) }, body }
}

// A failure whose body is the site's error page (a document, or a navigation's payload) keeps it.
const isErrorPage = (type) => /^text\/(?:html|x-component)\b/i.test(String(type ?? ''))
// What a failed answer says about its body's version or caching: not carried over to the 503.
const aboutTheFailure = ['etag', 'last-modified', 'expires', 'set-cookie']

/**
 * Watches a page read on its way out: a failure Next starts to send (status ≥ 500 but 503) leaves
 * as `lastCopy`'s answer, or as a 503. Call before anything else wraps `res` (it must see the final
 * status and headers, after the page cache's and Next's compression's wrappers).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {(asked: Asked) => Answer | null} lastCopy  the kept answer for the request as it came in
 *   (Next deletes its RSC headers while it handles it)
 */
export function answerFailuresWithLastCopy(req, res, lastCopy) {
  if (!isPageRead(req)) return
  /** @type {Asked} */
  const asked = { method: req.method, url: req.url, headers: { ...req.headers } }
  const { writeHead, write, end } = res
  /** @type {null | 'as-is' | 'relabelled' | Answer} decided once, before the head leaves */
  let outcome = null
  const decide = (status) => {
    if (outcome) return outcome
    if (res.headersSent || !isFailure(status)) return 'as-is'
    const copy = lastCopy(asked)
    if (copy) {
      for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name)
      outcome = { ...copy, headers: { ...copy.headers, 'cache-control': 'no-store', 'x-nextjs-cache': 'STALE' } }
      return outcome
    }
    outcome = isErrorPage(res.getHeader('content-type')) ? 'relabelled' : unavailablePage(asked.url)
    const bodyHeaders = outcome === 'relabelled' ? [] : ['content-type', 'content-length', 'content-encoding', 'transfer-encoding']
    for (const name of [...aboutTheFailure, ...bodyHeaders]) res.removeHeader(name)
    res.statusCode = 503
    res.setHeader('Retry-After', String(retryAfterSeconds))
    res.setHeader('Cache-Control', 'no-store')
    return outcome
  }
  res.writeHead = function writeHeadOrInstead(...args) {
    const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
    // The head's own headers first, so that the decision sees (and may drop) them.
    if (!res.headersSent && isFailure(Number(args[0])) && !outcome) for (const [name, value] of Object.entries(given ?? {})) res.setHeader(name, value)
    const chosen = decide(Number(args[0]))
    if (chosen === 'as-is') return writeHead.apply(this, args)
    return chosen === 'relabelled' ? writeHead.call(this, 503) : writeHead.call(this, chosen.status, chosen.headers)
  }
  res.write = function writeOrDrop(chunk, encoding, callback) {
    const chosen = decide(res.statusCode)
    if (chosen === 'as-is' || chosen === 'relabelled') return write.call(this, chunk, encoding, callback)
    const done = [encoding, callback].find((arg) => typeof arg === 'function')
    if (done) process.nextTick(done)
    return true
  }
  res.end = function endOrInstead(chunk, encoding, callback) {
    const chosen = decide(res.statusCode)
    if (chosen === 'as-is' || chosen === 'relabelled') return end.call(this, chunk, encoding, callback)
    if (!res.headersSent) writeHead.call(this, chosen.status, chosen.headers)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    return end.call(this, asked.method === 'HEAD' ? undefined : chosen.body, done)
  }
}
