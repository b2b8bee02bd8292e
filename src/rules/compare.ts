/**
 * Issue 14 product comparison, pure: the `ids` of /product-compare, rows aligned by
 * specification item across products, and which rows differ.
 */
import { compareMaxProducts } from './limits'

export interface ParsedCompareIds {
  /** Distinct keys (customizeUrls or ids) to look up, at most compareMaxProducts. */
  keys: string[]
  /** Entries that cannot be a product's key (shown as unknown, never looked up). */
  malformed: string[]
  /** More than compareMaxProducts were asked for; the first ones are kept. */
  truncated: boolean
}

const keyPattern = /^[\p{L}\p{N}._~-]{1,100}$/u

/** `a,b,c` (or repeated `ids` parameters) → keys in order, duplicates and blanks left out. */
export function parseCompareIds(raw: string | string[] | undefined): ParsedCompareIds {
  const entries = [raw ?? []].flat().flatMap((value) => value.split(','))
  const keys: string[] = []
  const malformed: string[] = []
  let truncated = false
  for (const entry of entries.map((value) => value.trim()).filter(Boolean)) {
    if (!keyPattern.test(entry)) {
      if (!malformed.includes(entry)) malformed.push(entry.slice(0, 40))
    } else if (!keys.includes(entry)) {
      if (keys.length < compareMaxProducts) keys.push(entry)
      else truncated = true
    }
  }
  return { keys, malformed, truncated }
}

export interface ComparedSpec {
  key: string
  order: number
  label: string
  value: string
}

export interface ComparisonRow {
  key: string
  label: string
  /** One value per product, in column order; null where the product lacks the item. */
  values: (string | null)[]
  differs: boolean
}

/**
 * One row per specification item found in any product, ordered by the item's order (then first
 * appearance); the label is the first product's that has the item.
 */
export function alignSpecRows(products: { specs: ComparedSpec[] }[]): ComparisonRow[] {
  const rows = new Map<string, { order: number; label: string; values: (string | null)[] }>()
  products.forEach(({ specs }, column) => {
    for (const spec of specs) {
      if (!spec.key) continue
      const row = rows.get(spec.key) ?? { order: spec.order, label: spec.label, values: products.map(() => null) }
      row.values[column] ??= spec.value
      rows.set(spec.key, row)
    }
  })
  return [...rows]
    .map(([key, row], index) => ({ key, index, ...row }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ key, label, values }) => ({ key, label, values, differs: valuesDiffer(values) }))
}

/** Whether the products disagree on a row (a missing value differs from any value). */
export function valuesDiffer(values: (string | null)[]): boolean {
  return new Set(values.map((value) => (value === null ? null : value.trim().toLowerCase()))).size > 1
}

/** The rows shown: all of them, or only those that differ. */
export function visibleRows(rows: ComparisonRow[], differencesOnly: boolean): ComparisonRow[] {
  return differencesOnly ? rows.filter((row) => row.differs) : rows
}
