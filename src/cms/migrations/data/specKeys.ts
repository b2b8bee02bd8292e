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

import { type LabelledRow, planSpecItems } from './specItemPlan'

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

/**
 * The specification items the seed's products knew when this migration was written (2026-11-25),
 * in their order: a copy, so that a later change to the seed cannot change what the migration does.
 */
const specLabels: Record<string, { zh: string; en: string }> = {
  cpu: { zh: '处理器', en: 'Processor' },
  os: { zh: '操作系统', en: 'Operating system' },
  memory: { zh: '内存 / 存储', en: 'Memory / storage' },
  display: { zh: '显示屏', en: 'Display' },
  battery: { zh: '电池', en: 'Battery' },
  protection: { zh: '防护等级', en: 'Ingress protection' },
  temperature: { zh: '工作温度', en: 'Operating temperature' },
  wireless: { zh: '无线通信', en: 'Wireless' },
  interfaces: { zh: '接口', en: 'Interfaces' },
  certifications: { zh: '认证', en: 'Certifications' },
  power: { zh: '电源输入', en: 'Power input' },
  expansion: { zh: '扩展', en: 'Expansion' },
  shock: { zh: '抗振抗冲击', en: 'Shock and vibration' },
  size: { zh: '尺寸 / 重量', en: 'Dimensions / weight' },
  cameras: { zh: '摄像头', en: 'Cameras' },
  detection: { zh: '检测功能', en: 'Detection' },
  output: { zh: '视频输出', en: 'Video output' },
  latency: { zh: '画面延迟', en: 'Latency' },
  storage: { zh: '录像存储', en: 'Recording' },
  alarms: { zh: '报警方式', en: 'Alerts' },
  isobus: { zh: 'ISOBUS 功能', en: 'ISOBUS functions' },
  gnss: { zh: '定位', en: 'Positioning' },
  controller: { zh: '控制器', en: 'Controller' },
  io: { zh: '输入输出', en: 'I/O' },
  keypad: { zh: '按键', en: 'Keys' },
  compatible: { zh: '适用机型', en: 'Fits' },
  material: { zh: '材质', en: 'Material' },
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
