import type { RedisCache } from './redis-cache.mjs'

export const checkedNextVersion: string
export function assertCheckedNext(installed: string): void
export function isNotFoundEntry(data: unknown): boolean

interface HandlerContext {
  fs: unknown
  serverDistDir: string
  flushToDisk?: boolean
  maxMemoryCacheSize?: number
  revalidatedTags?: string[]
  dev?: boolean
}

/** The process's Redis cache when REDIS_URL is set (outside the build), else null. */
export function sharedCache(ctx: HandlerContext): RedisCache | null

/** Next's page cache: the file system (404 answers in memory only), or Redis with REDIS_URL. */
export default class CacheHandler {
  constructor(ctx: HandlerContext)
  flushToDisk: boolean
  shared: RedisCache | null
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown; lastModified?: number } | null>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
