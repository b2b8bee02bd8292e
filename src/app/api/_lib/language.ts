import { defaultLocale, isLocale, parseLanguage, type Locale } from '@/rules/language'
import { message } from '@/rules/messages'

import { isJsonContentType, readBodyCapped } from './body'
import { fail } from './envelope'

/**
 * The language of an answer's message before (or without) a valid `language` parameter:
 * the `language` query parameter if it is valid, else the first choice of Accept-Language
 * when that is Chinese or English, else Chinese (spec §9 default).
 */
export function fallbackLocale(request: Request): Locale {
  const fromQuery = singleValue(new URL(request.url).searchParams, 'language')
  const parsed = typeof fromQuery === 'string' ? parseLanguage(fromQuery) : null
  return parsed ?? acceptLanguage(request.headers.get('accept-language')) ?? defaultLocale
}

/**
 * The language of an answer given before the handler read the body (the database was away at the
 * rate-limit step): a valid `language` query parameter, else the `language` of a JSON body not yet
 * read — the enquiry and event forms send it there, not in the query — else as fallbackLocale.
 */
export async function visitorLocale(request: Request, maxBodyBytes: number): Promise<Locale> {
  const fromQuery = singleValue(new URL(request.url).searchParams, 'language')
  const queried = typeof fromQuery === 'string' ? parseLanguage(fromQuery) : null
  if (queried) return queried
  if (request.body && !request.bodyUsed && isJsonContentType(request.headers.get('content-type'))) {
    const read = await readBodyCapped(request, maxBodyBytes)
    if (read.ok) {
      try {
        const body: unknown = JSON.parse(new TextDecoder().decode(read.bytes))
        const language = typeof body === 'object' && body !== null ? parseLanguage((body as { language?: unknown }).language) : null
        if (language) return language
      } catch {
        // Not JSON: the headers decide.
      }
    }
  }
  return fallbackLocale(request)
}

/** The Accept-Language entry with the highest weight (the first one on a tie), if it is zh or en. */
export function acceptLanguage(header: string | null): Locale | null {
  if (!header) return null
  let best: { tag: string; q: number } | null = null
  for (const part of header.split(',').slice(0, 20)) {
    const [rawTag = '', ...rest] = part.trim().split(';')
    const tag = rawTag.trim().toLowerCase()
    if (!tag) continue
    let q = 1
    for (const param of rest) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)
      if (match) q = Number(match[1])
    }
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { tag, q }
  }
  if (!best) return null
  const primary = best.tag.split('-')[0]
  return isLocale(primary) ? primary : null
}

/** A query parameter given at most once: its value, undefined when absent or empty, or 'repeated'. */
export function singleValue(searchParams: URLSearchParams, name: string): string | undefined | typeof repeated {
  const values = searchParams.getAll(name)
  if (values.length > 1) return repeated
  const value = values[0]
  return value === undefined || value === '' ? undefined : value
}
export const repeated = Symbol('repeated')

/**
 * The `language` query parameter (spec §7): zh, en, 0 or 1; missing or empty means zh.
 * An invalid or repeated value is answered with a 400 in `errorLocale`.
 */
export function requestLanguage(searchParams: URLSearchParams, errorLocale: Locale = defaultLocale): Locale | Response {
  return queryLanguage(searchParams) ?? fail(400, message('invalidLanguage', errorLocale), { data: { field: 'language' } })
}

/** The `language` query parameter as a Locale (zh when missing or empty); null when invalid or repeated. */
export function queryLanguage(searchParams: URLSearchParams): Locale | null {
  const raw = singleValue(searchParams, 'language')
  if (raw === undefined) return defaultLocale
  return raw === repeated ? null : parseLanguage(raw)
}
