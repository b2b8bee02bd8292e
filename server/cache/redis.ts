// The cache's store shared by every instance of the site (REDIS_URL), under the memory layer of
// tiers.ts (server/cache/handler.ts puts them together).
//
// In Redis:
//   <keyPrefix>e:<key>  an entry, gzipped JSON, for entryTtlSeconds at most (then it is rendered
//                       anew); the server's keyPrefix is next:<build ID>:, so a new release never
//                       reads the old one's pages
//   <tagsKey>           a hash: tag -> { stale, expired, at } of its latest expiry, on any instance
//                       (the server's is next:tags, shared by all releases: an expiry reaches every
//                       instance even if two were built apart, with different build IDs)
//   <tagsKey>           also the pub/sub channel on which each expiry is announced to every instance
// An expiry announced on the channel reaches every instance's memory layer at once (an entry is
// checked against the tags' times on each read); while the channel is down, memoryTtlMs bounds how
// long another instance's expiry can go unseen, since every read from Redis also reads the tag
// times. A Redis outage makes every read a miss (the page is rendered, or read from the build)
// within commandTimeoutMs; the client reconnects by itself.
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { createClient, RESP_TYPES } from '@redis/client'

import { instruments, timedCall } from '../instruments.ts'
import { decodeEntry, encodeEntry, type Entry, type TagTimes } from './entries.ts'
import { type Seed, type Store, TieredCache } from './tiers.ts'

const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

/** The hash (and channel) of tag expiries, shared by every release (see above); a restore expires every tag there. */
export const sharedTagsKey = 'next:tags'
export const memoryTtlMs = 1000
export const entryTtlSeconds = 24 * 60 * 60
/** The longest a request waits on Redis for one read or write; after a timeout Redis is left alone that long. */
export const commandTimeoutMs = 500

class RedisTimeoutError extends Error {}

function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The store's connections: commands (text, and the same with bytes for entries) and the channel's subscriber. */
function connect(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true, // while disconnected a command fails at once, nothing piles up
    commandsQueueMaxLength: 1000,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 1000) },
  })
  return { client, binary: client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }), subscriber: client.duplicate() }
}

export interface RedisStoreOptions {
  url: string
  keyPrefix: string
  tagsKey: string
  log?: (message: string) => void
  /** Tag times read or heard. */
  onTagTimes: (updates: Record<string, TagTimes>) => void
  /** Expiries may have been missed meanwhile. */
  onResubscribed: () => void
}

export class RedisStore implements Store {
  readonly connected: Promise<unknown>
  private readonly entryKey: (key: string) => string
  private readonly tagsKey: string
  private readonly log: (message: string) => void
  private readonly onTagTimes: (updates: Record<string, TagTimes>) => void
  private readonly client: ReturnType<typeof connect>['client']
  private readonly binary: ReturnType<typeof connect>['binary']
  private readonly subscriber: ReturnType<typeof connect>['subscriber']
  /** Expiries made while Redis was away, announced once it is back. */
  private unsentTags: Record<string, TagTimes> = {}
  private restingUntil = 0
  private lastWarning = 0

  constructor({ url, keyPrefix, tagsKey, log = console.warn, onTagTimes, onResubscribed }: RedisStoreOptions) {
    this.entryKey = (key) => `${keyPrefix}e:${key}`
    this.tagsKey = tagsKey
    this.log = log
    this.onTagTimes = onTagTimes
    const connections = connect(url)
    this.client = connections.client
    this.binary = connections.binary
    this.subscriber = connections.subscriber
    for (const client of [this.client, this.subscriber]) {
      client.on('error', (error: unknown) => {
        instruments()?.increment('site_dependency_errors_total', { service: 'redis', operation: 'connection' })
        this.warn(error)
      })
      client.unref() // the cache never keeps a process alive (a build step, a test run)
    }
    this.client.on('ready', () => this.saveTagTimes({}))
    this.subscriber.on('ready', () => {
      onResubscribed()
      void this.refreshTagTimes()
    })
    this.connected = Promise.all([
      this.client.connect(),
      this.subscriber.connect().then(() => this.subscriber.subscribe(this.tagsKey, (message) => this.hear(message))),
    ]).catch((error: unknown) => this.warn(error))
  }

  async read(key: string): Promise<Entry | null> {
    if (!this.usable()) {
      instruments()?.increment('site_cache_requests_total', { cache: 'redis', result: 'error' })
      return null
    }
    try {
      const [body, tagTimes] = await timedCall('redis', 'read', () => bounded(Promise.all([this.binary.get(this.entryKey(key)), this.client.hGetAll(this.tagsKey)]), commandTimeoutMs))
      this.learnStored(tagTimes)
      instruments()?.increment('site_cache_requests_total', { cache: 'redis', result: body ? 'hit' : 'miss' })
      return body ? decodeEntry((await gunzip(body)).toString('utf8')) : null
    } catch (error) {
      instruments()?.increment('site_cache_requests_total', { cache: 'redis', result: 'error' })
      this.failed(error)
      return null
    }
  }

  async write(key: string, entry: Entry): Promise<void> {
    if (!this.usable()) return
    try {
      const body = await gzip(encodeEntry(entry), { level: 1 })
      await timedCall('redis', 'write', () => bounded(this.client.set(this.entryKey(key), body, { expiration: { type: 'EX', value: entryTtlSeconds } }), commandTimeoutMs))
    } catch (error) {
      this.failed(error)
    }
  }

  /** Saves tag expiries in Redis and announces them to every instance; kept for later if Redis is away. */
  async saveTagTimes(updates: Record<string, TagTimes>): Promise<void> {
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

  /** Whether some tag expiries still wait for Redis (a restore checks that its own went through). */
  get holdsUnsentTags(): boolean {
    return Object.keys(this.unsentTags).length > 0
  }

  /** Drops both connections and stops reconnecting (tests; a server simply exits). */
  close(): void {
    for (const client of [this.client, this.subscriber]) if (client.isOpen) client.destroy()
  }

  /** An expiry announced on the channel (a listener must not throw: it runs in the socket's handler). */
  private hear(message: string): void {
    try {
      this.onTagTimes(JSON.parse(message) as Record<string, TagTimes>)
    } catch (error) {
      this.warn(error)
    }
  }

  private learnStored(hash: Record<string, string>): void {
    this.onTagTimes(Object.fromEntries(Object.entries(hash).map(([tag, times]) => [tag, JSON.parse(times) as TagTimes])))
  }

  private async refreshTagTimes(): Promise<void> {
    if (!this.usable()) return
    try {
      this.learnStored(await bounded(this.client.hGetAll(this.tagsKey), commandTimeoutMs))
    } catch (error) {
      this.failed(error)
    }
  }

  private usable(): boolean {
    return this.client.isReady && Date.now() >= this.restingUntil
  }

  private failed(error: unknown): void {
    if (error instanceof RedisTimeoutError) this.restingUntil = Date.now() + commandTimeoutMs
    this.warn(error)
  }

  /** At most one warning every 10 s: an outage must not flood the log. */
  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 10_000) return
    this.lastWarning = Date.now()
    this.log(`Redis cache: ${error instanceof Error ? error.message : error} (pages are rendered without the shared cache meanwhile)`)
  }
}

export interface RedisCacheOptions {
  url: string
  keyPrefix: string
  tagsKey: string
  maxMemorySize?: number
  memoryTtlMs?: number
  seeds?: Seed[]
  onTagTimes?: (tag: string, times: TagTimes) => void
  log?: (message: string) => void
}

/** The cache shared through Redis, with its memory layer in front (and the build's entries under it). */
export function createRedisCache({ url, keyPrefix, tagsKey, maxMemorySize, memoryTtlMs: ttl = memoryTtlMs, seeds, onTagTimes, log }: RedisCacheOptions) {
  let cache: TieredCache | undefined
  const store = new RedisStore({
    url,
    keyPrefix,
    tagsKey,
    log,
    onTagTimes: (updates) => cache?.learn(updates),
    onResubscribed: () => cache?.forgetMemory(),
  })
  cache = new TieredCache({ store, seeds, maxMemorySize, memoryTtlMs: ttl, onTagTimes })
  return Object.assign(cache, { connected: store.connected, close: () => store.close() })
}
