/**
 * Upgrading a site from before drafts (issue 13): content that was public stays public. The
 * seeded database is taken back to the schema before drafts (the drafts migration's down, which
 * drops every `_status` column and version table) and migrated again; the site's reads give the
 * same products, news, events and pages as before. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPostgres } from '@/cms/database'
import { listEvents } from '@/data/events'
import { getHomeContent, getSiteSettings } from '@/data/globals'
import { getNewsPage } from '@/data/news'
import { getProduct, getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'

import { seededPayload } from './support/seeded'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']
type Migration = { name: string; down: (args: { db: unknown; payload: Payload; req: unknown }) => Promise<void> }

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

async function whatVisitorsSee() {
  const read = async (locale: 'zh' | 'en') => {
    const categories = await getProductCategories(locale)
    const first = categories[0]!.productList[0]!
    return {
      categories,
      product: await getProduct(locale, first.customizeUrl),
      solutions: await getSolutions(locale),
      news: await getNewsPage(locale, null, 1),
      events: await listEvents(locale),
      home: await getHomeContent(locale),
      site: await getSiteSettings(locale),
    }
  }
  return { zh: await read('zh'), en: await read('en') }
}

describe('migrating a site from before drafts', () => {
  it('serves the same products, news, events and pages, all published', async () => {
    const before = await whatVisitorsSee()
    expect(before.zh.categories.flatMap((category) => category.productList).length).toBeGreaterThanOrEqual(40)

    const { migrations } = isPostgres() ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
    // The drafts migration and every later one, undone newest first.
    const all = migrations as unknown as Migration[]
    const undone = all.slice(all.findIndex((migration) => migration.name.endsWith('_editorial_workflow'))).reverse()
    for (const migration of undone) {
      await migration.down({ db: payload.db.drizzle, payload, req: {} })
      await payload.delete({ collection: 'payload-migrations', where: { name: { equals: migration.name } }, overrideAccess: true })
    }
    await payload.db.migrate({ migrations: migrations as unknown as Migrations })

    expect(await whatVisitorsSee()).toEqual(before)
    const statuses = await payload.find({ collection: 'products', where: { _status: { not_equals: 'published' } }, limit: 1, overrideAccess: true })
    expect(statuses.totalDocs).toBe(0)
  })
})
