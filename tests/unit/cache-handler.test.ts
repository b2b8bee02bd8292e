import { existsSync, mkdtempSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { describe, expect, it } from 'vitest'

import CacheHandler, { assertCheckedNext, checkedNextVersion, isNotFoundEntry } from '../../scripts/lib/cache-handler.mjs'
import { createPageCache } from '../../scripts/lib/page-cache.mjs'

function page(status: number) {
  return { kind: 'APP_PAGE', html: `<p>${status}</p>`, rscData: Buffer.from('0:{}'), headers: {}, status, postponed: undefined, segmentData: undefined }
}

const setContext = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }

function cache() {
  const serverDistDir = mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
  const handler = new CacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
  const onDisk = (key: string) => existsSync(path.join(serverDistDir, 'app', `${key}.html`))
  return { handler, onDisk }
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
    const { handler, onDisk } = cache()
    await handler.set('/zh/product-detail/rt-t7', page(200), setContext)
    await handler.set('/zh/product-detail/no-such-product', page(404), setContext)
    expect(onDisk('/zh/product-detail/rt-t7')).toBe(true)
    expect(onDisk('/zh/product-detail/no-such-product')).toBe(false)
    const cached = await handler.get('/zh/product-detail/no-such-product', { kind: 'APP_PAGE', isRoutePPREnabled: false })
    expect(cached?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 })
  })

  it('still writes pages set at the same moment as a 404, and keeps writing afterwards', async () => {
    const { handler, onDisk } = cache()
    await Promise.all([
      handler.set('/en/news-detail/404404', page(404), setContext),
      handler.set('/en/news-detail/26', page(200), setContext),
      handler.set('/en/news-detail/999999', page(404), setContext),
      handler.set('/en/news-detail/25', page(200), setContext),
    ])
    expect(handler.flushToDisk).toBe(true)
    expect(onDisk('/en/news-detail/26')).toBe(true)
    expect(onDisk('/en/news-detail/25')).toBe(true)
    expect(onDisk('/en/news-detail/404404')).toBe(false)
    expect(onDisk('/en/news-detail/999999')).toBe(false)
  })
})

describe('page cache: the next release it was checked against', () => {
  it('loads with the installed next, the release it was checked against', () => {
    expect(() => assertCheckedNext(checkedNextVersion)).not.toThrow()
  })

  it('refuses another release, naming both and what to check', () => {
    expect(() => assertCheckedNext('16.5.0')).toThrow(/next 16\.4\.5, but next 16\.5\.0 is installed.*flushToDisk/)
  })
})

describe('the page cache in front of Next hears of the cache handler', () => {
  it('is emptied by a tag expiry', async () => {
    const front = createPageCache({ maxBytes: 1024 * 1024 })
    const res = { getHeaders: () => ({}), getHeader: () => 's-maxage=31536000', writeHead() {}, write() {}, end() {} } as unknown as ServerResponse
    front.capture({ method: 'GET', url: '/a', headers: {} } as IncomingMessage, res).run(() => {
      res.writeHead(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=31536000' })
      res.end('page')
    })
    expect(front.size).toBe(1)
    await cache().handler.revalidateTag(['products'], { expire: 0 })
    expect(front.size).toBe(0)
  })

  it('learns when the page a request relies on was rendered', async () => {
    const front = createPageCache({ maxBytes: 1024 * 1024, now: () => 1_000 })
    const { handler } = cache()
    await handler.set('/zh/news-list', page(200), setContext)
    const res = { getHeaders: () => ({}), getHeader: () => 's-maxage=300', writeHead() {}, write() {}, end() {} } as unknown as ServerResponse
    await front.capture({ method: 'GET', url: '/news-list', headers: {} } as IncomingMessage, res).run(async () => {
      await handler.get('/zh/news-list', { kind: 'APP_PAGE', isRoutePPREnabled: false })
      res.writeHead(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300' })
      res.end('page')
    })
    // Rendered just now (by the clock of the set above): kept, where an unknown rendering time is not.
    expect(front.size).toBe(1)
  })
})
