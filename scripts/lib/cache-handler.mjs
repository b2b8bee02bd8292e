// Next's page and data cache, in one of two modes:
// - by default, Next's own file-system cache, except that "not found" answers stay in its memory
//   cache (an LRU bounded by `cacheMaxMemorySize`) and are never written to disk. Every address of a
//   dynamic route is a cache entry: without this, each unknown product, solution or news id asked
//   for — a crawler's guesses, a typo, a scan — would leave a ≈ 240 kB entry on disk for good;
// - with REDIS_URL (several instances), the cache shared in Redis of scripts/lib/redis-cache.mjs,
//   so that an editor's save expires the pages of every instance. The build itself (NEXT_PHASE)
//   always uses the file cache.
// Loaded by the Next server through `cacheHandler` in next.config.ts (next is pinned exactly:
// the base class is internal to Next).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { isNotFoundEntry } from './cache-entry.mjs'
import { expireFrontCaches, notePageEntryRead } from './page-cache.mjs'
import { RedisCache } from './redis-cache.mjs'

export { isNotFoundEntry }

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** The next release whose internal FileSystemCache this subclass was checked against. */
export const checkedNextVersion = '16.4.5'

/** Another next release may have changed the base class: refuse to start rather than misbehave. */
export function assertCheckedNext(installed) {
  if (installed === checkedNextVersion) return
  throw new Error(
    `scripts/lib/cache-handler.mjs extends next's internal FileSystemCache as it is in next ${checkedNextVersion}, ` +
      `but next ${installed} is installed. Check that FileSystemCache.set() still decides on writing to disk ` +
      `(this.flushToDisk) before its first await, then set checkedNextVersion to ${installed}.`,
  )
}

assertCheckedNext(createRequire(import.meta.url)('next/package.json').version)

const sharedCacheSymbol = Symbol.for('rugged-site.redis-cache')

/**
 * The process's one Redis cache (Next makes a handler per request), or null in file mode. Its
 * entries' keys start with the build ID, read from the build folder; tag expiries are shared by all.
 */
export function sharedCache({ serverDistDir, maxMemoryCacheSize }) {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null
  if (globalThis[sharedCacheSymbol]) return globalThis[sharedCacheSymbol]
  const buildId = readBuildId(serverDistDir)
  if (!buildId) return null // still building: there is no release to share yet
  globalThis[sharedCacheSymbol] = new RedisCache({
    url,
    keyPrefix: `next:${buildId}:`,
    tagsKey: 'next:tags',
    maxMemorySize: maxMemoryCacheSize || undefined,
    // Next checks its own in-process tags manifest too (stale-while-revalidate of a tag expired with
    // a profile): give it the expiries made on other instances.
    // The page cache in front of Next (scripts/lib/page-cache.mjs) must forget them too.
    onTagTimes: (tag, { stale, expired }) => {
      tagsManifest.set(tag, { stale, expired })
      expireFrontCaches()
    },
  })
  return globalThis[sharedCacheSymbol]
}

function readBuildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null
  }
}

export default class CacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    this.shared = sharedCache(ctx)
  }

  // The page cache in front of Next (scripts/lib/page-cache.mjs) learns when a page was rendered
  // (it keeps it no longer than Next does) and forgets every page when a tag expires.
  async get(key, ctx) {
    const entry = await (this.shared ? this.shared.get(key, ctx) : super.get(key, ctx))
    notePageEntryRead(entry)
    return entry
  }

  // Emptied again once the expiry is recorded: a page read meanwhile may be the old one.
  async revalidateTag(tags, durations) {
    expireFrontCaches()
    try {
      return await (this.shared ? this.shared.revalidateTag(tags, durations) : super.revalidateTag(tags, durations))
    } finally {
      expireFrontCaches()
    }
  }

  set(key, data, ctx) {
    // LOG_PAGE_RENDERS=1: one line per page rendering stored (the HTTP tests count them to see
    // that concurrent first requests for a page share one rendering).
    if (process.env.LOG_PAGE_RENDERS === '1' && data?.kind === 'APP_PAGE') console.log(`page rendered: ${key}`)
    if (this.shared) return this.shared.set(key, data, ctx)
    if (!isNotFoundEntry(data)) return super.set(key, data, ctx)
    // The base class decides on writing to disk synchronously, before its first await, so the
    // switch is restored before any other entry can be set.
    const flushToDisk = this.flushToDisk
    this.flushToDisk = false
    try {
      return super.set(key, data, ctx)
    } finally {
      this.flushToDisk = flushToDisk
    }
  }
}
