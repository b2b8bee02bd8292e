/**
 * Issue 14: turning free specification labels into specification items (the spec-keys data
 * step). Pure: the migration reads the rows, this decides the items, the migration writes them.
 * Part of the search-and-compare migrations, and frozen with them (nothing outside
 * src/cms/migrations may change what they do).
 */
export interface LabelPair {
  zh?: string | null
  en?: string | null
}

export interface LabelledRow {
  /** The row's id in its table (a string in products_specs, a number in the version table). */
  row: string | number
  label: LabelPair
  /** The product's category, for the item's categories; null for version rows. */
  category: number | null
}

export interface PlannedItem {
  key: string
  label: { zh: string; en: string }
  order: number
  categories: number[]
}

export interface SpecItemPlan {
  items: PlannedItem[]
  /** Row id → item key; rows without any label are left out. */
  links: Map<string | number, string>
}

const asciiSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * One item per distinct (zh, en) label pair. A pair equal to an entry of the dictionary takes its
 * key and its place in the order; any other pair becomes an item after them, in order of first
 * appearance, keyed from its English (else Chinese) label. A row labelled in one language only (a
 * version saved before its translation) joins the item with that label in that language, found
 * among the dictionary and the complete pairs; failing that, the missing language takes the
 * other's label, as the site's fallback showed it.
 */
export function planSpecItems(rows: LabelledRow[], dictionary: Record<string, { zh: string; en: string }>): SpecItemPlan {
  const dictionaryKeys = Object.keys(dictionary)
  const byPair = new Map<string, PlannedItem>()
  const extras: PlannedItem[] = []
  const links = new Map<string | number, PlannedItem>()
  const pairKey = (label: { zh: string; en: string }) => `${label.zh}\u0000${label.en}`
  const itemFor = (label: { zh: string; en: string }): PlannedItem => {
    let item = byPair.get(pairKey(label))
    if (!item) {
      const known = dictionaryKeys.find((key) => pairKey(dictionary[key]!) === pairKey(label))
      item = { key: known ?? '', label, order: known ? (dictionaryKeys.indexOf(known) + 1) * 10 : 0, categories: [] }
      if (!known) extras.push(item)
      byPair.set(pairKey(label), item)
    }
    return item
  }
  const link = (row: LabelledRow, item: PlannedItem) => {
    if (row.category !== null && !item.categories.includes(row.category)) item.categories.push(row.category)
    links.set(row.row, item)
  }
  const trimmed = rows.map((row) => ({ row, zh: row.label.zh?.trim() ?? '', en: row.label.en?.trim() ?? '' }))
  for (const { row, zh, en } of trimmed) if (zh && en) link(row, itemFor({ zh, en }))
  for (const { row, zh, en } of trimmed) {
    if ((zh && en) || (!zh && !en)) continue
    const language = zh ? 'zh' : 'en'
    const text = zh || en
    const pairs = [...byPair.values()].map((item) => item.label).concat(Object.values(dictionary))
    link(row, itemFor(pairs.find((label) => label[language] === text) ?? { zh: text, en: text }))
  }
  // Keys for the pairs outside the dictionary, unique among all keys.
  const usedKeys = new Set(dictionaryKeys)
  for (const [index, item] of extras.entries()) {
    const base = asciiSlug(item.label.en) || asciiSlug(item.label.zh) || 'item'
    let key = base
    for (let n = 2; usedKeys.has(key); n++) key = `${base}-${n}`
    usedKeys.add(key)
    item.key = key
    item.order = (dictionaryKeys.length + index + 1) * 10
  }
  const items = [...byPair.values()].sort((a, b) => a.order - b.order)
  for (const item of items) item.categories.sort((a, b) => a - b)
  return { items, links: new Map([...links].map(([row, item]) => [row, item.key])) }
}
