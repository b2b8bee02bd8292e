import type { Payload } from 'payload'

import { decrementInMemory, incrementInMemory } from './memoryCounters'

export interface RateLimitResult {
  allowed: boolean
  count: number
  limit: number
  retryAfterSeconds: number
  /** the counter's row, for refundRateLimit */
  key: string
}

type Row = { count: number | string }
type SqlTag = typeof import('@payloadcms/db-sqlite').sql

/** Runs one statement on whichever database Payload uses (both speak the SQL below). */
async function query(payload: Payload, build: (sql: SqlTag) => unknown): Promise<Row[]> {
  if (payload.db.name === 'postgres') {
    const { sql } = await import('@payloadcms/db-postgres')
    const db = payload.db.drizzle as unknown as { execute(query: unknown): Promise<{ rows: Row[] }> }
    return (await db.execute(build(sql))).rows
  }
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = payload.db.drizzle as unknown as { all(query: unknown): Promise<Row[]> }
  return db.all(build(sql))
}

/*
 * Where the counters live. Several instances (PostgreSQL, or REDIS_URL: server/scale-out.ts)
 * must share them, so there they live in the database. SQLite is one instance by construction: its
 * counters stay in memory, which spares every request a write behind the site's one write lock.
 */
function countersInMemory(payload: Payload): boolean {
  if (process.env.REDIS_URL) return false
  return payload.db.name !== 'postgres'
}

/*
 * Shared counters: one atomic upsert per hit (SQLite and PostgreSQL both speak INSERT … ON
 * CONFLICT … RETURNING), so concurrent requests cannot both read a stale count.
 */
async function increment(payload: Payload, key: string, expiresAt: number): Promise<number> {
  if (countersInMemory(payload)) return incrementInMemory(key, expiresAt)
  const rows = await query(
    payload,
    (sql) => sql`INSERT INTO rate_limits (key, count, expires_at) VALUES (${key}, 1, ${expiresAt})
      ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`,
  )
  const count = Number(rows[0]?.count ?? 1)
  // A key's first hit opens a new window: a cheap moment to drop windows that have ended.
  if (count === 1) await query(payload, (sql) => sql`DELETE FROM rate_limits WHERE expires_at < ${Date.now()}`)
  return count
}

/**
 * Counts one hit of `subject` (e.g. "enquiry:203.0.113.9") in the current fixed window and says
 * whether it is within `limit` hits per `windowSeconds`.
 */
export async function consumeRateLimit(
  payload: Payload,
  subject: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000
  const windowIndex = Math.floor(now / windowMs)
  const expiresAt = (windowIndex + 1) * windowMs
  const key = `${subject}:${windowIndex}`
  const count = await increment(payload, key, expiresAt)
  return {
    allowed: count <= limit,
    count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
    key,
  }
}

/**
 * Takes back a hit that turned out not to count (a login counted before the password was checked,
 * then accepted). Counting first and refunding after keeps parallel attempts from all slipping
 * under the limit; the refund is atomic too, and lands in the window the hit was counted in.
 */
export async function refundRateLimit(payload: Payload, hit: Pick<RateLimitResult, 'key'>): Promise<void> {
  if (countersInMemory(payload)) return decrementInMemory(hit.key)
  await query(payload, (sql) => sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${hit.key} AND count > 0 RETURNING count`)
}
