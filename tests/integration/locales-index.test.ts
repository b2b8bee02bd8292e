/**
 * Issue 36: every `_locales` table is indexed by its parent on the migrated database (SQLite and
 * PostgreSQL), so that reading a localized array looks up its translations rather than scanning
 * them once per row; and the read that was slow uses the index.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPostgres } from '@/cms/database'
import { queryRows } from '@/data/sql'

import { migratedPayload } from './support/seeded'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})

/** Each `_locales` table with the leading column of each of its indexes. */
async function leadingIndexColumns(): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; leading: string }>(payload, (sql, dialect) =>
    dialect === 'postgres'
      ? sql`SELECT t.relname AS table_name, a.attname AS leading
          FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
          WHERE n.nspname = current_schema() AND t.relname LIKE '%\\_locales'`
      : sql`SELECT m.name AS table_name, (SELECT c.name FROM pragma_index_info(l.name) c WHERE c.seqno = 0) AS leading
          FROM sqlite_master m JOIN pragma_index_list(m.name) l
          WHERE m.type = 'table' AND m.name LIKE '%\\_locales' ESCAPE '\\'`,
  )
  const tables = new Map<string, string[]>()
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.leading])
  return tables
}

describe('issue 36 translations looked up by their parent', () => {
  it('gives every _locales table an index that starts with _parent_id', async () => {
    const tables = await leadingIndexColumns()
    expect(tables.size).toBeGreaterThan(50)
    const without = [...tables].filter(([, leading]) => !leading.includes('_parent_id')).map(([table]) => table)
    expect(without).toEqual([])
  })

  // PostgreSQL plans an empty table as a scan whatever its indexes: the plan is SQLite's.
  it.runIf(!isPostgres())('reads the translations of a localized array through that index', async () => {
    const plan = await queryRows<Record<string, unknown>>(payload, (sql) => sql`EXPLAIN QUERY PLAN SELECT value FROM products_specs_locales WHERE _parent_id = 1`)
    expect(JSON.stringify(plan)).toMatch(/products_specs_locales_parent_id_idx/)
  })
})
