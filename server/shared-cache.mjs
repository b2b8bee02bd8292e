/**
 * Next marks a page it keeps until an editor's save expires it with `s-maxage=31536000`: right for
 * its own cache, which the save reaches, but a CDN or nginx's proxy_cache in front never hears of
 * the save and would serve the old page for a year. Such answers leave with a short shared
 * lifetime instead, SHARED_CACHE_SECONDS (1 s by default): the instances still absorb the load
 * from their own cache, and an edit reaches every visitor within that bound. Browsers revalidate
 * (max-age=0, with the ETag); a shared cache may serve its last copy for a day if every instance
 * is down (stale-if-error).
 */
const cachedUntilRevalidated = /^\s*s-maxage=31536000\s*(,\s*stale-while-revalidate(=\d+)?\s*)?$/i

/** @param {unknown} value the Cache-Control Next chose; @param {number} seconds */
export function sharedCacheControl(value, seconds) {
  if (typeof value !== 'string' || !cachedUntilRevalidated.test(value)) return value
  return `public, max-age=0, s-maxage=${seconds}, stale-if-error=86400`
}

/** SHARED_CACHE_SECONDS as a whole number of seconds (0 allowed: shared caches revalidate each time). */
export function sharedCacheSeconds(value = process.env.SHARED_CACHE_SECONDS) {
  const seconds = Number(value ?? 1)
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : 1
}

/** Next's draft-mode cookie: the request is a signed-in editor's preview (src/app/api/preview). */
const draftModeCookie = /(?:^|;)\s*__prerender_bypass=/

/**
 * Whether an answer may hold a draft: any request in draft mode, but the build's static files
 * (the same for everyone). Such answers are stored nowhere, whatever the app chose, so no cache
 * on the way (nginx, a CDN, a proxy) can hand a preview to a visitor.
 */
export function isPreviewRequest(url, cookieHeader) {
  return draftModeCookie.test(String(cookieHeader ?? '')) && !String(url ?? '').startsWith('/_next/static/')
}

export const previewCacheControl = 'private, no-store'

/** The Cache-Control each answer had before its shared lifetime was shortened (the page cache reads it). */
const chosenByNext = new WeakMap()

/** @param {import('node:http').ServerResponse} res @returns {unknown} Next's own Cache-Control, once the headers left */
export function cacheControlBeforeSharing(res) {
  return chosenByNext.get(res)
}

/** Applies the shared lifetime (and `private, no-store` to a preview) as the answer leaves. */
export function shortenSharedCaching(res, seconds = sharedCacheSeconds(), req = undefined) {
  const preview = req ? isPreviewRequest(req.url, req.headers.cookie) : false
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithSharedLifetime(...args) {
    const current = res.getHeader('cache-control')
    chosenByNext.set(res, current)
    const wanted = preview ? previewCacheControl : sharedCacheControl(current, seconds)
    if (wanted !== current) res.setHeader('Cache-Control', wanted)
    return writeHead.apply(this, args)
  }
}
