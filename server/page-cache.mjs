/**
 * Finished page answers kept in memory in front of Next's handler (server/serve.mjs): a page Next
 * served from its own cache goes out next time as the very bytes and headers it left with (security
 * headers, CSP, Vary and shared lifetime included), without Next's routing, proxy, cache read and
 * compression, which cost 10× the framework's floor per request (issue 15's profile).
 *
 * What is kept: a GET answered 200 by Next's cache (`x-nextjs-cache: HIT`) with an `s-maxage`,
 * no Set-Cookie, nothing private. Requests of an editor (draft-mode cookie, payload-token cookie,
 * Authorization) and ranges are never answered from here nor stored.
 *
 * Keys follow HTTP: the address, the encoding Next would choose for the Accept-Encoding, and the
 * values of the request headers the stored answer's Vary names (User-Agent on twin routes, RSC and
 * Next-Router-* on page payloads).
 *
 * Lifetime, so that an editor's save shows at once as before:
 * - any tag expiry, here or heard from another instance, empties every page cache of the process
 *   (server/cache/handler.mjs calls expireFrontCaches); an answer whose rendering began before
 *   the expiry is not stored (generation count);
 * - a page Next revalidates by time (`s-maxage=N` below a year) goes when Next's entry turns stale:
 *   its render time is read from the cache handler (notePageEntryRead) within the request;
 * - `maxAgeMs` bounds any entry (with Redis: how long an expiry on another instance may go unseen
 *   while its channel is down, as in redis-cache.mjs).
 * Memory: an LRU bounded in bytes. An answer past its lifetime stays in it (until evicted) as the
 * page's last copy: not served again, but answered instead of a failed rendering (page-fallback.mjs).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { instruments } from './instruments.mjs'
import { cacheControlBeforeSharing } from './shared-cache.mjs'

const untilRevalidated = 31536000
const registry = (globalThis[Symbol.for('rugged-site.page-cache')] ??= { caches: new Set(), reads: new AsyncLocalStorage() })

/** A tag expired: no page answer kept so far may be served again. */
export function expireFrontCaches() {
  for (const cache of registry.caches) cache.clear()
}

/** The cache handler read `entry`: remember the earliest page rendering the request relies on. */
export function notePageEntryRead(entry) {
  const reads = registry.reads.getStore()
  if (!reads || entry?.value?.kind !== 'APP_PAGE' || typeof entry.lastModified !== 'number') return
  reads.renderedAt = Math.min(reads.renderedAt ?? Infinity, entry.lastModified)
}

/** PAGE_CACHE_MB as bytes (0 turns the cache off). */
export function pageCacheBytes(value = process.env.PAGE_CACHE_MB) {
  const megabytes = Number(value ?? 32)
  return Number.isFinite(megabytes) && megabytes >= 0 ? Math.floor(megabytes * 1024 * 1024) : 32 * 1024 * 1024
}

const plainEncodings = new Set(['gzip', 'deflate', 'br', 'zstd', 'identity', 'compress'])

/** Requests Next compresses alike share a class; anything unusual (weights, `*`) keys by its own text. */
export function encodingClass(acceptEncoding) {
  const text = String(acceptEncoding ?? '').toLowerCase()
  const tokens = text.split(',').map((token) => token.trim()).filter(Boolean)
  if (!tokens.every((token) => plainEncodings.has(token))) return text
  return tokens.includes('gzip') ? 'gzip' : tokens.includes('deflate') ? 'deflate' : 'identity'
}

const editorCookie = /(?:^|;)\s*(?:__prerender_bypass|payload-token)=/

/** Whether the request may be answered from, or stored in, the page cache. */
export function isCacheableRequest(req) {
  const { method, headers } = req
  if (method !== 'GET' && method !== 'HEAD') return false
  return !headers.authorization && !headers.range && !editorCookie.test(String(headers.cookie ?? ''))
}

const sharedMaxAge = (cacheControl) => {
  const text = String(cacheControl ?? '')
  if (/\b(?:private|no-store|no-cache)\b/i.test(text)) return null
  const match = /\bs-maxage=(\d+)/i.exec(text)
  return match ? Number(match[1]) : null
}

const varyNames = (vary) =>
  String(vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'accept-encoding')

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
function etagMatches(ifNoneMatch, etag) {
  if (!etag) return false
  const bare = (tag) => tag.trim().replace(/^W\//, '')
  return String(ifNoneMatch).split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

// Headers a 304 does not repeat (it has no body).
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding'])

/** A lookup in site_cache_requests_total (metrics.mjs); false: the request goes on to Next. */
const counted = (result) => (instruments()?.increment('site_cache_requests_total', { cache: 'page', result }), false)
/**
 * @param {{ maxBytes?: number, maxAgeMs?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxBytes = pageCacheBytes(), maxAgeMs = Infinity, now = Date.now } = {}) {
  /** address + encoding class → the request headers its answers vary on, and how many it keeps */
  const varyByAddress = new Map()
  /** address + encoding class + those headers' values → entry, fresh or last copy; Map order is the LRU order */
  const entries = new Map()
  let bytes = 0
  let generation = 0

  const addressKey = (req) => `${req.url}\n${encodingClass(req.headers['accept-encoding'])}`
  const entryKey = (address, names, req) => [address, ...names.map((name) => String(req.headers[name] ?? ''))].join('\n')

  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
    // Forget the address with its last answer: the table stays bounded too (random query strings).
    const vary = varyByAddress.get(entry.address)
    if (vary && --vary.count === 0) varyByAddress.delete(entry.address)
  }

  /** `asked`: the request's address and headers as they came in. */
  function store(asked, status, answered, body, expiresAt) {
    const { 'x-request-id': _firstId, ...headers } = answered // each answer has its own id (request-log.mjs)
    const names = varyNames(headers.vary)
    if (names.includes('*') || !(expiresAt > now())) return
    const address = addressKey(asked)
    const key = entryKey(address, names, asked)
    const notModified = Object.fromEntries(Object.entries(headers).filter(([name]) => !bodyHeaders.has(name)))
    const entry = { address, status, headers: { ...headers, 'content-length': String(body.length) }, notModified, body, expiresAt, generation, size: body.length + key.length + 1024 }
    if (entry.size > maxBytes) return
    remove(key)
    const vary = varyByAddress.get(address)
    // An answer that varies on other headers than the kept ones replaces them all.
    if (vary && vary.names.join() !== names.join()) for (const [other, kept] of entries) if (kept.address === address) remove(other)
    const current = varyByAddress.get(address) ?? { names, count: 0 }
    current.count += 1
    varyByAddress.set(address, current)
    entries.set(key, entry)
    bytes += entry.size
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /** The answer kept for the request, fresh or not, with its key. */
  function lookup(req) {
    const address = addressKey(req)
    const key = entryKey(address, varyByAddress.get(address)?.names ?? [], req)
    return { key, entry: entries.get(key) }
  }

  const isFresh = (entry) => entry.expiresAt > now() && entry.generation === generation

  /** Answers the request from the cache, with `extraHeaders` (the request id); false when it must go to Next. */
  function serve(req, res, extraHeaders = undefined) {
    if (maxBytes === 0 || !isCacheableRequest(req)) return false
    const { key, entry } = lookup(req)
    if (!entry || !isFresh(entry)) return counted('miss')
    counted('hit')
    entries.delete(key) // most recently used last
    entries.set(key, entry)
    const withExtra = (headers) => (extraHeaders ? { ...headers, ...extraHeaders } : headers)
    if (req.headers['if-none-match'] && etagMatches(req.headers['if-none-match'], entry.headers.etag)) res.writeHead(304, withExtra(entry.notModified)).end()
    else res.writeHead(entry.status, withExtra(entry.headers)).end(req.method === 'HEAD' ? undefined : entry.body)
    return true
  }

  /**
   * Watches an answer on its way out. Call before anything else wraps `res` (so that it sees the
   * final headers and bytes), then run Next's handler through the returned `run`, after every other
   * wrapper (so that it sees Next's own Cache-Control, before the shared lifetime shortens it).
   * @returns {{ run(handle: () => unknown): unknown }}
   */
  function capture(req, res) {
    if (maxBytes === 0 || req.method !== 'GET' || !isCacheableRequest(req)) return { run: (handle) => handle() }
    const startedIn = generation
    // The key is what the request asked: Next deletes the RSC headers from `req.headers` while it
    // handles the request, and a key read after that would file a payload under a plain GET.
    const asked = { url: req.url, headers: { ...req.headers } }
    const reads = { renderedAt: undefined }
    let nextCacheControl
    /** @type {null | { status: number, headers: Record<string, unknown>, chunks: Buffer[] }} */
    let kept = null
    const { writeHead, write, end } = res
    const keep = (chunk, encoding) => {
      if (kept && chunk && typeof chunk !== 'function') kept.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    }
    res.writeHead = function writeHeadKept(...args) {
      const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
      const headers = { ...res.getHeaders(), ...Object.fromEntries(Object.entries(given ?? {}).map(([name, value]) => [name.toLowerCase(), value])) }
      const status = Number(args[0])
      if (status === 200 && headers['x-nextjs-cache'] === 'HIT' && !headers['set-cookie'] && sharedMaxAge(headers['cache-control']) !== null) {
        kept = { status, headers, chunks: [] }
      }
      return writeHead.apply(this, args)
    }
    res.write = function writeKept(chunk, encoding, callback) {
      const result = write.call(this, chunk, encoding, callback) // may write the headers (implicitly)
      keep(chunk, encoding)
      return result
    }
    res.end = function endKept(chunk, encoding, callback) {
      const result = end.call(this, chunk, encoding, callback) // may write the headers (implicitly)
      keep(chunk, encoding)
      const seconds = sharedMaxAge(nextCacheControl)
      if (kept && seconds !== null && startedIn === generation) {
        const renderedAt = seconds >= untilRevalidated ? Infinity : reads.renderedAt
        const staleAt = renderedAt === undefined ? 0 : renderedAt + seconds * 1000
        store(asked, kept.status, kept.headers, Buffer.concat(kept.chunks), Math.min(staleAt, now() + maxAgeMs))
      }
      kept = null
      return result
    }
    return {
      run(handle) {
        const writeHeadOuter = res.writeHead
        res.writeHead = function writeHeadSeen(...args) {
          // Next's own value: the shared lifetime (shared-cache.mjs) may have shortened it by now.
          nextCacheControl = cacheControlBeforeSharing(res) ?? res.getHeader('cache-control')
          return writeHeadOuter.apply(this, args)
        }
        return registry.reads.run(reads, handle)
      },
    }
  }

  const cache = {
    serve,
    capture,
    /** The last answer kept for the request, however old: what a failed rendering answers instead. */
    lastCopy(req) {
      return (maxBytes > 0 && isCacheableRequest(req) && lookup(req).entry) || null
    },
    /** No answer kept so far is served again (each stays as its page's last copy). */
    clear: () => void (generation += 1),
    get bytes() {
      return bytes
    },
    /** how many answers it would serve */
    get size() {
      return [...entries.values()].filter(isFresh).length
    },
    /** how many addresses it keeps answers for */
    get addresses() {
      return varyByAddress.size
    },
  }
  if (maxBytes > 0) registry.caches.add(cache)
  return cache
}
