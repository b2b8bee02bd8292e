import fs from 'node:fs'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

import { isPostgres } from '@/cms/database'

import { databaseOf, runSql } from './databases'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Applies the committed migrations. They are passed in because Payload's own loader would import
 * the .ts files outside Vitest's transform, which Node cannot do.
 */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  const { migrations } = isPostgres() ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  return payload
}

let seeded: Promise<Payload> | undefined

/**
 * This test file's own database, migrated and holding the demo content: its database and media
 * folder become copies of the run's seeded template (seed-template.ts) before Payload opens them.
 */
export function seededPayload(): Promise<Payload> {
  seeded ??= copyTemplate().then(() => getPayload({ config }))
  return seeded
}

async function copyTemplate(): Promise<void> {
  const template = inject('seedTemplate')
  const own = databaseOf(process.env.DATABASE_URI!)
  if (isPostgres()) {
    await runSql(template.server, `DROP DATABASE ${own}`, `CREATE DATABASE ${own} TEMPLATE ${databaseOf(template.databaseUri)}`)
  } else {
    fs.copyFileSync(databaseOf(template.databaseUri), own)
  }
  fs.cpSync(template.mediaDir, process.env.MEDIA_DIR!, { recursive: true })
}
