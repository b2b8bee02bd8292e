// Next's page and data cache, on Next's documented `cacheHandler` interface (next.config.ts; docs:
// "Custom Next.js Cache Handler": get, set, revalidateTag, resetRequestCache). Keys are opaque.
//
// Layers (tiers.ts): memory, then the store, then what the build left:
// - one instance: the store is a folder of the build (files.ts);
// - with REDIS_URL (several instances): Redis, shared by all (redis.ts), so that an editor's save
//   expires the pages of every instance within a second; the build's own folder is read under it.
// Under both, the pages the build prerendered (build-seed.ts), so that none is rendered again on
// its first request. The build itself (NEXT_PHASE) always uses the file store.
//
// "Not found" answers stay in memory only: every address of a dynamic route is a cache entry, and
// each unknown product, solution or news id asked for (a crawler's guesses, a typo, a scan) would
// otherwise leave a ≈ 240 kB entry behind for good.
//
// The page cache in front of Next (server/page-cache.ts) learns when a page was rendered (it keeps
// it no longer than Next does) and forgets every page when a tag expires, here or on another instance.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { registry } from '@rugged/front-door/registry'

import { expireFrontCaches, notePageEntryRead } from '../page-cache.ts'
import { readBuildSeed } from './build-seed.ts'
import type { CacheContext, CacheValue, Entry } from './entries.ts'
import { FileStore, storeFolder } from './files.ts'
import { createRedisCache, sharedTagsKey } from './redis.ts'
import { TieredCache } from './tiers.ts'

const siteCaches = registry.siteCaches as Map<string, TieredCache>

/** What Next hands a cacheHandler (the fields used here). */
export interface HandlerContext {
  serverDistDir?: string
  maxMemoryCacheSize?: number
  [other: string]: unknown
}

/** The process's one cache for a build folder (Next makes a handler per request). */
export function siteCache({ serverDistDir, maxMemoryCacheSize }: HandlerContext): TieredCache {
  // The proxy (middleware) gets a handler without a build folder, and caches nothing through it.
  if (!serverDistDir) return withoutStore
  const known = siteCaches.get(serverDistDir)
  if (known) return known
  const maxMemorySize = maxMemoryCacheSize ?? undefined
  const files = new FileStore(storeFolder(serverDistDir))
  const prerendered = readBuildSeed(serverDistDir)
  const onTagTimes = () => expireFrontCaches()
  const buildId = readBuildId(serverDistDir)
  const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build' && buildId
  const cache = shared
    ? createRedisCache({ url: process.env.REDIS_URL ?? '', keyPrefix: `next:${buildId}:`, tagsKey: sharedTagsKey, maxMemorySize, seeds: [files, prerendered], onTagTimes })
    : new TieredCache({ store: files, seeds: [prerendered], maxMemorySize, onTagTimes })
  cache.learn(files.savedTagTimes)
  siteCaches.set(serverDistDir, cache)
  return cache
}

const withoutStore = new TieredCache({
  store: { read: async () => null, write: async () => undefined, saveTagTimes: async () => undefined },
  maxMemorySize: 0,
})

function readBuildId(serverDistDir: string): string | null {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null // still building: there is no release to share yet
  }
}

export default class CacheHandler {
  readonly cache: TieredCache

  constructor(ctx: HandlerContext) {
    this.cache = siteCache(ctx)
  }

  async get(key: string, ctx: CacheContext): Promise<Entry | null> {
    const entry = await this.cache.get(key, ctx)
    notePageEntryRead(entry)
    return entry
  }

  set(key: string, data: CacheValue | null, ctx: CacheContext): Promise<void> {
    // LOG_PAGE_RENDERS=1: one line per page rendering stored, and per tag expiry (the HTTP tests
    // count them: concurrent first requests share one rendering; a prerendered page is rendered
    // only after one of its tags expired).
    if (process.env.LOG_PAGE_RENDERS === '1' && data?.kind === 'APP_PAGE') console.log(`page rendered: ${key}`)
    return this.cache.set(key, data, ctx)
  }

  /**
   * Emptied again once the expiry is recorded: a page read meanwhile may be the old one.
   */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    if (process.env.LOG_PAGE_RENDERS === '1') console.log(`tags expired: ${[tags].flat().join(',')}`)
    expireFrontCaches()
    try {
      await this.cache.revalidateTag(tags, durations)
    } finally {
      expireFrontCaches()
    }
  }

  resetRequestCache(): void {}
}
