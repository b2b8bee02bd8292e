import { type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { createPageCache, encodingClass, expireFrontCaches, isCacheableRequest, notePageEntryRead, type PageCache } from '../../server/page-cache.ts'
import { createSecurity } from '../../server/secure-response.ts'
import { serveThroughWayOut } from './support/wayOutServer'

/** What the stand-in for Next answers with; each test may change it. */
interface Answer {
  status: number
  cache: string
  cacheControl: string
  vary: string
  setCookie?: string
  renderedAt?: number
}

const yearLong = 's-maxage=31536000'
const shortened = 'public, max-age=0, s-maxage=1, stale-if-error=86400'

let server: Server | undefined
afterEach(() => server?.close())

/** A server like server/serve.ts: front door, page cache, the way out (shared lifetime, security headers), then "Next". */
async function start(options: Parameters<typeof createPageCache>[0] = {}, answer: Partial<Answer> = {}) {
  const cache = createPageCache(options)
  const current: Answer = { status: 200, cache: 'HIT', cacheControl: yearLong, vary: 'rsc, Accept-Encoding', ...answer }
  const state = { renders: 0, current, cache }
  const next = (req: IncomingMessage, res: ServerResponse) => {
    state.renders += 1
    // Next deletes the RSC headers from the request while it handles it (seen with Next 16.4).
    const rsc = req.headers.rsc
    if ((state as { strip?: boolean }).strip) for (const name of ['rsc', 'next-router-prefetch']) delete req.headers[name]
    notePageEntryRead({ value: { kind: 'APP_PAGE' }, lastModified: current.renderedAt ?? 0 })
    const text = `${rsc ? 'payload' : 'page'} ${req.url} for ${req.headers['user-agent'] ?? '-'} #${state.renders}`
    res.statusCode = current.status
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', current.cacheControl)
    res.setHeader('Vary', current.vary)
    res.setHeader('ETag', `"${text.length}"`)
    res.setHeader('x-nextjs-cache', current.cache)
    if (current.setCookie) res.setHeader('Set-Cookie', current.setCookie)
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.write(gzip ? gzipSync(text) : text)
    res.end()
  }
  const served = await serveThroughWayOut(next, { pageCache: cache, sharedSeconds: 1, security: createSecurity({ csp: false }) })
  server = served.server
  return { state, get: served.get, cache: cache as PageCache }
}

// Framing, and the request id each answer has of its own.
const framing = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']
const semantic = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !framing.includes(name)))

describe('page cache in front of Next', () => {
  it('answers a page Next served from its cache with the same final bytes and headers', async () => {
    const { state, get } = await start()
    const first = await get('/a')
    const second = await get('/a')
    expect(state.renders).toBe(1)
    expect(semantic(second.headers)).toEqual(semantic(first.headers))
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(second.headers['cache-control']).toBe(shortened)
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(second.body.toString()).toBe(first.body.toString())
  })

  it('keys by the request headers the answer varies on', async () => {
    const { state, get } = await start({}, { vary: 'rsc, Accept-Encoding, User-Agent' })
    await get('/a', { 'User-Agent': 'phone' })
    await get('/a', { 'User-Agent': 'desktop' })
    expect((await get('/a', { 'User-Agent': 'phone' })).body.toString()).toBe('page /a for phone #1')
    expect((await get('/a', { 'User-Agent': 'desktop' })).body.toString()).toBe('page /a for desktop #2')
    await get('/a', { 'User-Agent': 'phone', RSC: '1' })
    expect(state.renders).toBe(3)
  })

  it('keys by what the request asked, though Next strips the RSC headers while it answers', async () => {
    const { state, get } = await start({}, { vary: 'rsc, next-router-prefetch, Accept-Encoding' })
    const stripping = state as typeof state & { strip?: boolean }
    stripping.strip = true
    const payload = await get('/a?_rsc=x', { RSC: '1', 'Next-Router-Prefetch': '1' })
    // A request without those headers is another answer (the page), not the stored payload …
    const page = await get('/a?_rsc=x')
    expect(page.body.toString()).not.toBe(payload.body.toString())
    // … and the payload request itself is answered from the cache.
    expect((await get('/a?_rsc=x', { RSC: '1', 'Next-Router-Prefetch': '1' })).body.toString()).toBe(payload.body.toString())
    expect(state.renders).toBe(2)
  })

  it('keeps compressed answers per encoding class, never recompressing', async () => {
    const { state, get } = await start()
    const gzip = await get('/a', { 'Accept-Encoding': 'gzip, br' })
    const again = await get('/a', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    const plain = await get('/a')
    expect(state.renders).toBe(2)
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.body.equals(gzip.body)).toBe(true)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(encodingClass('gzip, br')).toBe('gzip')
    expect(encodingClass('br')).toBe('identity')
    expect(encodingClass('gzip;q=0, br')).toBe('gzip;q=0, br')
  })

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const { state, get } = await start()
    const first = await get('/a')
    const notModified = await get('/a', { 'If-None-Match': String(first.headers.etag) })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.etag).toBe(first.headers.etag)
    expect(notModified.headers['cache-control']).toBe(shortened)
    expect(notModified.headers['content-type']).toBeUndefined()
    const head = await get('/a', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(state.renders).toBe(1)
  })

  it('leaves editors, other methods and ranges to Next', async () => {
    const { state, get } = await start()
    await get('/a')
    const editorsAndRanges: Record<string, string>[] = [{ Cookie: 'a=1; __prerender_bypass=x' }, { Cookie: 'payload-token=t' }, { Authorization: 'JWT t' }, { Range: 'bytes=0-1' }]
    for (const headers of editorsAndRanges) {
      await get('/a', headers)
    }
    await get('/a', {}, 'POST')
    expect(state.renders).toBe(6)
    expect(isCacheableRequest({ method: 'GET', headers: { cookie: 'x=__prerender_bypass' } })).toBe(true)
  })

  it.each([
    ['a rendered page', { cache: 'MISS' }],
    ['a page setting a cookie', { setCookie: 'a=1' }],
    ['a private page', { cacheControl: 'private, no-store' }],
    ['a page without a shared lifetime', { cacheControl: 'public, max-age=60' }],
    ['an error', { status: 404 }],
  ])('does not keep %s', async (_, answer) => {
    const { state, get, cache } = await start({}, answer)
    await get('/a')
    await get('/a')
    expect(state.renders).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('forgets everything when a tag expires, and an answer begun before the expiry', async () => {
    const { state, get, cache } = await start()
    await get('/a')
    expireFrontCaches()
    await get('/a')
    expect(state.renders).toBe(2)
    // An answer whose rendering began before the expiry is not kept (it may be the old page).
    const answer = (url: string, expireMeanwhile: boolean) => {
      const keeping = cache.watch({ method: 'GET', url, headers: {} } as IncomingMessage)!
      if (expireMeanwhile) expireFrontCaches()
      cache.keep(keeping, { status: 200, headers: { 'x-nextjs-cache': 'HIT', 'cache-control': shortened }, body: Buffer.from('old') }, yearLong, undefined)
    }
    answer('/b', false)
    expect(cache.size).toBe(2)
    answer('/c', true)
    expect(cache.size).toBe(0)
  })

  it('keeps a page Next revalidates by time until Next’s entry turns stale', async () => {
    let clock = 1_000_000
    const { state, get } = await start({ now: () => clock }, { cacheControl: 's-maxage=300, stale-while-revalidate=60', renderedAt: clock - 100_000 })
    await get('/a')
    clock += 199_000
    await get('/a')
    expect(state.renders).toBe(1)
    clock += 1_000
    await get('/a')
    expect(state.renders).toBe(2)
  })

  it('bounds the memory it uses, dropping the least recently used', async () => {
    const { state, get, cache } = await start({ maxBytes: 3 * 1100 })
    for (const path of ['/a', '/b', '/c']) await get(path)
    await get('/a') // /a is now the most recent, /b the least
    await get('/d')
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1100)
    expect(cache.addresses).toBe(cache.size) // the address table forgets evicted pages too
    const before = state.renders
    await get('/a')
    await get('/b')
    expect(state.renders).toBe(before + 1)
  })

  it('keeps each answer in memory of its own, not in a slab of Node’s buffer pool that it would hold whole', async () => {
    const { get, cache } = await start()
    const first = await get('/a', { 'accept-encoding': 'gzip' })
    const kept = cache.lastCopy({ method: 'GET', url: '/a', headers: { 'accept-encoding': 'gzip' } })
    expect(kept?.body.equals(first.body)).toBe(true)
    expect(kept?.body.buffer.byteLength).toBe(first.body.length)
  })

  it('bounds an entry’s age when asked (another instance’s expiry may go unheard)', async () => {
    let clock = 0
    const { state, get } = await start({ now: () => clock, maxAgeMs: 1000 })
    await get('/a')
    clock = 999
    await get('/a')
    clock = 1000
    await get('/a')
    expect(state.renders).toBe(2)
  })

  it('is off with no memory', async () => {
    const { state, get } = await start({ maxBytes: 0 })
    await get('/a')
    await get('/a')
    expect(state.renders).toBe(2)
  })
})
