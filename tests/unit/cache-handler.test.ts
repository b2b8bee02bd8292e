import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { describe, expect, it } from 'vitest'

import CacheHandler, { assertCheckedNext, checkedNextVersion, isNotFoundEntry } from '../../scripts/lib/cache-handler.mjs'

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
