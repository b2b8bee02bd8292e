/**
 * The one way out: every answer given after this step (Next's, the guard's, a static file's)
 * passes here as its head leaves, and its headers are decided in this order:
 *
 *   1. page fallback    a page Next failed to render leaves as its last copy, or a 503 (page-fallback.ts)
 *   2. request id       X-Request-Id, as the front door decided it (front-door.ts)
 *   3. redirect query   a page's redirect keeps the visitor's query string (redirect-query.ts)
 *   4. vary             Vary: User-Agent where the proxy answered by device (shared-cache.ts)
 *   5. caching          the short shared lifetime; a preview is stored nowhere (shared-cache.ts)
 *   6. security         HSTS, nosniff, frame and permissions policy; the CSP with the page's script
 *                       hashes, for which a new page version's body is held until whole (secure-response.ts)
 *   7. page cache       a page Next served from its cache is kept as it finally left (page-cache.ts)
 *
 * It is one wrapper of `writeHead`, `write` and `end`, installed once per request before anything
 * else can answer; the body then passes (copied for the page cache when it may be kept), is held
 * (6), or is replaced (1).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { currentRequest } from './front-door.ts'
import { bodyHeaders, failureAnswer, failureHeaders, isFailure, isPageRead, type Asked, unavailableHeaders } from './page-fallback.ts'
import type { KeptAnswer, Keeping, PageCache } from './page-cache.ts'
import { keepQueryOnRedirect } from './redirect-query.ts'
import type { Security } from './secure-response.ts'
import { isPreviewRequest, shareBriefly, varyByDevice } from './shared-cache.ts'

export interface WayOutOptions {
  /** 1 and 7 (null: no page cache) */
  pageCache: PageCache | null
  /** 1 */
  fallback: boolean
  /** 3 */
  redirectQuery: boolean
  /** 4 and 5: SHARED_CACHE_SECONDS (null leaves Next's own lifetime and Vary) */
  sharedSeconds: number | null
  /** 6 (null: no security headers) */
  security: Security | null
}

type Body = 'pass' | 'hold' | 'replace'
type Chunk = string | Uint8Array
type Done = (error?: Error | null) => void

const asBuffer = (chunk: Chunk, encoding?: unknown) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk))

/** The step: finishes every answer of the request on its way out. */
export function createWayOut(options: WayOutOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    finishOnTheWayOut(req, res, options)
    next()
  }
}

function finishOnTheWayOut(req: IncomingMessage, res: ServerResponse, { pageCache, fallback, redirectQuery, sharedSeconds, security }: WayOutOptions): void {
  const context = currentRequest()
  const nonce = security?.prepare(req) ?? null
  const keeping: Keeping | null = pageCache?.watch(req, context?.notFoundPage) ?? null
  const asked: Asked | null = fallback && pageCache && isPageRead(req) ? { method: req.method, ...(keeping?.asked ?? { url: req.url, headers: { ...req.headers } }) } : null
  // Node's own methods, loosely typed: the wrappers hand on whatever arguments they were given.
  const native = res as unknown as { writeHead(...args: unknown[]): ServerResponse; write(...args: unknown[]): boolean; end(...args: unknown[]): ServerResponse }
  const { writeHead: nativeWriteHead, write: nativeWrite, end: nativeEnd } = native

  let body: Body | null = null
  /** 1: a whole answer sent instead (the last copy), or a body in place of Next's (a 503 page) */
  let whole: KeptAnswer | null = null
  let substitute: Buffer | null = null
  let nextCacheControl: unknown
  /** the body as it leaves, when the page cache may keep it or the security step holds it */
  let copied: Buffer[] | null = null
  let head: { status: number; headers: OutgoingHttpHeaders } | null = null

  /** Runs 1–7 on the head about to leave; returns what happens to the body. */
  function decide(): Body {
    if (asked && isFailure(res.statusCode)) {
      const failure = failureAnswer(asked, res.getHeader('content-type'), pageCache!.lastCopy(asked))
      if (failure.kind === 'last copy') {
        whole = { ...failure.answer, headers: context ? { ...failure.answer.headers, 'x-request-id': context.id } : failure.answer.headers }
        return 'replace'
      }
      for (const name of [...failureHeaders, ...(failure.kind === 'unavailable' ? bodyHeaders : [])]) res.removeHeader(name)
      res.statusCode = 503
      for (const [name, value] of Object.entries({ ...unavailableHeaders, ...(failure.kind === 'unavailable' ? failure.answer.headers : {}) })) res.setHeader(name, value!)
      if (failure.kind === 'unavailable') substitute = failure.answer.body
    }
    if (context) res.setHeader('X-Request-Id', context.id)
    if (redirectQuery) keepQueryOnRedirect(req.url, res)
    if (sharedSeconds !== null) {
      varyByDevice(res)
      nextCacheControl = shareBriefly(res, sharedSeconds, isPreviewRequest(req.url, req.headers.cookie))
    } else nextCacheControl = res.getHeader('cache-control')
    const secured = security?.finish(req, res, nonce) ?? 'send'
    if (substitute) {
      if (secured === 'hold') security!.policyOf(req, res, substitute)
      return 'replace'
    }
    if (keeping && res.statusCode === (keeping.notFoundPage ? 404 : 200) && res.getHeader('x-nextjs-cache') === 'HIT') copied = []
    if (secured === 'hold') copied ??= []
    return secured === 'hold' ? 'hold' : 'pass'
  }

  function sendHead(message?: string) {
    if (keeping && copied) head = { status: res.statusCode, headers: { ...res.getHeaders() } }
    if (message) nativeWriteHead.call(res, res.statusCode, message)
    else nativeWriteHead.call(res, res.statusCode)
  }

  function keepFor(bytes: Buffer) {
    if (keeping && head) pageCache!.keep(keeping, { ...head, body: bytes }, nextCacheControl, context?.renderedAt)
  }

  res.writeHead = function writeHeadOnTheWayOut(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (body === 'pass') return nativeWriteHead.call(this, status, ...rest)
    if (body !== null) return this // held or replaced: the head leaves with the body
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    const given = rest.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
    for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) res.setHeader(name, value as string)
    res.statusCode = status
    body = decide()
    if (body === 'pass') sendHead(message)
    return this
  } as ServerResponse['writeHead']

  res.write = function writeOnTheWayOut(this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (body === null) res.writeHead(res.statusCode)
    if (chunk) copied?.push(asBuffer(chunk, encoding))
    if (body === 'pass') return nativeWrite.call(this, chunk, encoding, callback)
    const done = [encoding, callback].find((arg): arg is Done => typeof arg === 'function')
    if (done) process.nextTick(done)
    return true
  } as ServerResponse['write']

  res.end = function endOnTheWayOut(this: ServerResponse, ...args: unknown[]) {
    const done = args.find((arg): arg is () => void => typeof arg === 'function')
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined)
    const encoding = typeof args[1] === 'string' ? args[1] : undefined
    if (body === null) res.writeHead(res.statusCode)
    if (body === 'replace') {
      if (whole) nativeWriteHead.call(this, whole.status, whole.headers)
      else sendHead()
      return nativeEnd.call(this, req.method === 'HEAD' ? undefined : (whole?.body ?? substitute ?? undefined), done)
    }
    if (chunk) copied?.push(asBuffer(chunk, encoding))
    if (body === 'hold') {
      const bytes = Buffer.concat(copied ?? [])
      security!.policyOf(req, res, bytes)
      sendHead()
      nativeEnd.call(this, bytes, done)
      keepFor(bytes)
      return this
    }
    const result = nativeEnd.call(this, ...args)
    if (copied) keepFor(Buffer.concat(copied))
    return result
  } as ServerResponse['end']
}
