/**
 * Brings a database to a state the site can serve: applies the committed migrations, makes sure
 * there is an administrator, and seeds the demo content into an empty database. It checks its own
 * work and writes a JSON report to PREPARE_REPORT_FILE (see ./prepare.ts, which runs it).
 */
import fs from 'node:fs'

import { getPayload, type Payload } from 'payload'

import { isPostgres } from './database'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { oneInstanceAtATime } from './databaseLock'
import config from './payload.config'
import { fillSearchIndexIfEmpty } from './search/fill'
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

export async function prepareDatabase(): Promise<void> {
  const payload = await getPayload({ config })
  const { migrations, admin, seed, searchFilled } = await oneInstanceAtATime(payload, 'database step', async () => ({
    migrations: await migrate(payload),
    admin: await ensureAdministrator(payload),
    seed: await seedIfEmpty(payload),
    searchFilled: await fillSearchIndexIfEmpty(payload),
  }))
  const categories = (await payload.count({ collection: 'product-categories', overrideAccess: true })).totalDocs
  if (categories === 0) throw new Error('the database has no content after seeding')

  console.log(`Database ready: ${migrations.length} migration(s) applied.`)
  console.log(
    seed.seeded
      ? `Seeded demo content in ${(seed.ms / 1000).toFixed(1)} s: ${Object.entries(seed.counts).map(([name, count]) => `${name} ${count}`).join(', ')}`
      : 'Content already present: nothing seeded.',
  )
  if (searchFilled) console.log('Search index built from the published content.')
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
