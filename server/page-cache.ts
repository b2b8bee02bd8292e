/**
 * Finished page answers kept in memory in front of Next's handler (server/serve.ts): a page Next
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
 *   (server/cache/handler.ts calls expireFrontCaches); an answer whose rendering began before
 *   the expiry is not stored (generation count);
 * - a page Next revalidates by time (`s-maxage=N` below a year) goes when Next's entry turns stale:
 *   its render time is noted by the cache handler in the request's context (notePageEntryRead);
 * - `maxAgeMs` bounds any entry (with Redis: how long an expiry on another instance may go unseen
 *   while its channel is down, as in cache/redis.ts).
 * The way out (way-out.ts) hands it each answer that may be kept, as it finally left.
 * Memory: an LRU bounded in bytes. An answer past its lifetime stays in it (until evicted) as the
 * page's last copy: not served again, but answered instead of a failed rendering (page-fallback.ts).
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { draftModeCookieName } from '@rugged/front-door'
import { memoryBudget, ownBytes } from '@rugged/front-door/memory'
import { registry } from '@rugged/front-door/registry'

import { instruments } from './instruments.ts'

const untilRevalidated = 31536000

/** A tag expired: no page answer kept so far may be served again. */
export function expireFrontCaches(): void {
  for (const cache of registry.frontCaches) cache.clear()
}

/** The cache handler read `entry`: remember the earliest page rendering the request relies on. */
export function notePageEntryRead(entry: { value?: { kind?: string } | null; lastModified?: number } | null | undefined): void {
  const context = registry.requests.getStore()
  if (!context || entry?.value?.kind !== 'APP_PAGE' || typeof entry.lastModified !== 'number') return
  context.renderedAt = Math.min(context.renderedAt ?? Infinity, entry.lastModified)
}

export { pageCacheBytes } from '@rugged/front-door/memory'

const plainEncodings = new Set(['gzip', 'deflate', 'br', 'zstd', 'identity', 'compress'])

/** Requests Next compresses alike share a class; anything unusual (weights, `*`) keys by its own text. */
export function encodingClass(acceptEncoding: unknown): string {
  const text = String(acceptEncoding ?? '').toLowerCase()
  const tokens = text.split(',').map((token) => token.trim()).filter(Boolean)
  if (!tokens.every((token) => plainEncodings.has(token))) return text
  return tokens.includes('gzip') ? 'gzip' : tokens.includes('deflate') ? 'deflate' : 'identity'
}

const editorCookie = new RegExp(`(?:^|;)\\s*(?:${draftModeCookieName}|payload-token)=`)

/** Whether the request may be answered from, or stored in, the page cache. */
export function isCacheableRequest({ method, headers }: { method?: string; headers: IncomingHttpHeaders }): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return !headers.authorization && !headers.range && !editorCookie.test(String(headers.cookie ?? ''))
}

/** The shared lifetime a Cache-Control grants, or null when it keeps the answer private. */
export function sharedMaxAge(cacheControl: unknown): number | null {
  const text = String(cacheControl ?? '')
  if (/\b(?:private|no-store|no-cache)\b/i.test(text)) return null
  const match = /\bs-maxage=(\d+)/i.exec(text)
  return match ? Number(match[1]) : null
}

const varyNames = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'accept-encoding')

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
function etagMatches(ifNoneMatch: unknown, etag: unknown): boolean {
  if (!etag) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return String(ifNoneMatch).split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(String(etag)))
}

// Headers a 304 does not repeat (it has no body).
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding'])

/** A lookup in site_cache_requests_total (metrics.ts); false: the request goes on to Next. */
const counted = (result: 'hit' | 'miss') => (instruments()?.increment('site_cache_requests_total', { cache: 'page', result }), false)

/** An answer as it left: what a later request is answered with. */
export interface KeptAnswer {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

interface Entry extends KeptAnswer {
  address: string
  notModified: OutgoingHttpHeaders
  expiresAt: number
  generation: number
  size: number
}

/** A request the way out may keep the answer of: what it asked, when it started. */
export interface Keeping {
  readonly asked: { url?: string; headers: IncomingHttpHeaders }
  readonly generation: number
  /** The not-found page for a made-up address (server/unknown-address.ts): its 404 is kept too. */
  readonly notFoundPage: boolean
}

export type PageCache = ReturnType<typeof createPageCache>

export function createPageCache({ maxBytes = memoryBudget.pageCache, maxAgeMs = Infinity, now = Date.now }: { maxBytes?: number; maxAgeMs?: number; now?: () => number } = {}) {
  /** address + encoding class → the request headers its answers vary on, and how many it keeps */
  const varyByAddress = new Map<string, { names: string[]; count: number }>()
  /** address + encoding class + those headers' values → entry, fresh or last copy; Map order is the LRU order */
  const entries = new Map<string, Entry>()
  let bytes = 0
  let generation = 0

  const addressKey = (req: Keeping['asked']) => `${req.url}\n${encodingClass(req.headers['accept-encoding'])}`
  const entryKey = (address: string, names: string[], req: Keeping['asked']) => [address, ...names.map((name) => String(req.headers[name] ?? ''))].join('\n')

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
    // Forget the address with its last answer: the table stays bounded too (random query strings).
    const vary = varyByAddress.get(entry.address)
    if (vary && --vary.count === 0) varyByAddress.delete(entry.address)
  }

  function store(asked: Keeping['asked'], status: number, answered: OutgoingHttpHeaders, body: Buffer, expiresAt: number) {
    const { 'x-request-id': _firstId, ...headers } = answered // each answer has its own id
    const names = varyNames(headers.vary)
    if (names.includes('*') || !(expiresAt > now())) return
    const address = addressKey(asked)
    const key = entryKey(address, names, asked)
    const notModified = Object.fromEntries(Object.entries(headers).filter(([name]) => !bodyHeaders.has(name)))
    const entry: Entry = { address, status, headers: { ...headers, 'content-length': String(body.length) }, notModified, body: ownBytes(body), expiresAt, generation, size: body.length + key.length + 1024 }
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
  function lookup(req: Keeping['asked']) {
    const address = addressKey(req)
    const key = entryKey(address, varyByAddress.get(address)?.names ?? [], req)
    return { key, entry: entries.get(key) }
  }

  const isFresh = (entry: Entry) => entry.expiresAt > now() && entry.generation === generation

  /** Answers the request from the cache, its id among the headers; false when it must go to Next. */
  function serve(req: IncomingMessage, res: ServerResponse, requestId: string | undefined): boolean {
    if (maxBytes === 0 || !isCacheableRequest(req)) return false
    const { key, entry } = lookup(req)
    if (!entry || !isFresh(entry)) return counted('miss')
    counted('hit')
    entries.delete(key) // most recently used last
    entries.set(key, entry)
    // One writeHead with every header: a header set beforehand sends Node's writeHead down its
    // slow path, header by header (a fifth of a cached page's rate, issue 27).
    const withId = (headers: OutgoingHttpHeaders) => (requestId ? { ...headers, 'x-request-id': requestId } : headers)
    if (req.headers['if-none-match'] && etagMatches(req.headers['if-none-match'], entry.headers.etag)) res.writeHead(304, withId(entry.notModified)).end()
    else res.writeHead(entry.status, withId(entry.headers)).end(req.method === 'HEAD' ? undefined : entry.body)
    return true
  }

  const cache = {
    serve,
    /** A GET whose answer may be kept, seen as it arrives (Next deletes its RSC headers while it works); else null. */
    watch(req: IncomingMessage, notFoundPage = false): Keeping | null {
      if (maxBytes === 0 || req.method !== 'GET' || !isCacheableRequest(req)) return null
      return { asked: { url: req.url, headers: { ...req.headers } }, generation, notFoundPage }
    },
    /**
     * Keeps an answer that left with 200 (or the not-found page's 404) from Next's cache, sharable, without cookies: until Next's
     * own copy turns stale (`nextCacheControl`, before the shared lifetime shortened it; a page
     * kept until a save, until a tag expires), unless a tag expired while it was rendered.
     */
    keep(keeping: Keeping, answer: KeptAnswer, nextCacheControl: unknown, renderedAt: number | undefined): void {
      const { headers } = answer
      const status = keeping.notFoundPage ? 404 : 200
      if (answer.status !== status || headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie'] || sharedMaxAge(headers['cache-control']) === null) return
      const seconds = sharedMaxAge(nextCacheControl)
      if (seconds === null || keeping.generation !== generation) return
      const stale = seconds >= untilRevalidated ? Infinity : renderedAt === undefined ? 0 : renderedAt + seconds * 1000
      store(keeping.asked, answer.status, headers, answer.body, Math.min(stale, now() + maxAgeMs))
    },
    /** The last answer kept for the request, however old: what a failed rendering answers instead. */
    lastCopy(req: { method?: string; url?: string; headers: IncomingHttpHeaders }): KeptAnswer | null {
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
  // Any tag expiry empties it (expireFrontCaches).
  if (maxBytes > 0) registry.frontCaches.add(cache)
  return cache
}
