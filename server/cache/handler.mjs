// Next's page and data cache, on Next's documented `cacheHandler` interface (next.config.ts; docs:
// "Custom Next.js Cache Handler": get, set, revalidateTag, resetRequestCache). Keys are opaque.
//
// Layers (tiers.mjs): memory, then the store, then what the build left:
// - one instance: the store is a folder of the build (files.mjs);
// - with REDIS_URL (several instances): Redis, shared by all (redis.mjs), so that an editor's save
//   expires the pages of every instance within a second; the build's own folder is read under it.
// Under both, the pages the build prerendered (build-seed.mjs), so that none is rendered again on
// its first request. The build itself (NEXT_PHASE) always uses the file store.
//
// "Not found" answers stay in memory only: every address of a dynamic route is a cache entry, and
// each unknown product, solution or news id asked for (a crawler's guesses, a typo, a scan) would
// otherwise leave a ≈ 240 kB entry behind for good.
//
// The page cache in front of Next (server/page-cache.mjs) learns when a page was rendered (it keeps
// it no longer than Next does) and forgets every page when a tag expires, here or on another instance.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expireFrontCaches, notePageEntryRead } from '../page-cache.ts'
import { readBuildSeed } from './build-seed.mjs'
import { FileStore, storeFolder } from './files.mjs'
import { createRedisCache, sharedTagsKey } from './redis.mjs'
import { TieredCache } from './tiers.mjs'

import { registry } from '@rugged/front-door/registry'

const siteCaches = /** @type {Map<string, TieredCache>} */ (registry.siteCaches)

/**
 * @typedef {{ serverDistDir: string, maxMemoryCacheSize?: number, [other: string]: unknown }} HandlerContext
 *   what Next hands a cacheHandler (the fields used here)
 */

/**
 * The process's one cache for a build folder (Next makes a handler per request).
 * @param {HandlerContext} ctx
 */
export function siteCache({ serverDistDir, maxMemoryCacheSize }) {
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

/** @param {string} serverDistDir */
function readBuildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null // still building: there is no release to share yet
  }
}

export default class CacheHandler {
  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    this.cache = siteCache(ctx)
  }

  /** @param {string} key @param {Record<string, any>} ctx */
  async get(key, ctx) {
    const entry = await this.cache.get(key, ctx)
    notePageEntryRead(entry)
    return entry
  }

  /** @param {string} key @param {any} data @param {Record<string, any>} ctx */
  set(key, data, ctx) {
    // LOG_PAGE_RENDERS=1: one line per page rendering stored, and per tag expiry (the HTTP tests
    // count them: concurrent first requests share one rendering; a prerendered page is rendered
    // only after one of its tags expired).
    if (process.env.LOG_PAGE_RENDERS === '1' && data?.kind === 'APP_PAGE') console.log(`page rendered: ${key}`)
    return this.cache.set(key, data, ctx)
  }

  /**
   * Emptied again once the expiry is recorded: a page read meanwhile may be the old one.
   * @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    if (process.env.LOG_PAGE_RENDERS === '1') console.log(`tags expired: ${[tags].flat().join(',')}`)
    expireFrontCaches()
    try {
      await this.cache.revalidateTag(tags, durations)
    } finally {
      expireFrontCaches()
    }
  }

  resetRequestCache() {}
}
