// The layers of the page and data cache (server/cache/handler.mjs), first to last:
//   memory  an LRU bounded in bytes; an entry is kept `memoryTtlMs` at most (with Redis: another
//           instance may have replaced it), or until it is evicted (one instance on its own disk);
//   store   where entries live for good: the build folder's disk (files.mjs) or Redis (redis.mjs);
//   seeds   read-only layers under the store: the build's own entries and prerendered pages.
// Every read is checked against the tags' expiry times, which the store keeps and shares: an entry
// saved before its tag expired is never answered. Answers for unknown ids (404) stay in memory.
import { LRUCache } from 'lru-cache'

import { entrySize, entryTags, isExpiredBy, isNotFoundEntry, tagTimesAfterRevalidate } from './entries.mjs'

/**
 * @typedef {{ value: any, lastModified: number, cacheControl?: unknown }} Entry
 * @typedef {import('./entries.mjs').TagTimes} TagTimes
 * @typedef {{
 *   read(key: string): Promise<Entry | null>,
 *   write(key: string, entry: Entry): Promise<void>,
 *   saveTagTimes(updates: Record<string, TagTimes>): Promise<void>,
 * }} Store
 * @typedef {{ read(key: string): Promise<Entry | null> }} Seed
 */

/**
 * The time in milliseconds, to the microsecond (as Next's own cache keeps it): a rendering stored in
 * the same millisecond as a tag expiry must still be told apart from it.
 */
export const preciseNow = () => performance.timeOrigin + performance.now()

export class TieredCache {
  /**
   * @param {{ store: Store, seeds?: Seed[], maxMemorySize?: number, memoryTtlMs?: number,
   *   onTagTimes?: (tag: string, times: TagTimes) => void }} options
   *   onTagTimes: told each tag expiry learnt, here or from the store (the page cache in front listens)
   */
  constructor({ store, seeds = [], maxMemorySize = 50 * 1024 * 1024, memoryTtlMs = 0, onTagTimes = () => {} }) {
    this.store = store
    this.seeds = seeds
    this.onTagTimes = onTagTimes
    this.memoryTtlMs = memoryTtlMs
    this.newMemory = () => new LRUCache({ maxSize: Math.max(1, maxMemorySize), sizeCalculation: (/** @type {{ size: number }} */ item) => item.size })
    this.memory = this.newMemory()
    /** @type {Map<string, TagTimes>} */
    this.tagTimes = new Map()
    /** @type {Map<string, Promise<{ entry: Entry } | null>>} one read per key at a time */
    this.reads = new Map()
  }

  /** @param {string} key @param {{ tags?: string[], softTags?: string[], [other: string]: unknown }} [ctx] */
  async get(key, ctx = {}) {
    let item = this.memory.get(key)
    // An old or expired memory copy may have been replaced in the store by a new rendering.
    if (!item || this.isOld(item) || this.isExpired(item.entry, ctx)) item = await this.read(key)
    return item && !this.isExpired(item.entry, ctx) ? item.entry : null
  }

  /** @param {string} key @param {any} data @param {Record<string, any>} [ctx] */
  async set(key, data, ctx = {}) {
    const value = data?.kind === 'FETCH' ? { ...data, tags: ctx.tags ?? [] } : data
    const entry = { value, lastModified: preciseNow(), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl }
    this.remember(key, entry)
    if (!value || isNotFoundEntry(value)) return
    await this.store.write(key, entry)
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const now = preciseNow()
    /** @type {Record<string, TagTimes>} */
    const updates = {}
    for (const tag of [tags].flat()) updates[tag] = tagTimesAfterRevalidate(this.tagTimes.get(tag), now, durations)
    this.learn(updates)
    await this.store.saveTagTimes(updates)
  }

  /** Records tag times newer than those known (the store calls it with what it hears) and tells onTagTimes. */
  learn(/** @type {Record<string, TagTimes>} */ updates) {
    for (const [tag, times] of Object.entries(updates)) {
      if ((this.tagTimes.get(tag)?.at ?? -Infinity) >= times.at) continue
      this.tagTimes.set(tag, times)
      this.onTagTimes(tag, times)
    }
  }

  /** Empties the memory layer (the store lost track of expiries for a while). */
  forgetMemory() {
    this.memory = this.newMemory()
  }

  /** @param {Entry} entry @param {{ tags?: string[], softTags?: string[], [other: string]: unknown }} ctx */
  isExpired({ value, lastModified }, ctx) {
    const now = preciseNow()
    return entryTags(value, ctx).some((tag) => isExpiredBy(this.tagTimes.get(tag), lastModified, now))
  }

  /** Kept longer than memoryTtlMs (0: kept until evicted). @param {{ storedAt: number }} item */
  isOld(item) {
    return this.memoryTtlMs > 0 && Date.now() - item.storedAt >= this.memoryTtlMs
  }

  /** @param {string} key @param {Entry} entry */
  remember(key, entry) {
    const item = { entry, storedAt: Date.now(), size: key.length + entrySize(entry.value) }
    this.memory.set(key, item)
    return item
  }

  /** @param {string} key */
  read(key) {
    let reading = this.reads.get(key)
    if (!reading) {
      reading = this.readLayers(key).finally(() => this.reads.delete(key))
      this.reads.set(key, reading)
    }
    return reading
  }

  /** @param {string} key */
  async readLayers(key) {
    for (const layer of [this.store, ...this.seeds]) {
      const entry = await layer.read(key)
      if (entry) return this.remember(key, entry)
    }
    return null
  }
}
