/**
 * Puts the security headers (security-headers.ts) on every answer as its head leaves (the way out,
 * way-out.ts), and takes Next's internal headers off.
 *
 * A page's policy lists the hashes of its inline scripts. They are remembered per page version
 * (its ETag, which Next derives from the body of every cached page), so a cached page goes out
 * as before: headers first, body streamed, no extra work. Only an answer whose hashes are not
 * known yet (first request for a page version, a page rendered per request) is held back until
 * its body is complete; its inline scripts are then read and hashed. Next compresses inside its
 * request handler, before the way out sees the body, so a held body is decompressed to be read.
 *
 * The admin (Payload's UI, rendered per request) gets a fresh nonce instead: Next takes it from
 * the request's `content-security-policy` header and puts it on the scripts it writes.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'

import { memoryBudget } from '@rugged/front-door/memory'

import { adminPolicy, commonHeaders, inlineScriptHashes, isAdminPath, isInternalHeader, pagePolicy, resourcePolicy } from './security-headers.ts'

// Next's compression: gzip or deflate.
const decoders: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync }

/** The text of a held body, whatever the compression Next applied. */
function decodeBody(body: Buffer, contentEncoding: unknown): string {
  const decode = decoders[String(contentEncoding ?? '').trim().toLowerCase()]
  return (decode ? decode(body) : body).toString('utf8')
}

export type Security = ReturnType<typeof createSecurity>

/**
 * `csp: false` leaves out the Content-Security-Policy (for comparing speed); `maxBytes` bounds the
 * table of page versions' policies (the least recently used goes first).
 */
export function createSecurity({ csp = true, maxBytes = memoryBudget.pagePolicies } = {}) {
  /** ETag → the policy of that page version (the hashes of its inline scripts), built once */
  const policyByEtag = new Map<string, string>()
  let bytes = 0
  const size = (etag: string, policy: string) => 2 * (etag.length + policy.length) + 64

  function recall(etag: unknown): string | undefined {
    const policy = typeof etag === 'string' ? policyByEtag.get(etag) : undefined
    if (policy && typeof etag === 'string') {
      policyByEtag.delete(etag)
      policyByEtag.set(etag, policy)
    }
    return policy
  }

  function remember(etag: unknown, policy: string) {
    if (typeof etag !== 'string') return
    const known = policyByEtag.get(etag)
    if (known !== undefined) bytes -= size(etag, known)
    policyByEtag.set(etag, policy)
    bytes += size(etag, policy)
    for (const [oldest, kept] of policyByEtag) {
      if (bytes <= maxBytes) break
      policyByEtag.delete(oldest)
      bytes -= size(oldest, kept)
    }
  }

  return {
    /** Before anything answers: only the server chooses a nonce (one a client sent would end up in the page). Returns the admin's nonce. */
    prepare(req: IncomingMessage): string | null {
      delete req.headers['content-security-policy']
      delete req.headers['content-security-policy-report-only']
      const nonce = csp && isAdminPath(req.url) ? randomBytes(16).toString('base64') : null
      if (nonce) req.headers['content-security-policy'] = adminPolicy(nonce)
      return nonce
    },

    /** As the head leaves: the headers; 'hold' when the page's script hashes must be read from its whole body. */
    finish(req: IncomingMessage, res: ServerResponse, nonce: string | null): 'send' | 'hold' {
      const type = String(res.getHeader('content-type') ?? '')
      for (const name of res.getHeaderNames()) if (isInternalHeader(name, type)) res.removeHeader(name)
      for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value)
      if (!csp) return 'send'
      if (res.statusCode === 304) {
        // A 304 has no Content-Type, and its headers replace those the browser stored with the
        // body: it gets the page version's policy when known, otherwise none (the stored one stays).
        const known = nonce ? null : recall(res.getHeader('etag'))
        if (known) res.setHeader('Content-Security-Policy', known)
        return 'send'
      }
      const known = type.startsWith('text/html') && !nonce ? recall(res.getHeader('etag')) : undefined
      if (!type.startsWith('text/html')) res.setHeader('Content-Security-Policy', resourcePolicy)
      else if (nonce) res.setHeader('Content-Security-Policy', adminPolicy(nonce))
      else if (known) res.setHeader('Content-Security-Policy', known)
      else if (req.method === 'HEAD') res.setHeader('Content-Security-Policy', pagePolicy([]))
      else return 'hold'
      return 'send'
    },

    /** The bytes of the policies remembered (for the tests). */
    rememberedBytes: () => bytes,

    /** A held page's body is whole: its policy, remembered for its version. */
    policyOf(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
      let policy = pagePolicy([])
      try {
        policy = pagePolicy(inlineScriptHashes(decodeBody(body, res.getHeader('content-encoding'))))
        remember(res.getHeader('etag'), policy)
      } catch (error) {
        // Unreadable body: no inline script may run rather than any.
        console.error(`security headers: could not read the scripts of ${req.url}: ${error instanceof Error ? error.message : error}`)
      }
      res.setHeader('Content-Security-Policy', policy)
    },
  }
}
