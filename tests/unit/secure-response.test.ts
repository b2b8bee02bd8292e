import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSecurity } from '../../server/secure-response.ts'
import { createWayOut } from '../../server/way-out.ts'

// The compression Next applies inside its request handler, i.e. after the hook wrapped the answer:
// the `compression` middleware, which Next bundles at 1.7 (gzip or deflate, never brotli; 1.8 adds
// brotli), here from the registry at that release (a devDependency; it has no types of its own).
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const compression = createRequire(import.meta.url)('compression') as () => Middleware

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')
const pageScript = 'self.__next_f.push([1,"' + 'x'.repeat(4000) + '"])'
const page = (script: string) => `<!DOCTYPE html><html><body><script src="/_next/static/chunks/a.js" async></script>
<script type="application/ld+json">{"@type":"Organization"}</script><p>${'text '.repeat(500)}</p><script>${script}</script></body></html>`

/** Answers like Next: headers set one by one, then the body, compressed by Next's middleware; `etag` decides the ETag. */
function nextLike(req: IncomingMessage, res: ServerResponse) {
  compression()(req, res, () => {})
  const url = new URL(req.url ?? '/', 'http://x')
  if (url.pathname === '/api/thing') {
    res.setHeader('Content-Type', 'application/json')
    return res.end('{"result":true}')
  }
  if (url.pathname === '/rsc') {
    res.writeHead(200, { 'Content-Type': 'text/x-component', 'x-nextjs-stale-time': '300', 'x-middleware-rewrite': '/zh' })
    return res.end('0:[]')
  }
  res.setHeader('x-middleware-rewrite', '/zh')
  res.setHeader('x-nextjs-prerender', '1')
  res.setHeader('x-nextjs-cache', 'HIT')
  const etag = url.searchParams.get('etag')
  if (etag) res.setHeader('ETag', `"${etag}"`)
  // Like Next: a revalidation answers 304 before any Content-Type is set.
  if (etag && req.headers['if-none-match'] === `"${etag}"`) {
    res.statusCode = 304
    return res.end()
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  const html = page(url.searchParams.get('script') ?? pageScript)
  if (url.searchParams.has('stream')) {
    // A page rendered per request: streamed in pieces, no ETag, headers flushed first (as Next's pipeToNodeResponse does).
    res.flushHeaders()
    res.write(html.slice(0, 100))
    setTimeout(() => res.end(html.slice(100)), 5)
    return
  }
  res.end(html)
}

let server: Server
let base: string
let requestCsp: string | undefined
let withoutCsp: Server
let baseWithoutCsp: string

/** The way out with its security step only, as server/serve.ts installs it before Next. */
function start(security: ReturnType<typeof createSecurity>) {
  const wayOut = createWayOut({ pageCache: null, fallback: false, redirectQuery: false, sharedSeconds: null, security })
  const started = createServer((req, res) => {
    wayOut(req, res, () => {})
    requestCsp = req.headers['content-security-policy'] as string | undefined
    nextLike(req, res)
  })
  return new Promise<[Server, string]>((resolve) =>
    started.listen(0, '127.0.0.1', () => resolve([started, `http://127.0.0.1:${(started.address() as AddressInfo).port}`])),
  )
}

beforeAll(async () => {
  ;[server, base] = await start(createSecurity())
  ;[withoutCsp, baseWithoutCsp] = await start(createSecurity({ csp: false }))
})
afterAll(() => {
  server.close()
  withoutCsp.close()
})

const scriptSources = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '').split(';').find((part) => part.trim().startsWith('script-src'))?.trim()

describe('security headers as answers leave', () => {
  for (const encoding of ['gzip', 'deflate', 'identity']) {
    it(`lists the hashes of a page’s inline scripts (Accept-Encoding: ${encoding})`, async () => {
      const response = await fetch(`${base}/page?etag=${encoding}1`, { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding)
      expect(scriptSources(response)).toBe(`script-src 'self' 'sha256-${sha256(pageScript)}'`)
      expect(await response.text()).toBe(page(pageScript))
    })
  }

  it('hashes a streamed page without an ETag too', async () => {
    const response = await fetch(`${base}/page?stream=1`)
    expect(scriptSources(response)).toBe(`script-src 'self' 'sha256-${sha256(pageScript)}'`)
    expect(await response.text()).toBe(page(pageScript))
  })

  it('reads a page version once: the hashes are remembered by ETag', async () => {
    await (await fetch(`${base}/page?etag=v1&script=first()`)).text()
    const again = await fetch(`${base}/page?etag=v1&script=second()`)
    expect(scriptSources(again)).toBe(`script-src 'self' 'sha256-${sha256('first()')}'`)
    const other = await fetch(`${base}/page?etag=v2&script=second()`)
    expect(scriptSources(other)).toBe(`script-src 'self' 'sha256-${sha256('second()')}'`)
  })

  it('sends the common headers everywhere and drops Next’s internal ones', async () => {
    for (const path of ['/page?etag=c', '/api/thing', '/rsc']) {
      const response = await fetch(base + path)
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
      expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    }
    const html = await fetch(`${base}/page?etag=c`)
    expect(html.headers.get('x-nextjs-prerender')).toBeNull()
    expect(html.headers.get('x-nextjs-cache')).toBe('HIT')
    const rsc = await fetch(`${base}/rsc`)
    expect(rsc.headers.get('x-nextjs-stale-time')).toBe('300')
    const api = await fetch(`${base}/api/thing`)
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(await api.json()).toEqual({ result: true })
  })

  it('gives the admin a fresh nonce, told to Next through the request, and ignores a client’s', async () => {
    const first = await fetch(`${base}/admin/collections/news`)
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(requestCsp).toContain(`'nonce-${nonce}'`)
    const second = await fetch(`${base}/admin`)
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`)

    await fetch(`${base}/page?etag=d`, { headers: { 'Content-Security-Policy': "script-src 'nonce-chosen'" } })
    expect(requestCsp).toBeUndefined()
  })

  it('holds nothing back for a HEAD request (no body to read)', async () => {
    const head = await fetch(`${base}/page?etag=unseen`, { method: 'HEAD' })
    expect(scriptSources(head)).toBe("script-src 'self'")
  })

  it('answers a 304 with the page version’s policy, or with none while its hashes are unknown', async () => {
    const unseen = await fetch(`${base}/page?etag=cached-by-browser`, { headers: { 'If-None-Match': '"cached-by-browser"' } })
    expect(unseen.status).toBe(304)
    expect(unseen.headers.get('content-security-policy')).toBeNull()
    expect(unseen.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    await (await fetch(`${base}/page?etag=cached-by-browser`)).text()
    const seen = await fetch(`${base}/page?etag=cached-by-browser`, { headers: { 'If-None-Match': '"cached-by-browser"' } })
    expect(seen.status).toBe(304)
    expect(scriptSources(seen)).toBe(`script-src 'self' 'sha256-${sha256(pageScript)}'`)
  })

  it('can leave the policy out (to compare speed) but not the other headers', async () => {
    const response = await fetch(`${baseWithoutCsp}/page?etag=e`)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(await response.text()).toBe(page(pageScript))
  })
})
