import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { isPostgres } from '@/cms/database'
import { seedIfEmpty } from '@/cms/seed'

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

/** This test file's own database, migrated and holding the demo content. */
export async function seededPayload(): Promise<Payload> {
  const payload = await migratedPayload()
  await seedIfEmpty(payload)
  return payload
}
