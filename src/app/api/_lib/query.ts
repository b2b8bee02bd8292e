import { parseId } from '@/data/ids'

import { repeated, singleValue } from './language'

/**
 * Query parameter parsers. Each takes the raw value (undefined when absent or empty) and
 * returns the parsed value or `invalid`. A route declares its parameters as a schema of these;
 * the route wrapper validates them all before the handler runs (so bad input is a 400, never
 * an error thrown into the 5xx path).
 */
export const invalid = Symbol('invalid')
export type Parser<T> = (raw: string | undefined) => T | typeof invalid
export type QuerySchema = Record<string, Parser<unknown>>
export type ParsedQuery<S extends QuerySchema> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof invalid> }

/** An optional database id: a positive integer written in plain decimal digits. */
export const optionalId: Parser<number | undefined> = (raw) => (raw === undefined ? undefined : (parseId(raw) ?? invalid))

/** A page number: a positive integer, 1 when absent. */
export const pageNumber: Parser<number> = (raw) => (raw === undefined ? 1 : (parseId(raw) ?? invalid))

/** The URL-safe key editors give a product (lower-case letters, digits and hyphens), or an id. */
export const optionalSlug: Parser<string | undefined> = (raw) => {
  if (raw === undefined) return undefined
  return raw.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) ? raw : invalid
}

/** Free text up to `max` characters without control characters. */
export function optionalText(max: number): Parser<string | undefined> {
  return (raw) => {
    if (raw === undefined) return undefined
    // eslint-disable-next-line no-control-regex
    return raw.length <= max && !/[\u0000-\u001f\u007f]/.test(raw) ? raw : invalid
  }
}

/** Parses `searchParams` by `schema`: the values, or the name of the first invalid or repeated parameter. */
export function parseQuery<S extends QuerySchema>(
  searchParams: URLSearchParams,
  schema: S,
): { ok: true; query: ParsedQuery<S> } | { ok: false; param: string } {
  const query: Record<string, unknown> = {}
  for (const [name, parse] of Object.entries(schema)) {
    const raw = singleValue(searchParams, name)
    if (raw === repeated) return { ok: false, param: name }
    const value = parse(raw)
    if (value === invalid) return { ok: false, param: name }
    query[name] = value
  }
  return { ok: true, query: query as ParsedQuery<S> }
}
