/**
 * Issue 38's data step (frozen copy of src/rules/productTitle.ts as of its day): every product,
 * and every stored version of one, gets its picker title from its model, titles and address.
 */
const locales = ['zh', 'en'] as const

const addressForm = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export function pickerTitle(model: string | null, titles: Partial<Record<string, string | null>>, address: string | null): string {
  const parts = [model?.trim() ?? '']
  for (const locale of locales) {
    const title = titles[locale]?.trim()
    if (title && !parts.includes(title)) parts.push(title)
  }
  if (address && addressForm(address) !== addressForm(model ?? '')) parts.push(`/${address}`)
  return parts.filter(Boolean).join(' · ')
}

export interface ProductRow {
  id: number
  model: string | null
  address: string | null
  locale: string | null
  title: string | null
}

/** Rows of (product or version, locale, title) → one title per product or version. */
export function pickerTitles(rows: readonly ProductRow[]): Map<number, string> {
  const byId = new Map<number, { model: string | null; address: string | null; titles: Record<string, string | null> }>()
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { model: row.model, address: row.address, titles: {} }
    if (row.locale) entry.titles[row.locale] = row.title
    byId.set(row.id, entry)
  }
  return new Map([...byId].map(([id, entry]) => [id, pickerTitle(entry.model, entry.titles, entry.address)]))
}

/** The two reads, in SQL both databases speak: products, then versions, each with its titles. */
export const productRowsQuery = {
  products: `SELECT p.id AS id, p.model AS model, p.customize_url AS address, l._locale AS locale, l.first_title AS title
    FROM products p LEFT JOIN products_locales l ON l._parent_id = p.id`,
  versions: `SELECT v.id AS id, v.version_model AS model, v.version_customize_url AS address, l._locale AS locale, l.version_first_title AS title
    FROM _products_v v LEFT JOIN _products_v_locales l ON l._parent_id = v.id`,
}
