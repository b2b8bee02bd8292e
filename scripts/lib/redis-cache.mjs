// Next's page and data cache shared through Redis by every instance of the site (REDIS_URL), used by
// scripts/lib/cache-handler.mjs. Its contract is Next's cacheHandler one: get(key, ctx),
// set(key, data, ctx), revalidateTag(tags, durations).
//
// In Redis:
//   <keyPrefix>e:<key>  an entry, gzipped JSON, for entryTtlSeconds at most (then it is rendered
//                       anew); the server's keyPrefix is next:<build ID>:, so a new release never
//                       reads the old one's pages
//   <tagsKey>           a hash: tag -> { stale, expired, at } of its latest expiry, on any instance
//                       (the server's is next:tags, shared by all releases: an expiry reaches every
//                       instance even if two were built apart, with different build IDs)
//   <tagsKey>           also the pub/sub channel on which each expiry is announced to every instance
// In front of Redis, a memory layer (an LRU bounded in bytes) keeps an entry for memoryTtlMs, so a
// cached page costs no round trip per request. An expiry announced on the channel reaches that
// layer at once (an entry is checked against the tags' times on each read); while the channel is
// down, memoryTtlMs bounds how long another instance's expiry can go unseen. Answers for unknown
// ids (404) stay in the memory layer only. A Redis outage makes every read a miss (the page is
// rendered) within commandTimeoutMs; the client reconnects by itself.
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { createClient, RESP_TYPES } from '@redis/client'
import lruCache from 'next/dist/server/lib/lru-cache.js'

import { decodeEntry, encodeEntry, entrySize, entryTags, isExpiredBy, isNotFoundEntry, tagTimesAfterRevalidate } from './cache-entry.mjs'

const { LRUCache } = lruCache
const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

export const memoryTtlMs = 1000
export const entryTtlSeconds = 24 * 60 * 60
/** The longest a request waits on Redis for one read or write; after a timeout Redis is left alone that long. */
export const commandTimeoutMs = 500

class RedisTimeoutError extends Error {}

function bounded(promise, ms) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export class RedisCache {
  /**
   * @param {{ url: string, keyPrefix: string, tagsKey: string, maxMemorySize?: number, memoryTtlMs?: number,
   *   onTagTimes?: (tag: string, times: object) => void, log?: (message: string) => void }} options
   *   onTagTimes: told each tag expiry learnt (the server mirrors them into Next's own tags manifest).
   */
  constructor({ url, keyPrefix, tagsKey, maxMemorySize = 50 * 1024 * 1024, memoryTtlMs: ttl = memoryTtlMs, onTagTimes = () => {}, log = console.warn }) {
    this.entryKey = (key) => `${keyPrefix}e:${key}`
    this.tagsKey = tagsKey
    this.memoryTtlMs = ttl
    this.onTagTimes = onTagTimes
    this.log = log
    this.memory = new LRUCache(maxMemorySize, (item) => item.size)
    this.tagTimes = new Map()
    this.unsentTags = {} // expiries made while Redis was away, announced once it is back
    this.reads = new Map() // one Redis read per key at a time
    this.restingUntil = 0
    this.lastWarning = 0

    this.client = createClient({
      url,
      disableOfflineQueue: true, // while disconnected a command fails at once, nothing piles up
      commandsQueueMaxLength: 1000,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1000) },
    })
    this.binary = this.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
    this.subscriber = this.client.duplicate()
    for (const client of [this.client, this.subscriber]) {
      client.on('error', (error) => this.warn(error))
      client.unref() // the cache never keeps a process alive (a build step, a test run)
    }
    this.client.on('ready', () => this.announce({}))
    // (Re)subscribed: expiries may have been missed meanwhile, so forget what memory holds.
    this.subscriber.on('ready', () => {
      this.memory = new LRUCache(maxMemorySize, (item) => item.size)
      this.refreshTagTimes()
    })
    this.connected = Promise.all([
      this.client.connect(),
      this.subscriber.connect().then(() => this.subscriber.subscribe(this.tagsKey, (message) => this.hear(message))),
    ]).catch((error) => this.warn(error))
  }

  async get(key, ctx = {}) {
    let item = this.memory.get(key)
    // An expired memory copy may have been replaced in Redis by another instance's new rendering.
    if (!item || Date.now() - item.storedAt >= this.memoryTtlMs || this.isExpired(item.entry, ctx)) item = await this.read(key)
    return item && !this.isExpired(item.entry, ctx) ? item.entry : null
  }

  async set(key, data, ctx = {}) {
    const value = data?.kind === 'FETCH' ? { ...data, tags: ctx.tags ?? [] } : data
    const entry = { value, lastModified: Date.now(), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl }
    this.remember(key, entry)
    if (!value || isNotFoundEntry(value) || !this.usable()) return
    try {
      const body = await gzip(encodeEntry(entry), { level: 1 })
      await bounded(this.client.set(this.entryKey(key), body, { expiration: { type: 'EX', value: entryTtlSeconds } }), commandTimeoutMs)
    } catch (error) {
      this.failed(error)
    }
  }

  async revalidateTag(tags, durations) {
    const now = Date.now()
    const updates = {}
    for (const tag of [tags].flat()) updates[tag] = tagTimesAfterRevalidate(this.tagTimes.get(tag), now, durations)
    this.learn(updates)
    await this.announce(updates)
  }

  resetRequestCache() {}

  /** Drops both connections and stops reconnecting (tests; a server simply exits). */
  close() {
    for (const client of [this.client, this.subscriber]) if (client.isOpen) client.destroy()
  }

  isExpired({ value, lastModified }, ctx) {
    const now = Date.now()
    return entryTags(value, ctx).some((tag) => isExpiredBy(this.tagTimes.get(tag), lastModified, now))
  }

  remember(key, entry) {
    const item = { entry, storedAt: Date.now(), size: key.length + entrySize(entry.value) }
    this.memory.set(key, item)
    return item
  }

  read(key) {
    if (!this.usable()) return null
    let reading = this.reads.get(key)
    if (!reading) {
      reading = this.readFromRedis(key).finally(() => this.reads.delete(key))
      this.reads.set(key, reading)
    }
    return reading
  }

  async readFromRedis(key) {
    try {
      const [body, tagTimes] = await bounded(
        Promise.all([this.binary.get(this.entryKey(key)), this.client.hGetAll(this.tagsKey)]),
        commandTimeoutMs,
      )
      this.learnStored(tagTimes)
      if (!body) return null
      return this.remember(key, decodeEntry((await gunzip(body)).toString('utf8')))
    } catch (error) {
      this.failed(error)
      return null
    }
  }

  /** An expiry announced on the channel (a listener must not throw: it runs in the socket's handler). */
  hear(message) {
    try {
      this.learn(JSON.parse(message))
    } catch (error) {
      this.warn(error)
    }
  }

  /** Records tag times if they are newer than those known, and tells onTagTimes. */
  learn(updates) {
    for (const [tag, times] of Object.entries(updates)) {
      if ((this.tagTimes.get(tag)?.at ?? -Infinity) >= times.at) continue
      this.tagTimes.set(tag, times)
      this.onTagTimes(tag, times)
    }
  }

  learnStored(hash) {
    this.learn(Object.fromEntries(Object.entries(hash).map(([tag, times]) => [tag, JSON.parse(times)])))
  }

  async refreshTagTimes() {
    if (!this.usable()) return
    try {
      this.learnStored(await bounded(this.client.hGetAll(this.tagsKey), commandTimeoutMs))
    } catch (error) {
      this.failed(error)
    }
  }

  /** Saves tag expiries in Redis and announces them to every instance; kept for later if Redis is away. */
  async announce(updates) {
    const pending = { ...this.unsentTags, ...updates }
    if (Object.keys(pending).length === 0) return
    this.unsentTags = pending
    if (!this.usable()) return
    try {
      const fields = Object.fromEntries(Object.entries(pending).map(([tag, times]) => [tag, JSON.stringify(times)]))
      await bounded(
        Promise.all([
          this.client.hSet(this.tagsKey, fields),
          this.client.expire(this.tagsKey, entryTtlSeconds), // outlives every entry it can expire
          this.client.publish(this.tagsKey, JSON.stringify(pending)),
        ]),
        commandTimeoutMs,
      )
      for (const tag of Object.keys(pending)) if (this.unsentTags[tag] === pending[tag]) delete this.unsentTags[tag]
    } catch (error) {
      this.failed(error)
    }
  }

  usable() {
    return this.client.isReady && Date.now() >= this.restingUntil
  }

  failed(error) {
    if (error instanceof RedisTimeoutError) this.restingUntil = Date.now() + commandTimeoutMs
    this.warn(error)
  }

  /** At most one warning every 10 s: an outage must not flood the log. */
  warn(error) {
    if (Date.now() - this.lastWarning < 10_000) return
    this.lastWarning = Date.now()
    this.log(`Redis cache: ${error?.message ?? error} (pages are rendered without the shared cache meanwhile)`)
  }
}
