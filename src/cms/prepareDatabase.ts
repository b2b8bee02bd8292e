/**
 * Brings a database to a state the site can serve: applies the committed migrations, makes sure
 * there is an administrator, and seeds the demo content into an empty database. It checks its own
 * work and writes a JSON report to PREPARE_REPORT_FILE (see ./prepare.ts, which runs it).
 */
import fs from 'node:fs'

import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'

import { isPostgres } from './database'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import config from './payload.config'
import { ensureAdministrator, seedIfEmpty } from './seed'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

function adminUrl(): string {
  const base = process.env.SERVER_URL?.replace(/\/+$/, '') || `http://localhost:${process.env.PORT || 3000}`
  return `${base}/admin`
}

async function migrate(payload: Payload): Promise<string[]> {
  const migrations = (isPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migrations
  await payload.db.migrate({ migrations })
  const applied = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
  const names = new Set(applied.docs.map((doc) => doc.name))
  const missing = (migrations ?? []).map((migration) => migration.name).filter((name) => !names.has(name))
  if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`)
  return [...names].filter((name): name is string => typeof name === 'string')
}

/** Any number, the same in every instance: the PostgreSQL advisory lock the step holds. */
const PREPARE_LOCK = 720_112_401
const LOCK_WAIT_MS = 15 * 60_000

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that instances starting at the same
 * moment against one database migrate and seed one after the other: the second finds the work
 * done. The lock is polled (pg_try_advisory_lock) because the pool's statement and query
 * timeouts would cancel a blocking wait for a first start's few minutes of seeding. A killed
 * holder's lock goes with its connection. SQLite serves one instance, and needs none.
 */
async function oneInstanceAtATime<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!isPostgres() || !pool) return work()
  const client = await pool.connect()
  try {
    const deadline = Date.now() + LOCK_WAIT_MS
    let waiting = false
    while (!(await client.query('SELECT pg_try_advisory_lock($1) AS locked', [PREPARE_LOCK])).rows[0]?.locked) {
      if (Date.now() > deadline) throw new Error('another instance held the database step for 15 minutes')
      if (!waiting) console.log('Another instance is preparing the database: waiting for it.')
      waiting = true
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined)
    client.release()
  }
}

export async function prepareDatabase(): Promise<void> {
  const payload = await getPayload({ config })
  const { migrations, admin, seed } = await oneInstanceAtATime(payload, async () => ({
    migrations: await migrate(payload),
    admin: await ensureAdministrator(payload),
    seed: await seedIfEmpty(payload),
  }))
  const categories = (await payload.count({ collection: 'product-categories', overrideAccess: true })).totalDocs
  if (categories === 0) throw new Error('the database has no content after seeding')

  console.log(`Database ready: ${migrations.length} migration(s) applied.`)
  console.log(
    seed.seeded
      ? `Seeded demo content in ${(seed.ms / 1000).toFixed(1)} s: ${Object.entries(seed.counts).map(([name, count]) => `${name} ${count}`).join(', ')}`
      : 'Content already present: nothing seeded.',
  )
  if (admin.created && admin.password) {
    console.log(`Admin: ${adminUrl()}  email ${admin.email}  password ${admin.password}`)
    if (admin.passwordSource === 'generated') console.log('This generated password is shown only once: sign in and change it.')
  } else {
    console.log(`Admin: ${adminUrl()}  email ${admin.email}  (existing account; password unchanged)`)
  }

  if (process.env.PREPARE_REPORT_FILE) {
    fs.writeFileSync(process.env.PREPARE_REPORT_FILE, JSON.stringify({ ok: true, seeded: seed.seeded, migrations }))
  }
}
