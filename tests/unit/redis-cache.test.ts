/**
 * The Redis page cache (server/cache/redis.ts) against a real redis-server started here. Two
 * caches in this process stand for two instances of the site: what one saves, the other reads; what
 * one expires, the other stops serving. The last part goes through Next's cacheHandler interface
 * (server/cache/handler.ts) as the server uses it.
 */
import { EventEmitter, once } from 'node:events'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { FileStore, storeFolder } from '../../server/cache/files.ts'
import CacheHandler, { siteCache } from '../../server/cache/handler.ts'
import { freePort } from '../../scripts/tooling/postgres.mjs'
import { tagTimesAfterRevalidate } from '../../server/cache/entries.ts'
import { commandTimeoutMs, createRedisCache, entryTtlSeconds, memoryTtlMs } from '../../server/cache/redis.ts'
import { preciseNow } from '../../server/cache/tiers.ts'
import { startRedis } from '../../scripts/tooling/redis.mjs'

type Redis = Awaited<ReturnType<typeof startRedis>>

const productTags = 'products,media,_N_T_/layout,_N_T_/zh/product-detail/rt-t7'

function page(title: string, status = 200) {
  const [html, rscData, segmentData] = [`<h1>${title}</h1>`, Buffer.from(`0:{"title":"${title}"}`), new Map([['/_tree', Buffer.from('tree')]])]
  return { kind: 'APP_PAGE', html, rscData, segmentData, headers: { 'x-next-cache-tags': productTags }, status, postponed: undefined }
}

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
const setContext = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }

let redis: Redis
let raw: ReturnType<typeof rawClient>
let prefixCount = 0
type RedisCache = ReturnType<typeof createRedisCache>
const opened: { close(): void }[] = []
const quiet = () => {}

/** What each cache has been told of tag expiries (its onTagTimes), by tag. */
const learning = new WeakMap<RedisCache, EventEmitter>()

/** Two instances of one release: same key prefix, each its own connections and memory layer. */
async function instances(options: { memoryTtlMs?: number } = {}) {
  const keyPrefix = `next:test-${++prefixCount}:`
  const tagsKey = `${keyPrefix}tags`
  const make = async () => {
    const told = new EventEmitter()
    const cache = createRedisCache({ url: redis.url, keyPrefix, tagsKey, log: quiet, onTagTimes: (tag) => told.emit(tag), ...options })
    learning.set(cache, told)
    opened.push(cache)
    await cache.connected
    return cache
  }
  return { a: await make(), b: await make(), keyPrefix, tagsKey }
}

/**
 * Resolves once `cache` has learnt an expiry of `tag` (heard on the channel or read from Redis):
 * the real condition an instance's expiry waits on, rather than a guess at how long it takes.
 */
async function learnt(cache: RedisCache, tag: string): Promise<void> {
  await once(learning.get(cache)!, tag)
}

/** Times one call from when it is made. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = Date.now()
  await call()
  return Date.now() - started
}

async function within(ms: number, condition: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - started
}

/**
 * Resolves once `ms` have passed since `since` on Date.now(), the clock the memory layer ages its
 * copies by. A timer alone does not ensure it: Node times a timer from the event loop's cached clock,
 * and it fires up to a millisecond early as Date.now() counts (nodejs/node#42293, #10154).
 */
async function passed(ms: number, since: number): Promise<void> {
  for (let left = ms; left > 0; left = since + ms - Date.now()) await new Promise((resolve) => setTimeout(resolve, left))
}

/** A plain client to look into Redis; it does not mind Redis stopping. */
function rawClient() {
  return createClient({ url: redis.url, socket: { reconnectStrategy: false } }).on('error', () => {})
}

async function getCalls(): Promise<number> {
  const stats = await raw.info('commandstats')
  return Number(/cmdstat_get:calls=(\d+)/.exec(stats)?.[1] ?? 0)
}

beforeAll(async () => {
  redis = await startRedis()
  raw = rawClient()
  await raw.connect()
})

afterEach(() => {
  for (const cache of opened.splice(0)) cache.close()
})

afterAll(async () => {
  if (raw?.isOpen) raw.destroy()
  redis?.stop()
})

describe('Redis page cache: shared by the instances', () => {
  it('serves on B a page saved on A, Buffers and Maps intact, under the release prefix with a TTL', async () => {
    const { a, b, keyPrefix } = await instances()
    const key = '/route-cache/app-page/abc/$/zh/product-detail/rt-t7'
    await a.set(key, page('RT-T7'), setContext)
    const entry = await b.get(key, pageContext)
    expect(entry?.value).toEqual(page('RT-T7'))
    expect(entry?.cacheControl).toEqual({ revalidate: false })
    const ttl = await raw.ttl(`${keyPrefix}e:${key}`)
    expect(ttl).toBeGreaterThan(entryTtlSeconds - 10)
    expect(ttl).toBeLessThanOrEqual(entryTtlSeconds)
  })

  it('serves unstable_cache data saved on A to B, with the tags it was saved with', async () => {
    const { a, b } = await instances()
    const data = { kind: 'FETCH', data: { headers: {}, body: '{"id":7}', status: 200, url: '' }, revalidate: 31536000 }
    await a.set('f00d', data, { fetchCache: true, tags: ['products'] })
    const entry = await b.get('f00d', { kind: 'FETCH', tags: ['products'], softTags: ['_N_T_/layout'] })
    expect(entry?.value).toEqual({ ...data, tags: ['products'] })
  })

  it('answers a cached page from memory: one Redis read for many requests', async () => {
    const { a, b } = await instances({ memoryTtlMs: 60_000 })
    await a.set('/hot', page('hot'), setContext)
    const before = await getCalls()
    for (let i = 0; i < 50; i++) expect((await b.get('/hot', pageContext))?.value).toMatchObject({ html: '<h1>hot</h1>' })
    expect((await getCalls()) - before).toBe(1)
  })
})

describe('Redis page cache: an expiry on one instance reaches the others', () => {
  it('B stops serving a page A expired at once (announced), though B holds it in memory', async () => {
    const { a, b } = await instances({ memoryTtlMs: 60_000 })
    await a.set('/p', page('old'), setContext)
    expect(await b.get('/p', pageContext)).not.toBeNull()
    const heard = learnt(b, 'products')
    await a.revalidateTag(['products'], { expire: 0 })
    // Heard on the channel: the memory copy (kept 60 s here) is not what ends it.
    await heard
    expect(await b.get('/p', pageContext)).toBeNull()
    // The page rendered anew after the expiry is served again.
    await b.set('/p', page('new'), setContext)
    expect((await a.get('/p', pageContext))?.value).toMatchObject({ html: '<h1>new</h1>' })
  })

  it('an expiry whose announcement was missed still reaches B once its memory copy is memoryTtlMs old', async () => {
    const { a, b, tagsKey } = await instances()
    await a.set('/q', page('old'), setContext)
    expect(await b.get('/q', pageContext)).not.toBeNull()
    // Saved as A's revalidateTag saves it, on the cache's clock (to the microsecond; a Date.now()
    // in the millisecond of the page's save would date the expiry before it), but not announced.
    const expiry = tagTimesAfterRevalidate(undefined, preciseNow(), { expire: 0 })
    const heard = learnt(b, 'products')
    await raw.hSet(tagsKey, 'products', JSON.stringify(expiry)) // no PUBLISH
    expect(await b.get('/q', pageContext)).not.toBeNull() // still the memory copy
    await within(memoryTtlMs + 500, async () => (await b.get('/q', pageContext)) === null)
    await heard // read from Redis, not a read given up on
  })

  it('expires unstable_cache data by its tags and soft tags', async () => {
    const { a, b } = await instances({ memoryTtlMs: 60_000 })
    const data = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' }, revalidate: 31536000 }
    await a.set('d1', data, { fetchCache: true, tags: ['news'] })
    const read = { kind: 'FETCH', tags: ['news'], softTags: ['_N_T_/layout', '_N_T_/en/news-list'] }
    expect(await b.get('d1', read)).not.toBeNull()
    const heard = learnt(b, '_N_T_/en/news-list')
    await a.revalidateTag('_N_T_/en/news-list', { expire: 0 })
    await heard
    expect(await b.get('d1', read)).toBeNull()
  })
})

describe('Redis page cache: answers for unknown ids', () => {
  it('keeps a 404 page in the memory of the instance that rendered it, never in Redis', async () => {
    const { a, b, keyPrefix } = await instances()
    await a.set('/zh/product-detail/guessed', page('not found', 404), setContext)
    expect((await a.get('/zh/product-detail/guessed', pageContext))?.value).toMatchObject({ status: 404 })
    expect(await raw.exists(`${keyPrefix}e:/zh/product-detail/guessed`)).toBe(0)
    expect(await b.get('/zh/product-detail/guessed', pageContext)).toBeNull()
  })
})

describe('Redis page cache: Redis away', () => {
  it('with REDIS_URL pointing nowhere, reads miss and writes pass at once', async () => {
    const nowhere = createRedisCache({ url: `redis://127.0.0.1:${await freePort()}`, keyPrefix: 'next:x:', tagsKey: 'next:x:tags', log: quiet })
    opened.push(nowhere)
    // Each call is timed from when it is made: none waits for a command's timeout.
    expect(await timed(() => nowhere.set('/a', page('a'), setContext))).toBeLessThan(commandTimeoutMs)
    await passed(memoryTtlMs, Date.now()) // the memory copy is then older than memoryTtlMs: the read goes to Redis
    let read: unknown
    expect(await timed(async () => (read = await nowhere.get('/a', pageContext)))).toBeLessThan(commandTimeoutMs)
    expect(read).toBeNull()
    expect(await timed(() => nowhere.revalidateTag('products', { expire: 0 }))).toBeLessThan(commandTimeoutMs)
  })

  it('redis-server stopped: no error and no wait; restarted: the cache works again by itself', async () => {
    const { a, b, tagsKey } = await instances()
    await a.set('/before', page('before'), setContext)
    redis.stop()
    await new Promise((resolve) => setTimeout(resolve, memoryTtlMs))
    // Each call is timed from when it is made: none waits for a command's timeout.
    const reads: unknown[] = []
    expect(await timed(async () => reads.push(await b.get('/before', pageContext)))).toBeLessThan(commandTimeoutMs)
    expect(await timed(() => a.set('/during', page('during'), setContext))).toBeLessThan(commandTimeoutMs)
    expect(await timed(async () => reads.push(await b.get('/during', pageContext)))).toBeLessThan(commandTimeoutMs)
    expect(await timed(() => a.revalidateTag('news', { expire: 0 }))).toBeLessThan(commandTimeoutMs) // saved once Redis is back
    expect(reads).toEqual([null, null])

    redis = await startRedis({ port: redis.port })
    raw = rawClient()
    await raw.connect()
    await within(10_000, async () => {
      await a.set('/after', page('after'), setContext)
      return (await b.get('/after', pageContext)) !== null
    })
    await within(10_000, async () => (await raw.hGet(tagsKey, 'news')) !== null)
  })

  it('redis-server hung (SIGSTOP): a read gives up within the command timeout', async () => {
    const { a, b } = await instances()
    await a.set('/h', page('h'), setContext)
    process.kill(redis.pid, 'SIGSTOP')
    try {
      await new Promise((resolve) => setTimeout(resolve, memoryTtlMs))
      // Timed from each call: the read waits one command timeout, not two; the write after it
      // does not wait at all (Redis is left alone for a while after a timeout).
      let read: unknown
      const readMs = await timed(async () => (read = await b.get('/h', pageContext)))
      expect(read).toBeNull()
      expect(readMs).toBeGreaterThanOrEqual(commandTimeoutMs - 50)
      expect(readMs).toBeLessThan(2 * commandTimeoutMs)
      expect(await timed(() => b.set('/h2', page('h2'), setContext))).toBeLessThan(commandTimeoutMs)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
    }
  })
})

describe('the cacheHandler of next.config.ts with REDIS_URL', () => {
  function buildFolder(buildId?: string) {
    const serverDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cache-handler-')), 'server')
    mkdirSync(serverDistDir, { recursive: true })
    if (buildId) writeFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), `${buildId}\n`)
    return serverDistDir
  }

  it('keeps entries under the build ID, and stops serving a page another instance expired', async () => {
    const serverDistDir = buildFolder('build-42')
    process.env.REDIS_URL = redis.url
    try {
      const handler = new CacheHandler({ serverDistDir, maxMemoryCacheSize: 1024 * 1024 })
      const shared = siteCache({ serverDistDir }) as RedisCache
      opened.push(shared)
      expect(new CacheHandler({ serverDistDir }).cache).toBe(shared) // one per process and build
      await shared.connected
      await handler.set('/zh', page('home'), setContext)
      expect(await raw.exists('next:build-42:e:/zh')).toBe(1)
      expect((await handler.get('/zh', pageContext))?.value).toMatchObject({ html: '<h1>home</h1>' })

      // Another instance, even of another build, expires a tag: this one stops serving the page.
      const other = createRedisCache({ url: redis.url, keyPrefix: 'next:build-43:', tagsKey: 'next:tags', log: quiet })
      opened.push(other)
      await other.connected
      await other.revalidateTag('products', { expire: 0 })
      const elapsed = await within(500, async () => (await handler.get('/zh', pageContext)) === null)
      expect(elapsed).toBeLessThan(500)
    } finally {
      delete process.env.REDIS_URL
    }
  })

  it('stays on the build folder\'s own store while the site is being built', async () => {
    process.env.REDIS_URL = redis.url
    try {
      for (const [serverDistDir, phase] of [
        [buildFolder(), undefined], // no BUILD_ID yet
        [buildFolder('build-44'), 'phase-production-build'],
      ] as const) {
        if (phase) process.env.NEXT_PHASE = phase
        const handler = new CacheHandler({ serverDistDir })
        await handler.set('/built', page('built'), setContext)
        expect(await new FileStore(storeFolder(serverDistDir)).read('/built')).not.toBeNull()
        expect(await raw.keys('next:build-44:*')).toEqual([])
        delete process.env.NEXT_PHASE
      }
    } finally {
      delete process.env.REDIS_URL
      delete process.env.NEXT_PHASE
    }
  })

  it('serves what the build saved when Redis has nothing yet', async () => {
    const serverDistDir = buildFolder('build-45')
    const data = { kind: 'FETCH', data: { headers: {}, body: '{"built":true}', status: 200, url: '' }, revalidate: 31536000 }
    await new FileStore(storeFolder(serverDistDir)).write('b1', { value: { ...data, tags: ['seeded'] }, lastModified: Date.now() - 1000 })
    process.env.REDIS_URL = redis.url
    try {
      const handler = new CacheHandler({ serverDistDir })
      opened.push(siteCache({ serverDistDir }) as RedisCache)
      expect((await handler.get('b1', { kind: 'FETCH', tags: ['seeded'], softTags: [] }))?.value).toMatchObject({ data: data.data })
    } finally {
      delete process.env.REDIS_URL
    }
  })
})
