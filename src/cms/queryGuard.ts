/**
 * REST (and GraphQL) queries the database adapter cannot turn into SQL, refused with 400 before
 * they reach it. Payload checks that a `where` path exists and that the reader may query it, but
 * not the value: `where[createdAt][equals]=abc` (an invalid date), `where[category][in]=a,b` (ids
 * that are no numbers), `where[id][equals]=1e999`, or an operator the SQL adapters leave out for
 * our fields (`near`, `within`, `intersects`, `all`: point fields only, and we have none), or a
 * text match on a number or a date (`where[createdAt][like]=2024`) failed inside the adapter and
 * answered 500. Same for a value that is an object where the adapter wants
 * a scalar (`where[title][equals][$ne]=1`), and for a document id that is no number:
 * `/api/cms/products/abc`.
 */
import type { FlattenedField } from 'payload'

/** Operators Payload accepts but its SQL adapters implement for point fields only (or not at all). */
const unsupportedOperators = new Set(['all', 'within', 'intersects', 'near'])
const listOperators = new Set(['in', 'not_in'])
/**
 * Text matches, by the kinds they cannot take: SQL has LIKE for text columns, not for numbers or
 * dates (PostgreSQL refuses them); `contains` also finds an id in a relation to many.
 */
const textOperators: Record<string, readonly ValueKind[]> = { like: ['number', 'date'], not_like: ['number', 'date'], contains: ['date'] }

type ValueKind = 'number' | 'date' | 'free' | 'polymorphic'

/**
 * What a `where` path's values must be: numbers for ids and relations, dates for dates; a relation
 * to several collections takes an id or `{ relationTo, value }`.
 */
export function valueKind(path: string, fields: readonly FlattenedField[]): ValueKind {
  const [name = '', ...rest] = path.split('.')
  if (name === 'id' && rest.length === 0) return 'number'
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) return 'free'
  if (field.type === 'relationship' || field.type === 'upload') {
    if (Array.isArray(field.relationTo)) return rest.length === 0 ? 'polymorphic' : 'free'
    return rest.length === 0 || (rest.length === 1 && rest[0] === 'id') ? 'number' : 'free'
  }
  if (rest.length > 0) return field.type === 'group' || field.type === 'tab' ? valueKind(rest.join('.'), field.flattenedFields) : 'free'
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  return 'free'
}

/** The values an operator compares with: a list only for the list operators (a list elsewhere is one value that fits nothing). */
function valuesOf(operator: string, value: unknown): unknown[] {
  if (!listOperators.has(operator)) return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

/** `{ relationTo, value }`, the one object value a query may hold (for a relation to several collections). */
function isRelationValue(value: object): boolean {
  const { relationTo, value: id, ...rest } = value as Record<string, unknown>
  return Object.keys(rest).length === 0 && (relationTo === undefined || typeof relationTo === 'string') && fits('number', id ?? null)
}

function fits(kind: ValueKind, value: unknown): boolean {
  if (value === null || value === 'null') return true
  if (typeof value === 'object' && !(value instanceof Date)) return kind === 'polymorphic' && isRelationValue(value)
  if (kind === 'free') return true
  if (kind === 'polymorphic') return fits('number', value)
  if (kind === 'number') return (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isFinite(Number(value))
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? !Number.isNaN(new Date(value).getTime()) : false
}

/** The `where` paths (with their operator) whose operator or value the database cannot take. */
export function unqueryablePaths(where: unknown, fields: readonly FlattenedField[]): string[] {
  if (typeof where !== 'object' || where === null) return []
  const problems: string[] = []
  for (const [path, constraint] of Object.entries(where)) {
    if ((path.toLowerCase() === 'and' || path.toLowerCase() === 'or') && Array.isArray(constraint)) {
      for (const item of constraint) problems.push(...unqueryablePaths(item, fields))
      continue
    }
    if (typeof constraint !== 'object' || constraint === null) continue
    const kind = valueKind(path, fields)
    for (const [operator, value] of Object.entries(constraint)) {
      const refused =
        operator === 'exists'
          ? !fits('free', value)
          : unsupportedOperators.has(operator) ||
            (textOperators[operator]?.includes(kind) ?? false) ||
            !valuesOf(operator, value).every((item) => fits(kind, item))
      if (refused) {
        problems.push(`${path}.${operator}`)
      }
    }
  }
  return problems
}

/**
 * A document id in the address that cannot be a row's id when ids are numbers (`abc`, `1e999`,
 * `中`). Payload's REST routes hand it over already parsed (parseFloat: NaN, Infinity).
 */
export function isImpossibleId(id: unknown, idType: 'number' | 'text'): boolean {
  if (idType !== 'number' || id === undefined || id === null) return false
  const value = typeof id === 'number' ? id : /^\d+$/.test(String(id)) ? Number(id) : Number.NaN
  return !Number.isSafeInteger(value) || value < 1
}
