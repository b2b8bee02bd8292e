/**
 * Seed content is written once with `{ zh, en }` pairs in place of every localized value.
 * `inLocale` turns such a tree into the data of one language; `withRowIds` copies array-row ids
 * from the first write's result into the second language's data, so Payload updates the
 * localized sub-fields of the existing rows instead of replacing the rows.
 */
import type { Locale } from '../../rules/language'
import { isPlainObject } from '../../rules/plainObject'
import { contentLanguages, type L } from './content/common'

/** The type of a bilingual tree once resolved to one language. */
export type InLocale<T> =
  T extends L<infer V>
    ? V
    : T extends readonly (infer U)[]
      ? InLocale<U>[]
      : T extends Buffer
        ? T
        : T extends object
          ? { -readonly [K in keyof T]: InLocale<T[K]> }
          : T

export function isLocalizedPair(value: unknown): value is L<unknown> {
  if (!isPlainObject(value)) return false
  return 'zh' in value && 'en' in value && Object.keys(value).every((key) => (contentLanguages as readonly string[]).includes(key))
}

export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  const walk = (node: unknown): unknown => {
    if (isLocalizedPair(node)) return node[locale]
    if (Array.isArray(node)) return node.map(walk)
    if (isPlainObject(node)) {
      const out: Record<string, unknown> = {}
      for (const [key, child] of Object.entries(node)) if (child !== undefined) out[key] = walk(child)
      return out
    }
    return node
  }
  return walk(value) as InLocale<T>
}

/**
 * Adds `id` to every array row of `data` from the row at the same position in `saved` (the
 * document returned by the first write), recursing into groups and nested arrays.
 */
export function withRowIds<T>(data: T, saved: unknown): T {
  if (Array.isArray(data)) {
    const savedRows = Array.isArray(saved) ? saved : []
    return data.map((row, index) => {
      const savedRow: unknown = savedRows[index]
      if (isPlainObject(row) && isPlainObject(savedRow) && typeof savedRow.id === 'string') {
        return { ...withRowIds(row, savedRow), id: savedRow.id }
      }
      return row
    }) as T
  }
  if (isPlainObject(data) && isPlainObject(saved)) {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(data)) {
      // Rich text is a whole value per locale; its nodes carry no row ids.
      out[key] = isPlainObject(value) && 'root' in value ? value : withRowIds(value, saved[key])
    }
    return out as T
  }
  return data
}
