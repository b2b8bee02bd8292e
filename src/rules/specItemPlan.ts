/**
 * Issue 14: turning free specification labels into specification items (the spec-keys data
 * step). Pure: the migration reads the rows, this decides the items, the migration writes them.
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
 * appearance, keyed from its English (else Chinese) label. A missing language takes the other's
 * label, as the site's fallback showed it.
 */
export function planSpecItems(rows: LabelledRow[], dictionary: Record<string, { zh: string; en: string }>): SpecItemPlan {
  const dictionaryKeys = Object.keys(dictionary)
  const byPair = new Map<string, PlannedItem>()
  const usedKeys = new Set<string>()
  const links = new Map<string | number, string>()
  const extras: PlannedItem[] = []
  for (const { row, label, category } of rows) {
    const zh = label.zh?.trim() || label.en?.trim() || ''
    const en = label.en?.trim() || zh
    if (!zh) continue
    const pair = `${zh}\u0000${en}`
    let item = byPair.get(pair)
    if (!item) {
      const known = dictionaryKeys.find((key) => dictionary[key]!.zh === zh && dictionary[key]!.en === en)
      item = { key: known ?? '', label: { zh, en }, order: 0, categories: [] }
      if (known) item.order = (dictionaryKeys.indexOf(known) + 1) * 10
      else extras.push(item)
      if (known) usedKeys.add(known)
      byPair.set(pair, item)
    }
    if (category !== null && !item.categories.includes(category)) item.categories.push(category)
    links.set(row, pair)
  }
  // Keys for the pairs outside the dictionary, unique among all keys.
  for (const [index, item] of extras.entries()) {
    const base = asciiSlug(item.label.en) || asciiSlug(item.label.zh) || 'item'
    let key = base
    for (let n = 2; usedKeys.has(key) || dictionaryKeys.includes(key); n++) key = `${base}-${n}`
    usedKeys.add(key)
    item.key = key
    item.order = (dictionaryKeys.length + index + 1) * 10
  }
  for (const [row, pair] of links) links.set(row, byPair.get(pair)!.key)
  const items = [...byPair.values()].sort((a, b) => a.order - b.order)
  for (const item of items) item.categories.sort((a, b) => a - b)
  return { items, links }
}
