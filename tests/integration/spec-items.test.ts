/**
 * Issue 14 specification items: the seed links every spec row to an item of the dictionary; a
 * site from before (main's migrations and seed: free labels) comes out of the spec-keys migration
 * with every row linked and the same labels and values in both languages; the comparison loads.
 * SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPostgres } from '@/cms/database'
import { specLabels } from '@/cms/seed/content/products'
import { getComparison } from '@/data/compare'
import { getProduct, getProductCategories, specRows } from '@/data/products'
import { queryRows } from '@/data/sql'

import { seededPayload } from './support/seeded'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']
type Migration = { name: string; down: (args: { db: unknown; payload: Payload; req: unknown }) => Promise<void> }

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

/** Each product's rows as the product pages show them (the data layer's mapping), per language. */
async function allSpecs() {
  const read = async (locale: 'zh' | 'en') => {
    const urls = (await getProductCategories(locale)).flatMap((category) => category.productList.map((product) => product.customizeUrl))
    const products = (await payload.find({ collection: 'products', locale, depth: 1, pagination: false, select: { customizeUrl: true, specs: true } })).docs
    return urls.map((url) => [url, specRows(products.find((product) => product.customizeUrl === url)!).map(({ label, value }) => ({ label, value }))] as const)
  }
  return { zh: await read('zh'), en: await read('en') }
}

async function unlinkedRows(): Promise<number> {
  const [published] = await queryRows<{ n: number }>(payload, (sql) => sql`SELECT COUNT(*) AS n FROM products_specs WHERE item_id IS NULL`)
  const [versions] = await queryRows<{ n: number }>(payload, (sql) => sql`SELECT COUNT(*) AS n FROM _products_v_version_specs WHERE item_id IS NULL`)
  return Number(published!.n) + Number(versions!.n)
}

describe('specification items', () => {
  it('are seeded first, one per dictionary entry, and every seeded row names one', async () => {
    const items = await payload.find({ collection: 'spec-items', locale: 'en', pagination: false, sort: 'order', depth: 0 })
    expect(items.docs.map((item) => item.key)).toEqual(Object.keys(specLabels))
    expect(items.docs.map((item) => item.label)).toEqual(Object.values(specLabels).map((label) => label.en))
    expect(items.docs.every((item) => (item.categories ?? []).length > 0)).toBe(true)
    expect(await unlinkedRows()).toBe(0)
    const [rows] = await queryRows<{ n: number }>(payload, (sql) => sql`SELECT COUNT(*) AS n FROM products_specs`)
    expect(Number(rows!.n)).toBeGreaterThan(200)
  })

  it('offer a product the items of its category and those of every category', async () => {
    const [item] = (await payload.find({ collection: 'spec-items', where: { key: { equals: 'isobus' } }, depth: 0 })).docs
    const categories = item!.categories as number[]
    const other = (await getProductCategories('zh')).find((category) => !categories.includes(category.id))!
    const offered = async (category: number) =>
      (await payload.find({ collection: 'spec-items', pagination: false, depth: 0, where: { or: [{ categories: { exists: false } }, { categories: { in: [category] } }] } })).docs.map((doc) => doc.key)
    expect(await offered(categories[0]!)).toContain('isobus')
    expect(await offered(other.id)).not.toContain('isobus')
    await payload.create({ collection: 'spec-items', data: { key: 'colour', label: '颜色', order: 999 }, locale: 'zh', overrideAccess: true })
    expect(await offered(other.id)).toContain('colour')
    await payload.delete({ collection: 'spec-items', where: { key: { equals: 'colour' } }, overrideAccess: true })
  })

  it('load the comparison: known products in order, unknown keys set aside, rows aligned', async () => {
    const first = (await getProductCategories('en'))[0]!.productList
    const other = (await getProductCategories('en'))[1]!.productList[0]!
    const comparison = await getComparison('en', [first[0]!.customizeUrl, 'no-such-product', String(other.id), first[1]!.customizeUrl])
    expect(comparison.products.map((product) => product.id)).toEqual([first[0]!.id, other.id, first[1]!.id])
    expect(comparison.unknown).toEqual(['no-such-product'])
    expect(comparison.rows[0]!.key).toBe('cpu')
    expect(comparison.rows.every((row) => row.values.length === 3)).toBe(true)
    const order = Object.keys(specLabels)
    const positions = comparison.rows.map((row) => order.indexOf(row.key))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(comparison.rows.some((row) => row.values.includes(null))).toBe(true)
    expect((await getComparison('en', [])).products).toEqual([])
  })
})

describe('migrating a site whose spec rows have free labels', () => {
  it('links every row to an item and keeps labels and values in both languages', async () => {
    const { migrations } = isPostgres() ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
    const specKeys = (migrations as unknown as Migration[]).find((migration) => migration.name.endsWith('_search_and_compare'))!
    // The product addresses in list order, read while Payload still matches the database.
    const urls = (await getProductCategories('zh')).flatMap((category) => category.productList.map((product) => product.customizeUrl))
    const sample = urls[0]!

    // Back to main's schema: free labels, no items.
    await specKeys.down({ db: payload.db.drizzle, payload, req: {} })
    await payload.delete({ collection: 'payload-migrations', where: { name: { equals: specKeys.name } }, overrideAccess: true })
    const [unlabelled] = await queryRows<{ n: number }>(payload, (sql) => sql`SELECT COUNT(*) AS n FROM products_specs_locales WHERE label IS NULL`)
    expect(Number(unlabelled!.n)).toBe(0)
    const [unlabelledVersions] = await queryRows<{ n: number }>(payload, (sql) => sql`SELECT COUNT(*) AS n FROM _products_v_version_specs_locales WHERE label IS NULL`)
    expect(Number(unlabelledVersions!.n)).toBe(0)
    // An editor's own label, outside the dictionary, on the first row of one product.
    await queryRows(payload, (sql) => sql`UPDATE products_specs_locales SET label = CASE WHEN _locale = 'zh' THEN '整机颜色' ELSE 'Colour' END
      WHERE _parent_id = (SELECT s.id FROM products_specs s JOIN products p ON p.id = s._parent_id WHERE p.customize_url = ${sample} AND s._order = 1)`)
    const before = await allSpecsFromLabels(urls)

    await payload.db.migrate({ migrations: migrations as unknown as Migrations })

    expect(await unlinkedRows()).toBe(0)
    expect(await allSpecs()).toEqual(before)
    const colour = await payload.find({ collection: 'spec-items', where: { key: { equals: 'colour' } }, locale: 'zh', depth: 0 })
    expect(colour.docs.map((item) => item.label)).toEqual(['整机颜色'])
    const items = await payload.count({ collection: 'spec-items' })
    expect(items.totalDocs).toBe(Object.keys(specLabels).length + 1)
    // The product page reads the same rows.
    const page = await getProduct('en', sample)
    expect(page!.specs[0]).toEqual({ label: 'Colour', value: before.en[0]![1][0]!.value })
  }, 600_000)
})

/** What the product pages showed before the migration: each product's rows, label and value, per language. */
async function allSpecsFromLabels(urls: string[]) {
  const read = async (locale: 'zh' | 'en') => {
    const rows = await queryRows<{ url: string; label: string; value: string }>(
      payload,
      (sql) => sql`SELECT p.customize_url AS url, l.label AS label, l.value AS value FROM products p
        JOIN products_specs s ON s._parent_id = p.id JOIN products_specs_locales l ON l._parent_id = s.id AND l._locale = ${locale}
        ORDER BY p."order", p.created_at, s._order`,
    )
    return urls.map((url) => [url, rows.filter((row) => row.url === url).map(({ label, value }) => ({ label, value }))] as const)
  }
  return { zh: await read('zh'), en: await read('en') }
}
