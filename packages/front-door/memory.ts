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
