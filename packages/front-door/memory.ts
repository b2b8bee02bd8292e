/**
 * Every in-process cache's limit, in bytes, in one place (issue 36): what a storm of made-up
 * requests can make the process keep is the sum of these, whatever it sends. Each cache drops its
 * least recently used entries past its limit. PAGE_CACHE_MB sets the page cache's (0 turns it off).
 */
const megabyte = 1024 * 1024

/** PAGE_CACHE_MB as bytes; anything but a number ≥ 0 keeps the default. */
export function pageCacheBytes(value = process.env.PAGE_CACHE_MB): number {
  const megabytes = Number(value ?? 32)
  return Number.isFinite(megabytes) && megabytes >= 0 ? Math.floor(megabytes * megabyte) : 32 * megabyte
}

export const memoryBudget = {
  /** finished page answers in front of Next (server/page-cache.ts) */
  pageCache: pageCacheBytes(),
  /** the memory layer of Next's page and data cache (server/cache, next.config.ts cacheMaxMemorySize) */
  nextCache: 50 * megabyte,
  /** the Content Security Policy of each page version, by ETag (server/secure-response.ts) */
  pagePolicies: 1 * megabyte,
  /** the build's scripts and styles, brotli-compressed (server/static-brotli.ts) */
  staticBrotli: 24 * megabyte,
  /** per-client rate-limit counters of a single instance (src/cms/collections/RateLimits/memoryCounters.ts) */
  rateCounters: 8 * megabyte,
} as const

/**
 * `bytes` in memory of its own, for a cache to keep. Node 24 cuts a buffer under 32 kB out of a
 * shared 64 kB slab (Buffer.poolSize): kept, it keeps the whole slab, 4× what the cache counts
 * (the page cache held 119 MB of slabs for its 32 MB of gzipped pages after a storm).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(own)
  return own
}
