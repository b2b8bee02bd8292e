import { getPayloadClient } from './payload'

export interface RateLimitResult {
  allowed: boolean
  count: number
  limit: number
  retryAfterSeconds: number
}

type Row = { count: number | string }

/*
 * Counters live in the database so that every app instance behind a load balancer shares them.
 * One atomic upsert per hit (SQLite and PostgreSQL both speak INSERT … ON CONFLICT … RETURNING),
 * so concurrent requests cannot both read a stale count.
 */
async function increment(key: string, expiresAt: number): Promise<number> {
  const payload = await getPayloadClient()
  if (payload.db.name === 'postgres') {
    const { sql } = await import('@payloadcms/db-postgres')
    const db = payload.db.drizzle as unknown as { execute(query: unknown): Promise<{ rows: Row[] }> }
    const result = await db.execute(
      sql`INSERT INTO rate_limits (key, count, expires_at) VALUES (${key}, 1, ${expiresAt})
          ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`,
    )
    if (Number(result.rows[0]?.count) === 1) await db.execute(sql`DELETE FROM rate_limits WHERE expires_at < ${Date.now()}`)
    return Number(result.rows[0]?.count ?? 1)
  }
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = payload.db.drizzle as unknown as { all(query: unknown): Promise<Row[]>; run(query: unknown): Promise<unknown> }
  const rows = await db.all(
    sql`INSERT INTO rate_limits (key, count, expires_at) VALUES (${key}, 1, ${expiresAt})
        ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`,
  )
  // A key's first hit opens a new window: a cheap moment to drop windows that have ended.
  if (Number(rows[0]?.count) === 1) await db.run(sql`DELETE FROM rate_limits WHERE expires_at < ${Date.now()}`)
  return Number(rows[0]?.count ?? 1)
}

/**
 * Counts one hit of `subject` (e.g. "enquiry:203.0.113.9") in the current fixed window and says
 * whether it is within `limit` hits per `windowSeconds`.
 */
export async function consumeRateLimit(
  subject: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000
  const windowIndex = Math.floor(now / windowMs)
  const expiresAt = (windowIndex + 1) * windowMs
  const count = await increment(`${subject}:${windowIndex}`, expiresAt)
  return {
    allowed: count <= limit,
    count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
  }
}
