// Pure helpers of the page and data cache (server/cache/handler.ts): what an entry is, how it is
// written to disk or Redis and read back, and when a tag expiry makes it unusable. An entry is what
// Next hands a cacheHandler's set(): `{ kind, … }` (docs: "Custom Next.js Cache Handler"); only
// its kind, status and tags header are read here, the rest is kept as given.

/**
 * What Next hands a cacheHandler's set() (and gets back from get()): the fields read here are
 * named, the rest is kept as given. Next exports no type for it (its own is internal).
 */
export interface CacheValue {
  kind: string
  status?: number
  headers?: Record<string, unknown>
  /** A data entry's (FETCH) tags. */
  tags?: string[]
  html?: string
  rscData?: Buffer
  postponed?: string | null
  segmentData?: Map<string, Buffer>
  body?: Buffer
  data?: unknown
  [field: string]: unknown
}

/** An entry as the cache keeps it: the value, when it was saved (ms), and Next's cache control. */
export interface Entry {
  value: CacheValue | null
  lastModified: number
  cacheControl?: unknown
}

/** A tag's latest expiry: stale from, expired from (ms), and when it was made (the latest wins). */
export interface TagTimes {
  stale?: number
  expired?: number
  at: number
}

/** What Next passes to get() and set() besides the key (the fields read here). */
export interface CacheContext {
  tags?: string[]
  softTags?: string[]
  fetchCache?: boolean
  cacheControl?: unknown
  [field: string]: unknown
}

/** The header in which Next lists a rendered page's or route answer's tags (implicit `_N_T_/…` ones too). */
const cacheTagsHeader = 'x-next-cache-tags'

/** A rendered page (or route answer) whose status is 404. */
export function isNotFoundEntry(data: CacheValue | null | undefined): boolean {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404
}

/**
 * The tags an entry is expired by: a page's or route answer's from its headers; a data entry's
 * (`unstable_cache`, kind FETCH) from the reader's tags and soft tags, and those it was saved with.
 */
export function entryTags(value: CacheValue | null | undefined, ctx: CacheContext = {}): string[] {
  if (value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])]
  const header = value?.headers?.[cacheTagsHeader]
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * A tag's times after `revalidateTag(tag, durations)` at `now` (ms), as Next's own handlers record
 * them: stale at once, expired `durations.expire` seconds later (without durations: expired now).
 * `at` orders expiries made on different instances: the latest one wins.
 */
export function tagTimesAfterRevalidate(existing: TagTimes | undefined, now: number, durations?: { expire?: number }): TagTimes {
  if (!durations) return { ...existing, expired: now, at: now }
  const times: TagTimes = { ...existing, stale: now, at: now }
  if (durations.expire !== undefined) times.expired = now + durations.expire * 1000
  return times
}

/** Whether a tag expiry dated `times` removes an entry saved at `lastModified` (Next's areTagsExpired). */
export function isExpiredBy(times: TagTimes | undefined, lastModified: number, now: number): boolean {
  const expired = times?.expired
  return typeof expired === 'number' && expired <= now && expired > lastModified
}

// JSON keeps neither Buffers (a page's RSC payload, a route's body) nor Maps (a page's segments):
// they are written as { $buffer: base64 } and { $map: [[key, value], …] }.
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key] // before Buffer#toJSON
  if (ArrayBuffer.isView(raw)) return { $buffer: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
  if (raw instanceof Map) return { $map: [...raw] }
  return value
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { $buffer, $map } = value as { $buffer?: unknown; $map?: unknown }
    if (typeof $buffer === 'string') return Buffer.from($buffer, 'base64')
    if (Array.isArray($map)) return new Map($map)
  }
  return value
}

/** An entry `{ value, lastModified, cacheControl }` as text for Redis. */
export function encodeEntry(entry: Entry): string {
  return JSON.stringify(entry, replacer)
}

export function decodeEntry(text: string): Entry {
  return JSON.parse(text, reviver) as Entry
}

/** Roughly how many bytes an entry holds in memory, for the memory layer's size bound. */
export function entrySize(value: CacheValue | null): number {
  if (!value) return 25
  const bytes = (data: { length: number } | null | undefined) => data?.length ?? 0
  switch (value.kind) {
    case 'APP_PAGE':
      return bytes(value.html) + bytes(value.rscData) + bytes(value.postponed) +
        [...(value.segmentData ?? [])].reduce((sum, [path, data]) => sum + path.length + bytes(data), 0)
    case 'APP_ROUTE':
      return bytes(value.body)
    case 'FETCH':
      return bytes(JSON.stringify(value.data ?? ''))
    default:
      return bytes(JSON.stringify(value))
  }
}
