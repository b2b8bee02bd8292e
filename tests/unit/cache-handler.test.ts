/**
 * The page and data cache on one instance (server/cache/handler.ts), through Next's documented
 * cacheHandler interface: new CacheHandler(ctx), get, set, revalidateTag. Each test has a build
 * folder of its own, as Next hands the handler (`serverDistDir` is `<distDir>/server`).
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { decideVisitor } from '@rugged/front-door'
import { registry, type RequestContext } from '@rugged/front-door/registry'
import { describe, expect, it } from 'vitest'

import { isNotFoundEntry } from '../../server/cache/entries.ts'
import { FileStore, storeFolder } from '../../server/cache/files.ts'
import CacheHandler from '../../server/cache/handler.ts'
import { TieredCache } from '../../server/cache/tiers.ts'
import { createPageCache } from '../../server/page-cache.ts'

const tags = 'products,media,_N_T_/layout,_N_T_/zh/product-detail/rt-t7'

function page(status: number, title = String(status)) {
  return { kind: 'APP_PAGE', html: `<p>${title}</p>`, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': tags }, status, postponed: undefined, segmentData: undefined }
}

const setContext = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

function build() {
  const serverDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cache-handler-')), 'server')
  mkdirSync(serverDistDir, { recursive: true })
  const handler = new CacheHandler({ serverDistDir, maxMemoryCacheSize: 1024 * 1024 })
  /** What a restarted server would find on disk (a store of its own, no memory). */
  const onDisk = (key: string) => new FileStore(storeFolder(serverDistDir)).read(key)
  return { serverDistDir, handler, onDisk }
}

describe('page cache: 404 answers stay in memory', () => {
  it('tells 404 pages and route answers from the rest', () => {
    expect(isNotFoundEntry(page(404))).toBe(true)
    expect(isNotFoundEntry({ kind: 'APP_ROUTE', status: 404, body: Buffer.from('') })).toBe(true)
    expect(isNotFoundEntry(page(200))).toBe(false)
    expect(isNotFoundEntry({ kind: 'FETCH', data: {}, status: 404 })).toBe(false)
    expect(isNotFoundEntry(null)).toBe(false)
  })

  it('writes a found page to disk and keeps a 404 page in memory only', async () => {
    const { handler, onDisk } = build()
    await handler.set('/route-cache/APP_PAGE/a/$/zh/product-detail/rt-t7', page(200), setContext)
    await handler.set('/route-cache/APP_PAGE/a/$/zh/product-detail/no-such-product', page(404), setContext)
    expect((await onDisk('/route-cache/APP_PAGE/a/$/zh/product-detail/rt-t7'))?.value).toEqual(page(200))
    expect(await onDisk('/route-cache/APP_PAGE/a/$/zh/product-detail/no-such-product')).toBeNull()
    const cached = await handler.get('/route-cache/APP_PAGE/a/$/zh/product-detail/no-such-product', pageContext)
    expect(cached?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 })
  })

  it('still writes pages set at the same moment as a 404, and keeps writing afterwards', async () => {
    const { handler, onDisk } = build()
    await Promise.all([
      handler.set('/en/news-detail/404404', page(404), setContext),
      handler.set('/en/news-detail/26', page(200), setContext),
      handler.set('/en/news-detail/999999', page(404), setContext),
      handler.set('/en/news-detail/25', page(200), setContext),
    ])
    await handler.set('/en/news-detail/24', page(200), setContext)
    for (const id of [26, 25, 24]) expect(await onDisk(`/en/news-detail/${id}`)).not.toBeNull()
    for (const id of [404404, 999999]) expect(await onDisk(`/en/news-detail/${id}`)).toBeNull()
  })

  it('keeps unstable_cache data with its tags, and expires it by a tag or a soft tag', async () => {
    const { handler, onDisk } = build()
    const data = { kind: 'FETCH', data: { headers: {}, body: '[1]', status: 200, url: '' }, revalidate: 31536000 }
    const read = { kind: 'FETCH', tags: ['news'], softTags: ['_N_T_/layout', '_N_T_/en/news-list'] }
    await handler.set('d1', data, { fetchCache: true, tags: ['news'] })
    expect((await handler.get('d1', read))?.value).toEqual({ ...data, tags: ['news'] })
    expect((await onDisk('d1'))?.value).toEqual({ ...data, tags: ['news'] })
    await handler.revalidateTag('_N_T_/en/news-list', { expire: 0 })
    expect(await handler.get('d1', read)).toBeNull()
  })
})

describe('page cache: an editor’s save', () => {
  it('expires every page of a tag at once, and the page rendered after it is served', async () => {
    const { handler } = build()
    await handler.set('/p', page(200, 'old'), setContext)
    await handler.revalidateTag(['products'], { expire: 0 })
    expect(await handler.get('/p', pageContext)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2)) // a later rendering
    await handler.set('/p', page(200, 'new'), setContext)
    expect((await handler.get('/p', pageContext))?.value).toMatchObject({ html: '<p>new</p>' })
  })

  it('still counts after a restart: the expiry is kept beside the entries', async () => {
    const { serverDistDir, handler } = build()
    await handler.set('/q', page(200), setContext)
    await handler.revalidateTag('media', { expire: 0 })
    // A restarted server: the same store on disk, nothing in memory.
    const store = new FileStore(storeFolder(serverDistDir))
    expect(await store.read('/q')).not.toBeNull()
    const restarted = new TieredCache({ store })
    restarted.learn(store.savedTagTimes)
    expect(await restarted.get('/q', pageContext)).toBeNull()
  })
})

describe('page cache: the build’s prerendered pages', () => {
  /** A page as `next build` leaves it: <name>.html, .rsc, .segments/…, and .meta naming its key. */
  function prerender(serverDistDir: string, name: string, key: string, builtAt: Date) {
    const base = path.join(serverDistDir, 'app', name)
    mkdirSync(`${base}.segments`, { recursive: true })
    writeFileSync(`${base}.html`, '<h1>built</h1>')
    writeFileSync(`${base}.rsc`, '0:{"built":true}')
    writeFileSync(`${base}.segments/_tree.segment.rsc`, 'tree')
    const meta = { headers: { 'x-next-cache-tags': tags }, segmentPaths: ['/_tree'], routeCache: { key, owner: { kind: 'APP_PAGE', sourceRoute: '/x/page' }, isFallback: false } }
    writeFileSync(`${base}.meta`, JSON.stringify(meta))
    utimesSync(`${base}.html`, builtAt, builtAt)
  }

  it('serves one from its first request, as the build wrote it', async () => {
    const { serverDistDir } = build()
    const key = '/route-cache/APP_PAGE/83899ef4/$/zh/mdm'
    prerender(serverDistDir, 'zh/mdm', key, new Date(Date.now() - 60_000))
    const handler = new CacheHandler({ serverDistDir })
    const entry = await handler.get(key, pageContext)
    expect(entry?.value).toEqual({
      kind: 'APP_PAGE',
      html: '<h1>built</h1>',
      rscData: Buffer.from('0:{"built":true}'),
      postponed: undefined,
      headers: { 'x-next-cache-tags': tags },
      status: undefined,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    })
    expect(await handler.get('/route-cache/APP_PAGE/83899ef4/$/en/mdm', pageContext)).toBeNull()
  })

  it('no longer serves it once one of its tags expired, and serves the page rendered after', async () => {
    const { serverDistDir, handler } = build()
    const key = '/route-cache/APP_PAGE/83899ef4/$/en/mdm'
    prerender(serverDistDir, 'en/mdm', key, new Date(Date.now() - 60_000))
    expect(await handler.get(key, pageContext)).not.toBeNull()
    await handler.revalidateTag('media', { expire: 0 })
    expect(await handler.get(key, pageContext)).toBeNull()
    await handler.set(key, page(200, 'rendered'), setContext)
    expect((await handler.get(key, pageContext))?.value).toMatchObject({ html: '<p>rendered</p>' })
  })
})

describe('the page cache in front of Next hears of the cache handler', () => {
  it('is emptied by a tag expiry', async () => {
    const front = createPageCache({ maxBytes: 1024 * 1024 })
    const keeping = front.watch({ method: 'GET', url: '/a', headers: {} } as IncomingMessage)!
    front.keep(keeping, { status: 200, headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=1' }, body: Buffer.from('page') }, 's-maxage=31536000', undefined)
    expect(front.size).toBe(1)
    await build().handler.revalidateTag(['products'], { expire: 0 })
    expect(front.size).toBe(0)
  })

  it('learns when the page a request relies on was rendered', async () => {
    const front = createPageCache({ maxBytes: 1024 * 1024, now: () => 1_000 })
    const { handler } = build()
    await handler.set('/zh/news-list', page(200), setContext)
    const keeping = front.watch({ method: 'GET', url: '/news-list', headers: {} } as IncomingMessage)!
    const context: RequestContext = { id: 'r1', visitor: decideVisitor({ url: '/news-list', header: () => undefined }, 0), fields: { reqId: 'r1' }, written: false }
    await registry.requests.run(context, () => handler.get('/zh/news-list', pageContext))
    expect(context.renderedAt).toBeGreaterThan(0)
    front.keep(keeping, { status: 200, headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300' }, body: Buffer.from('page') }, 's-maxage=300', context.renderedAt)
    // Rendered just now (by the clock of the set above): kept, where an unknown rendering time is not.
    expect(front.size).toBe(1)
  })
})
