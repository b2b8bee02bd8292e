import type { TagTimes } from './cache-entry.mjs'

export const memoryTtlMs: number
export const entryTtlSeconds: number
export const commandTimeoutMs: number

export interface CacheEntry {
  value: any
  lastModified: number
  cacheControl?: unknown
}

/** Next's page and data cache shared through Redis, with a short memory layer in front. */
export class RedisCache {
  constructor(options: {
    url: string
    /** Starts every entry's key (the server's: next:<build ID>:). */
    keyPrefix: string
    /** The hash and pub/sub channel of tag expiries (the server's: next:tags). */
    tagsKey: string
    maxMemorySize?: number
    memoryTtlMs?: number
    onTagTimes?: (tag: string, times: TagTimes) => void
    log?: (message: string) => void
  })
  /** Settles once both connections are made (it keeps trying while Redis is away). */
  connected: Promise<unknown>
  get(key: string, ctx?: Record<string, unknown>): Promise<CacheEntry | null>
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
  close(): void
}
