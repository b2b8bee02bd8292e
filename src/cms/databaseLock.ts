import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { isPostgres } from './database'

const POLL_MS = 500

/**
 * Runs `work` while this instance holds the PostgreSQL advisory lock called `name`, so that work
 * which must happen once — the database step at start; scheduled publishing and mail delivery
 * later — never runs on two instances at the same time: the second waits, then finds it done.
 * The lock is polled (pg_try_advisory_lock) rather than waited for in one statement, because the
 * pool's statement and query timeouts would cancel a long wait. A killed holder's lock goes with
 * its connection. SQLite serves one instance, which needs no lock.
 */
export async function oneInstanceAtATime<T>(payload: Payload, name: string, work: () => Promise<T>, waitMs = 15 * 60_000): Promise<T> {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!isPostgres() || !pool) return work()
  const client = await pool.connect()
  try {
    const deadline = Date.now() + waitMs
    let told = false
    while (!(await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])).rows[0]?.locked) {
      if (Date.now() > deadline) throw new Error(`another instance held "${name}" for ${Math.round(waitMs / 1000)} s`)
      if (!told) payload.logger.info(`Another instance is running "${name}": waiting for it.`)
      told = true
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined)
    client.release()
  }
}

/**
 * Runs `work` only if no instance holds the lock `name` right now, and says whether it ran: for
 * work repeated on a timer by every instance (the jobs runner), where a busy lock means another
 * instance is doing it already and waiting would only queue the same work behind it.
 * SQLite serves one instance: the work runs (its caller keeps one run at a time in-process).
 */
export async function unlessAnotherInstanceIsAt<T>(payload: Payload, name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!isPostgres() || !pool) return { ran: true, value: await work() }
  const client = await pool.connect()
  let locked = false
  try {
    locked = Boolean((await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])).rows[0]?.locked)
    if (!locked) return { ran: false }
    return { ran: true, value: await work() }
  } finally {
    // A connection that could not let go of the lock must not go back to the pool still holding it.
    const unlocked = !locked || (await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).then(() => true, () => false))
    client.release(!unlocked)
  }
}
