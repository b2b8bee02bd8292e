/**
 * Item 8 of the security issue: every kind of answer carries the security headers (HSTS, nosniff,
 * Referrer-Policy, frame-ancestors and X-Frame-Options, Permissions-Policy, a Content Security
 * Policy) and none of Next's internal headers; pages keep their page cache and allow inline
 * scripts by hash only; the admin gets a fresh nonce on each answer.
 */
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { adminToken, url } from './support'

const desktopBrowser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': desktopBrowser, ...headers } })
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
}

function directive(policy: string | null, name: string): string[] | undefined {
  const found = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name)
  return found?.slice(1)
}

function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers.get('strict-transport-security'), what).toBe('max-age=31536000; includeSubDomains')
  expect(headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN')
  const permissions = headers.get('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, what).toContain(`${feature}=()`)
  const policy = headers.get('content-security-policy')
  expect(directive(policy, 'frame-ancestors'), what).toEqual(["'self'"])
  for (const name of headers.keys()) {
    expect(name, `${what}: internal header`).not.toMatch(/^x-middleware-/)
    if (name.startsWith('x-nextjs-')) expect(name, `${what}: internal header`).toBe('x-nextjs-cache')
  }
}

/** The page's script sources are 'self' and exactly the hashes of its inline scripts. */
function expectPagePolicy(headers: Headers, html: string, what: string) {
  const policy = headers.get('content-security-policy')
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  )
  expect(inline.length, `${what}: inline scripts`).toBeGreaterThan(0)
  expect(new Set(directive(policy, 'script-src')), what).toEqual(new Set(["'self'", ...inline]))
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
  expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  expect(directive(policy, 'form-action')).toEqual(["'self'"])
  expect(directive(policy, 'default-src')).toEqual(["'self'"])
}

describe('security headers on every kind of answer', () => {
  it('a cached page: the hashes of its inline scripts, whatever the compression, and still a cache hit', async () => {
    // An edit made by an earlier test file (a picture, an album) may have expired the page: render it once.
    for (const path of ['/mdm', '/en']) await get(path)
    for (const encoding of ['gzip', 'identity', 'deflate']) {
      const page = await get('/mdm', { 'accept-encoding': encoding })
      expect(page.status).toBe(200)
      expect(page.headers.get('x-nextjs-cache')).toBe('HIT')
      expectSecurityHeaders(page.headers, `page (${encoding})`)
    }
    const plain = await get('/mdm', { 'accept-encoding': 'identity' })
    expectPagePolicy(plain.headers, plain.body.toString('utf8'), 'page')
    const english = await get('/en', { 'accept-encoding': 'identity' })
    expectPagePolicy(english.headers, english.body.toString('utf8'), 'English home page')
    expect(english.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('a revalidation (304) repeats the page’s policy, whose headers replace the stored ones', async () => {
    const page = await get('/introductory')
    const etag = page.headers.get('etag')!
    // As a browser revalidates (fetch() would otherwise add `Cache-Control: no-cache`, which forbids a 304).
    const revalidated = await get('/introductory', { 'if-none-match': etag, 'cache-control': 'max-age=0' })
    expect(revalidated.status).toBe(304)
    expectSecurityHeaders(revalidated.headers, '304')
    expect(revalidated.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'))
  })

  it('a page rendered per request (issue 14 search, desktop and phone): the hashes of its own inline scripts', async () => {
    for (const [path, agent] of [
      ['/search?q=tablet', desktopBrowser],
      ['/en/m.search?q=%E5%B9%B3%E6%9D%BF', iPhone],
    ] as const) {
      const page = await get(path, { 'accept-encoding': 'identity', 'user-agent': agent })
      expect(page.status, path).toBe(200)
      expectSecurityHeaders(page.headers, path)
      expectPagePolicy(page.headers, page.body.toString('utf8'), path)
    }
  })

  it('the 404 page', async () => {
    const missing = await get('/no-such-page', { 'accept-encoding': 'identity' })
    expect(missing.status).toBe(404)
    expectSecurityHeaders(missing.headers, '404')
    expectPagePolicy(missing.headers, missing.body.toString('utf8'), '404')
  })

  it('redirects: the legacy news list and a phone sent to its twin', async () => {
    const legacy = await get('/news-list?id=3')
    expect(legacy.status).toBe(308)
    expectSecurityHeaders(legacy.headers, 'legacy redirect')
    const twin = await get('/mdm', { 'user-agent': iPhone })
    expect(twin.status).toBe(307)
    expectSecurityHeaders(twin.headers, 'device redirect')
  })

  it('the site API and the CMS API: nothing may run in them', async () => {
    const staff = { authorization: `JWT ${await adminToken()}` }
    for (const path of ['/api/front/productCategory?language=zh', '/api/cms/media?limit=1']) {
      const answer = await get(path, path.startsWith('/api/cms') ? staff : {})
      expect(answer.status, path).toBe(200)
      expectSecurityHeaders(answer.headers, path)
      expect(directive(answer.headers.get('content-security-policy'), 'default-src'), path).toEqual(["'none'"])
    }
  })

  it('media files (a picture, a PDF) and the optimised picture', async () => {
    const fileOf = async (where: string) => {
      const staff = { authorization: `JWT ${await adminToken()}` }
      const list = JSON.parse((await get(`/api/cms/media?limit=1&depth=0&${where}`, staff)).body.toString('utf8')) as { docs: { url: string }[] }
      return list.docs[0]!.url.replace(/^https?:\/\/[^/]+/, '')
    }
    const picture = await fileOf('where[mimeType][contains]=image')
    for (const file of [picture, await fileOf('where[mimeType][equals]=application/pdf')]) {
      const media = await get(file)
      expect(media.status, file).toBe(200)
      expectSecurityHeaders(media.headers, file)
      expect(directive(media.headers.get('content-security-policy'), 'default-src'), file).toEqual(["'none'"])
    }
    const optimised = await get(`/_next/image?url=${encodeURIComponent(picture)}&w=640&q=75`)
    expect(optimised.status).toBe(200)
    expectSecurityHeaders(optimised.headers, 'optimised picture')
  })

  it('a static chunk, from Next (gzip) and from the brotli store', async () => {
    const html = (await get('/', { 'accept-encoding': 'identity' })).body.toString('utf8')
    const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!
    for (const encoding of ['gzip', 'br', 'br']) {
      const answer = await get(chunk, { 'accept-encoding': encoding })
      expect(answer.status).toBe(200)
      expectSecurityHeaders(answer.headers, `static chunk (${encoding}, ${answer.headers.get('content-encoding')})`)
    }
  })

  it('the admin: a fresh nonce on each answer, on its scripts, no inline script allowed otherwise', async () => {
    const first = await get('/admin/login', { 'accept-encoding': 'identity' })
    expect(first.status).toBe(200)
    expectSecurityHeaders(first.headers, 'admin')
    const sources = directive(first.headers.get('content-security-policy'), 'script-src') ?? []
    expect(sources).not.toContain("'unsafe-inline'")
    const nonce = /^'nonce-(.+)'$/.exec(sources.find((source) => source.startsWith("'nonce-")) ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(first.body.toString('utf8')).toContain(`nonce="${nonce}"`)
    const second = await get('/admin/login')
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)

    const token = await adminToken()
    const signedIn = await get('/admin/collections/news', { cookie: `payload-token=${token}` })
    expect(signedIn.status).toBe(200)
    expectSecurityHeaders(signedIn.headers, 'admin list')
  })

  it('a nonce sent by a client never reaches a page', async () => {
    const page = await get('/introductory', { 'content-security-policy': "script-src 'nonce-chosenbyclient'", 'accept-encoding': 'identity' })
    expect(page.body.toString('utf8')).not.toContain('chosenbyclient')
    expect(page.headers.get('content-security-policy')).not.toContain('chosenbyclient')
  })
})
