/**
 * Issue 14 data step, hand-written: free specification labels become specification items.
 *
 * The combined migration's `up` calls `linkSpecItems` AFTER it has created the spec_items tables
 * and added `item_id` to products_specs and _products_v_version_specs, and BEFORE it drops their
 * locales tables' `label` column. Its `down` calls `restoreSpecLabels` after adding `label` back
 * and before dropping `item_id` and the spec_items tables. Plain SQL valid in SQLite and
 * PostgreSQL, run on the migration's own `db` (inside its transaction on PostgreSQL).
 */
import type { Payload } from 'payload'

import { specLabels } from '../../seed/content/products'
import { type LabelledRow, planSpecItems } from '../../../rules/specItemPlan'

type SqlTag = (typeof import('@payloadcms/db-sqlite'))['sql']
type Query = ReturnType<SqlTag>
type Rows = (query: Query) => Promise<Record<string, unknown>[]>

async function connect(db: unknown, payload: Payload): Promise<{ sql: SqlTag; rows: Rows }> {
  if (payload.db.name === 'postgres') {
    const { sql } = await import('@payloadcms/db-postgres')
    const pg = db as { execute(query: Query): Promise<{ rows: Record<string, unknown>[] }> }
    return { sql: sql as unknown as SqlTag, rows: async (query) => (await pg.execute(query)).rows }
  }
  const { sql } = await import('@payloadcms/db-sqlite')
  const lite = db as { all(query: Query): Promise<Record<string, unknown>[]> }
  return { sql, rows: (query) => lite.all(query) }
}

/** The spec rows of both tables with their labels per language (and the product's category). */
async function labelledRows(sql: SqlTag, rows: Rows) {
  const read = async (published: boolean): Promise<LabelledRow[]> => {
    const found = published
      ? await rows(sql`SELECT s.id AS row, l._locale AS locale, l.label AS label, p.category_id AS category
          FROM products_specs s JOIN products p ON p.id = s._parent_id
          JOIN products_specs_locales l ON l._parent_id = s.id`)
      : await rows(sql`SELECT s.id AS row, l._locale AS locale, l.label AS label, NULL AS category
          FROM _products_v_version_specs s JOIN _products_v_version_specs_locales l ON l._parent_id = s.id`)
    const byRow = new Map<string | number, LabelledRow>()
    for (const { row, locale, label, category } of found) {
      const key = row as string | number
      const entry = byRow.get(key) ?? { row: key, label: {}, category: category == null ? null : Number(category) }
      entry.label[locale as 'zh' | 'en'] = label as string | null
      byRow.set(key, entry)
    }
    return [...byRow.values()]
  }
  return { published: await read(true), versions: await read(false) }
}

/** Creates one item per distinct label pair and links every spec row, published and versions. */
export async function linkSpecItems({ db, payload }: { db: unknown; payload: Payload }): Promise<void> {
  const { sql, rows } = await connect(db, payload)
  const { published, versions } = await labelledRows(sql, rows)
  const plan = planSpecItems([...published, ...versions], specLabels)
  const itemIds = new Map<string, number>()
  for (const item of plan.items) {
    const [created] = await rows(sql`INSERT INTO spec_items (key, "order") VALUES (${item.key}, ${item.order}) RETURNING id`)
    const id = Number(created!.id)
    itemIds.set(item.key, id)
    for (const locale of ['zh', 'en'] as const) {
      await rows(sql`INSERT INTO spec_items_locales (label, _locale, _parent_id) VALUES (${item.label[locale]}, ${locale}, ${id})`)
    }
    for (const [index, category] of item.categories.entries()) {
      await rows(sql`INSERT INTO spec_items_rels ("order", parent_id, path, product_categories_id)
        VALUES (${index + 1}, ${id}, 'categories', ${category})`)
    }
  }
  const versionRows = new Set(versions.map((entry) => entry.row))
  for (const { row } of published) {
    await rows(sql`UPDATE products_specs SET item_id = ${itemIds.get(plan.links.get(row)!) ?? null} WHERE id = ${row}`)
  }
  for (const row of versionRows) {
    await rows(sql`UPDATE _products_v_version_specs SET item_id = ${itemIds.get(plan.links.get(row)!) ?? null} WHERE id = ${row}`)
  }
}

/** The way back: every spec row's label, per language, from its item. */
export async function restoreSpecLabels({ db, payload }: { db: unknown; payload: Payload }): Promise<void> {
  const { sql, rows } = await connect(db, payload)
  await rows(sql`UPDATE products_specs_locales SET label = (
    SELECT i.label FROM products_specs s JOIN spec_items_locales i ON i._parent_id = s.item_id
    WHERE s.id = products_specs_locales._parent_id AND i._locale = products_specs_locales._locale)`)
  await rows(sql`UPDATE _products_v_version_specs_locales SET label = (
    SELECT i.label FROM _products_v_version_specs s JOIN spec_items_locales i ON i._parent_id = s.item_id
    WHERE s.id = _products_v_version_specs_locales._parent_id AND i._locale = _products_v_version_specs_locales._locale)`)
}
