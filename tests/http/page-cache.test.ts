/**
 * The page cache in front of Next (server/page-cache.ts) against the built server: a kept
 * page goes out with the headers Next's path gave it (CSP, Vary, shared lifetime), an editor's
 * save shows on the very next request, a draft-mode request is never answered from it, the
 * device and payload variants stay apart, If-None-Match gets a 304; and concurrent first requests
 * for a page share one rendering (counted in the server log: LOG_PAGE_RENDERS=1, SERVER_LOG).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, serverLogMessages, url } from './support'

const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const productPath = '/product-detail/rt-t7'

let token = ''
let product = { id: 0, firstTitle: '' }

beforeAll(async () => {
  token = await adminToken()
  const found = (await (await fetch(url('/api/cms/products?where[customizeUrl][equals]=rt-t7&depth=0&locale=zh'), { headers: { Authorization: `JWT ${token}` } })).json()) as {
    docs: { id: number; firstTitle: string }[]
  }
  product = found.docs[0]!
})

async function get(path: string, headers: Record<string, string> = {}) {
  // A page payload request is sent on to its address with the cache-busting `_rsc`: follow it.
  const response = await fetch(url(path), { redirect: headers.RSC ? 'follow' : 'manual', headers: { 'User-Agent': desktop, ...headers } })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** An editor's save, published. */
async function saveTitle(firstTitle: string) {
  // Published in Chinese only, as an editor's "Publish in Chinese" does: a draft another test left
  // in English must not be published with it.
  const response = await fetch(url(`/api/cms/products/${product.id}?locale=zh&publishSpecificLocale=zh`), {
    method: 'PATCH',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstTitle, _status: 'published' }),
  })
  expect(response.status).toBe(200)
  await response.arrayBuffer()
}

// Framing differs by design (a kept page goes out with its length, not in chunks), and so does the
// request id (each answer its own, issue 27); the rest must not.
const framing = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id'])
const meaningful = (headers: Headers) => [...headers].filter(([name]) => !framing.has(name))

describe('the page cache in front of Next', () => {
  it('answers a kept page with the headers and bytes Next’s path gave it', async () => {
    await saveTitle(product.firstTitle) // empties every cache: the next answers come through Next
    await get('/news-list') // the rendering
    const throughNext = await get('/news-list')
    const kept = await get('/news-list')
    expect(throughNext.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(kept.headers.get('content-length')).not.toBeNull() // from memory, whole
    expect(throughNext.headers.get('content-length')).toBeNull() // streamed by Next
    expect(meaningful(kept.headers)).toEqual(meaningful(throughNext.headers))
    expect(kept.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
    expect(kept.headers.get('vary')).toMatch(/rsc.*Accept-Encoding/)
    expect(kept.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-if-error=86400')
    expect(kept.text).toBe(throughNext.text)
    expect(kept.headers.get('x-request-id')).not.toBe(throughNext.headers.get('x-request-id'))
  })

  it('shows an editor’s save on the very next request', async () => {
    for (let n = 0; n < 3; n++) await get(productPath)
    const title = `${product.firstTitle}-${Date.now().toString(36)}`
    try {
      await saveTitle(title)
      expect((await get(productPath)).text).toContain(title)
    } finally {
      await saveTitle(product.firstTitle)
    }
    expect((await get(productPath)).text).not.toContain(title)
  })

  it('never answers a draft-mode request from memory', async () => {
    for (let n = 0; n < 3; n++) await get(productPath)
    const preview = await get(productPath, { Cookie: '__prerender_bypass=not-a-valid-one' })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
  })

  it('keeps devices and page payloads apart', async () => {
    for (let n = 0; n < 3; n++) await get('/')
    const phone = await get('/', { 'User-Agent': iPhone })
    expect(phone.status).toBe(307)
    expect(phone.headers.get('location')).toMatch(/\/m\.index$/)
    for (let n = 0; n < 3; n++) await get('/mdm')
    const payload = await get('/mdm', { RSC: '1' })
    expect(payload.headers.get('content-type')).toMatch(/^text\/x-component/)
  })

  it('answers If-None-Match with a 304 carrying the page’s policy', async () => {
    for (let n = 0; n < 2; n++) await get('/news-list') // (a rendering's ETag may differ from the kept page's)
    const page = await get('/news-list')
    const again = await get('/news-list', { 'If-None-Match': page.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(page.headers.get('etag'))
    expect(again.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'))
    expect(again.headers.get('cache-control')).toBe(page.headers.get('cache-control'))
  })

  it('renders a page once for concurrent first requests', async () => {
    const log = process.env.SERVER_LOG
    expect(log, 'SERVER_LOG (the server log, written with LOG_PAGE_RENDERS=1) must be set').toBeTruthy()
    const renderings = () => serverLogMessages().filter((line) => line.startsWith('page rendered: ') && line.endsWith(`/zh${productPath}`)).length
    await saveTitle(product.firstTitle) // the page must be rendered anew
    const before = renderings()
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(productPath)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    await new Promise((resolve) => setTimeout(resolve, 500)) // the log line is written as the rendering is stored
    expect(renderings() - before).toBe(1)
  })

  it('serves the pages the build prerendered from their first request, rendering one only after one of its tags expired', async () => {
    const log = process.env.SERVER_LOG
    expect(log, 'SERVER_LOG (the server log, written with LOG_PAGE_RENDERS=1) must be set').toBeTruthy()
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    // The build's own record of each answer: its cache key and tags (server/cache/build-seed.ts reads the same).
    const built = (file: string) => {
      const meta = JSON.parse(readFileSync(path.join(distDir, 'server/app', `${file}.meta`), 'utf8')) as { headers: Record<string, string>; routeCache: { key: string } }
      return { key: meta.routeCache.key, tags: meta.headers['x-next-cache-tags']!.split(',') }
    }
    /** The tags expired so far, and the renderings of `key`, each with the tags expired before it. */
    const history = (key: string) => {
      const expired = new Set<string>()
      const renderings: Set<string>[] = []
      for (const line of serverLogMessages()) {
        if (line.startsWith('tags expired: ')) for (const tag of line.slice('tags expired: '.length).split(',')) expired.add(tag)
        if (line === `page rendered: ${key}`) renderings.push(new Set(expired))
      }
      return { expired, renderings }
    }
    const answers = [
      // No editor's save expires these (their tags are the route's own): always from the build.
      { path: '/bench-floor', file: 'bench-floor', userAgent: desktop },
      { path: '/robots.txt', file: 'robots.txt', userAgent: desktop },
      // Content pages: from the build until a save expires one of their tags.
      { path: '/introductory', file: 'zh/introductory', userAgent: desktop },
      { path: '/en/introductory', file: 'en/introductory', userAgent: desktop },
      { path: '/en/mdm-price', file: 'en/mdm-price', userAgent: desktop },
      { path: '/m.index', file: 'zh/m.index', userAgent: iPhone },
    ]
    for (const answer of answers) {
      expect(existsSync(path.join(distDir, 'server/app', `${answer.file}.meta`)), `${answer.file} prerendered`).toBe(true)
      const { key, tags } = built(answer.file)
      const before = history(key)
      const response = await get(answer.path, { 'User-Agent': answer.userAgent })
      expect(response.status, answer.path).toBe(200)
      if (!tags.some((tag) => before.expired.has(tag))) expect(response.headers.get('x-nextjs-cache'), `${answer.path} (none of its tags expired)`).toBe('HIT')
      await new Promise((resolve) => setTimeout(resolve, 100)) // a rendering's log line is written as it is stored
      for (const expiredThen of history(key).renderings) expect(tags.some((tag) => expiredThen.has(tag)), `${answer.path} rendered with none of its tags expired`).toBe(true)
    }
  })
})
