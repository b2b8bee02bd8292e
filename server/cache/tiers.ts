// The layers of the page and data cache (server/cache/handler.ts), first to last:
//   memory  an LRU bounded in bytes; an entry is kept `memoryTtlMs` at most (with Redis: another
//           instance may have replaced it), or until it is evicted (one instance on its own disk);
//   store   where entries live for good: the build folder's disk (files.ts) or Redis (redis.ts);
//   seeds   read-only layers under the store: the build's own entries and prerendered pages.
// Every read is checked against the tags' expiry times, which the store keeps and shares: an entry
// saved before its tag expired is never answered. Answers for unknown ids (404) stay in memory.
import { LRUCache } from 'lru-cache'

import {
  type CacheContext,
  type CacheValue,
  type Entry,
  entrySize,
  entryTags,
  isExpiredBy,
  isNotFoundEntry,
  type TagTimes,
  tagTimesAfterRevalidate,
} from './entries.ts'

export type { Entry, TagTimes } from './entries.ts'

/** Where entries live for good (files.ts, redis.ts). */
export interface Store {
  read(key: string): Promise<Entry | null>
  write(key: string, entry: Entry): Promise<void>
  saveTagTimes(updates: Record<string, TagTimes>): Promise<void>
}

/** A read-only layer under the store (build-seed.ts; the build's own folder under Redis). */
export interface Seed {
  read(key: string): Promise<Entry | null>
}

interface MemoryItem {
  entry: Entry
  storedAt: number
  size: number
}

export interface TieredCacheOptions {
  store: Store
  seeds?: Seed[]
  maxMemorySize?: number
  memoryTtlMs?: number
  /** Told each tag expiry learnt, here or from the store (the page cache in front listens). */
  onTagTimes?: (tag: string, times: TagTimes) => void
}

/**
 * The time in milliseconds, to the microsecond (as Next's own cache keeps it): a rendering stored in
 * the same millisecond as a tag expiry must still be told apart from it.
 */
export const preciseNow = () => performance.timeOrigin + performance.now()

export class TieredCache {
  readonly store: Store
  readonly seeds: Seed[]
  readonly onTagTimes: (tag: string, times: TagTimes) => void
  readonly memoryTtlMs: number
  private readonly newMemory: () => LRUCache<string, MemoryItem>
  private memory: LRUCache<string, MemoryItem>
  private readonly tagTimes = new Map<string, TagTimes>()
  /** One read per key at a time. */
  private readonly reads = new Map<string, Promise<MemoryItem | null>>()

  constructor({ store, seeds = [], maxMemorySize = 50 * 1024 * 1024, memoryTtlMs = 0, onTagTimes = () => {} }: TieredCacheOptions) {
    this.store = store
    this.seeds = seeds
    this.onTagTimes = onTagTimes
    this.memoryTtlMs = memoryTtlMs
    this.newMemory = () => new LRUCache<string, MemoryItem>({ maxSize: Math.max(1, maxMemorySize), sizeCalculation: (item) => item.size })
    this.memory = this.newMemory()
  }

  async get(key: string, ctx: CacheContext = {}): Promise<Entry | null> {
    let item: MemoryItem | null | undefined = this.memory.get(key)
    // An old or expired memory copy may have been replaced in the store by a new rendering.
    if (!item || this.isOld(item) || this.isExpired(item.entry, ctx)) item = await this.read(key)
    return item && !this.isExpired(item.entry, ctx) ? item.entry : null
  }

  async set(key: string, data: CacheValue | null, ctx: CacheContext = {}): Promise<void> {
    const value = data?.kind === 'FETCH' ? { ...data, tags: ctx.tags ?? [] } : data
    const entry: Entry = { value, lastModified: preciseNow(), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl }
    this.remember(key, entry)
    if (!value || isNotFoundEntry(value)) return
    await this.store.write(key, entry)
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const now = preciseNow()
    const updates: Record<string, TagTimes> = {}
    for (const tag of [tags].flat()) updates[tag] = tagTimesAfterRevalidate(this.tagTimes.get(tag), now, durations)
    this.learn(updates)
    await this.store.saveTagTimes(updates)
  }

  /** Records tag times newer than those known (the store calls it with what it hears) and tells onTagTimes. */
  learn(updates: Record<string, TagTimes>): void {
    for (const [tag, times] of Object.entries(updates)) {
      if ((this.tagTimes.get(tag)?.at ?? -Infinity) >= times.at) continue
      this.tagTimes.set(tag, times)
      this.onTagTimes(tag, times)
    }
  }

  /** Empties the memory layer (the store lost track of expiries for a while). */
  forgetMemory(): void {
    this.memory = this.newMemory()
  }

  private isExpired({ value, lastModified }: Entry, ctx: CacheContext): boolean {
    const now = preciseNow()
    return entryTags(value, ctx).some((tag) => isExpiredBy(this.tagTimes.get(tag), lastModified, now))
  }

  /** Kept longer than memoryTtlMs (0: kept until evicted). */
  private isOld(item: MemoryItem): boolean {
    return this.memoryTtlMs > 0 && Date.now() - item.storedAt >= this.memoryTtlMs
  }

  private remember(key: string, entry: Entry): MemoryItem {
    const item = { entry, storedAt: Date.now(), size: key.length + entrySize(entry.value) }
    this.memory.set(key, item)
    return item
  }

  private read(key: string): Promise<MemoryItem | null> {
    let reading = this.reads.get(key)
    if (!reading) {
      reading = this.readLayers(key).finally(() => this.reads.delete(key))
      this.reads.set(key, reading)
    }
    return reading
  }

  private async readLayers(key: string): Promise<MemoryItem | null> {
    for (const layer of [this.store, ...this.seeds]) {
      const entry = await layer.read(key)
      if (entry) return this.remember(key, entry)
    }
    return null
  }
}
