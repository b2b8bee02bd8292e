// Next's own file-system cache for pages, except that "not found" answers stay in its memory
// cache (an LRU bounded by `cacheMaxMemorySize`) and are never written to disk. Every address of a
// dynamic route is a cache entry: without this, each unknown product, solution or news id asked
// for — a crawler's guesses, a typo, a scan — would leave a ≈ 240 kB entry on disk for good.
// Loaded by the Next server through `cacheHandler` in next.config.ts (next is pinned exactly:
// the base class is internal to Next).
import { createRequire } from 'node:module'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

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

/** A rendered page (or route answer) whose status is 404. */
export function isNotFoundEntry(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404
}

export default class CacheHandler extends FileSystemCache {
  set(key, data, ctx) {
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
