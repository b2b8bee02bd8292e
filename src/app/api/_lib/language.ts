import { languageValue } from '@rugged/front-door'

import { defaultLocale, type Locale } from '@/rules/language'

/*
 * The `language` query parameter. The visitor's language (the language of every message) is
 * decided once per request by the front door (packages/front-door, read by `handle`); a read's content
 * is in the parameter's language, Chinese when it is absent (spec §9), so that a shared cache can
 * keep one copy per address.
 */

/** A query parameter given at most once: its value, undefined when absent or empty, or 'repeated'. */
export function singleValue(searchParams: URLSearchParams, name: string): string | undefined | typeof repeated {
  const values = searchParams.getAll(name)
  if (values.length > 1) return repeated
  const value = values[0]
  return value === undefined || value === '' ? undefined : value
}
export const repeated = Symbol('repeated')

/** The `language` query parameter as a Locale (zh when missing or empty); null when invalid or repeated. */
export function queryLanguage(searchParams: URLSearchParams): Locale | null {
  const raw = singleValue(searchParams, 'language')
  if (raw === undefined) return defaultLocale
  return raw === repeated ? null : languageValue(raw)
}
