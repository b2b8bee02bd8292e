/**
 * Puts the security headers (lib/security-headers.mjs) on every answer just before its headers
 * are sent, and takes Next's internal headers off.
 *
 * A page's policy lists the hashes of its inline scripts. They are remembered per page version
 * (its ETag, which Next derives from the body of every cached page), so a cached page goes out
 * as before: headers first, body streamed, no extra work. Only an answer whose hashes are not
 * known yet (first request for a page version, a page rendered per request) is held back until
 * its body is complete; its inline scripts are then read and hashed. Next compresses inside its
 * request handler, after this hook sees the body, so a held body is decompressed to be read.
 *
 * The admin (Payload's UI, rendered per request) gets a fresh nonce instead: Next takes it from
 * the request's `content-security-policy` header and puts it on the scripts it writes.
 */
import { randomBytes } from 'node:crypto'
import { gunzipSync, inflateSync } from 'node:zlib'

import { adminPolicy, commonHeaders, inlineScriptHashes, isAdminPath, isInternalHeader, pagePolicy, resourcePolicy } from './security-headers.mjs'

// Next's compression: gzip or deflate.
const decoders = { gzip: gunzipSync, deflate: inflateSync }

/** The text of a held body, whatever the compression Next applied. */
function decodeBody(body, contentEncoding) {
  const encoding = String(contentEncoding ?? '').trim().toLowerCase()
  const decode = decoders[encoding]
  return (decode ? decode(body) : body).toString('utf8')
}

/**
 * Returns `secure(req, res)`, to be called for each request before anything answers it.
 * `csp: false` leaves out the Content-Security-Policy (for comparing speed); `rememberedPages`
 * bounds the table of page versions' policies (the least recently used goes first).
 */
export function createSecureResponses({ csp = true, rememberedPages = 2000 } = {}) {
  /** ETag → the policy of that page version (the hashes of its inline scripts), built once */
  const policyByEtag = new Map()

  function recall(etag) {
    const policy = etag ? policyByEtag.get(etag) : undefined
    if (policy) {
      policyByEtag.delete(etag)
      policyByEtag.set(etag, policy)
    }
    return policy
  }

  function remember(etag, policy) {
    if (!etag) return
    policyByEtag.set(etag, policy)
    if (policyByEtag.size > rememberedPages) policyByEtag.delete(policyByEtag.keys().next().value)
  }

  return function secure(req, res) {
    const admin = isAdminPath(req.url)
    // Only the server chooses a nonce: one sent by a client would otherwise end up in the page.
    delete req.headers['content-security-policy']
    delete req.headers['content-security-policy-report-only']
    const nonce = csp && admin ? randomBytes(16).toString('base64') : null
    if (nonce) req.headers['content-security-policy'] = adminPolicy(nonce)

    const { writeHead, write, end } = res
    /** @type {null | { args: unknown[], chunks: Buffer[] }} */
    let held = null

    function setHeaders(args) {
      // writeHead(status, [message], headers): those headers count as set ones.
      const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
      if (given) {
        for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value)
        args = args.filter((arg) => arg !== given)
      }
      const type = String(res.getHeader('content-type') ?? '')
      for (const name of res.getHeaderNames()) if (isInternalHeader(name, type)) res.removeHeader(name)
      for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value)
      if (!csp) return { args, holdForHashes: false }
      if (Number(args[0] ?? res.statusCode) === 304) {
        // A 304 has no Content-Type, and its headers replace those the browser stored with the
        // body: it gets the page version's policy when known, otherwise none (the stored one stays).
        const known = nonce ? null : recall(res.getHeader('etag'))
        if (known) res.setHeader('Content-Security-Policy', known)
        return { args, holdForHashes: false }
      }
      if (!type.startsWith('text/html')) res.setHeader('Content-Security-Policy', resourcePolicy)
      else if (nonce) res.setHeader('Content-Security-Policy', adminPolicy(nonce))
      else {
        const known = recall(res.getHeader('etag'))
        if (known) res.setHeader('Content-Security-Policy', known)
        else if (req.method === 'HEAD') res.setHeader('Content-Security-Policy', pagePolicy([]))
        else return { args, holdForHashes: true }
      }
      return { args, holdForHashes: false }
    }

    res.writeHead = function writeHeadSecurely(...args) {
      if (held) return this // called again while the body is held (an implicit header on each write)
      const prepared = setHeaders(args)
      if (!prepared.holdForHashes) return writeHead.apply(this, prepared.args)
      held = { args: prepared.args, chunks: [] }
      return this
    }

    res.write = function writeHeld(chunk, encoding, callback) {
      if (!held) return write.call(this, chunk, encoding, callback)
      if (chunk) held.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done)
      return true
    }

    res.end = function endHeld(chunk, encoding, callback) {
      if (!held) return end.call(this, chunk, encoding, callback)
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
      if (chunk) res.write(chunk, encoding)
      const body = Buffer.concat(held.chunks)
      const { args } = held
      held = null
      let policy = pagePolicy([])
      try {
        policy = pagePolicy(inlineScriptHashes(decodeBody(body, res.getHeader('content-encoding'))))
        remember(res.getHeader('etag'), policy)
      } catch (error) {
        // Unreadable body: no inline script may run rather than any.
        console.error(`security headers: could not read the scripts of ${req.url}: ${error.message}`)
      }
      res.setHeader('Content-Security-Policy', policy)
      writeHead.apply(this, args)
      return end.call(this, body, callback)
    }
  }
}
