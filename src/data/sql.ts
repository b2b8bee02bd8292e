import { type Payload, ValidationError } from 'payload'

/**
 * Raw SQL for the few statements that must be one atomic step in the database (a rate-limit
 * counter, a first-time check-in) — Payload's update reads, then writes. Both adapters speak
 * drizzle's `sql` template; the statements used are plain SQL valid in SQLite and PostgreSQL.
 */
export type SqlTag = (typeof import('@payloadcms/db-sqlite'))['sql']
export type SqlQuery = ReturnType<SqlTag>

export function isPostgresPayload(payload: Payload): boolean {
  return payload.db.name === 'postgres'
}

/** Runs a statement and returns its rows (SELECT or … RETURNING). */
export async function queryRows<Row extends Record<string, unknown>>(
  payload: Payload,
  build: (sql: SqlTag, dialect: 'postgres' | 'sqlite') => SqlQuery,
): Promise<Row[]> {
  if (isPostgresPayload(payload)) {
    const { sql } = await import('@payloadcms/db-postgres')
    const db = payload.db.drizzle as unknown as { execute(query: unknown): Promise<{ rows: Row[] }> }
    const result = await db.execute(build(sql as unknown as SqlTag, 'postgres'))
    return result.rows
  }
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = payload.db.drizzle as unknown as { all(query: unknown): Promise<Row[]> }
  return db.all(build(sql, 'sqlite'))
}

/** True for a unique-constraint violation, raw from the driver or as Payload's ValidationError. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const record = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; data?: { errors?: { message?: unknown }[] } }
    if (record.code === '23505' || record.code === 'SQLITE_CONSTRAINT_UNIQUE' || record.code === 'SQLITE_CONSTRAINT') return true
    if (typeof record.message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(record.message)) return true
    // By class, not by name: a production build minifies class names (`name` is then "o").
    if (current instanceof ValidationError && Array.isArray(record.data?.errors)) return true
    current = record.cause
  }
  return false
}
