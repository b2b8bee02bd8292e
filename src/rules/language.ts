/** Spec §3/§9: the site's languages, their numeric codes for the enquiry, and the default. */
export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh'

export const languageCodes: Record<Locale, 0 | 1> = { zh: 0, en: 1 }

/** Each language named in itself, as a language choice shows it to someone who reads only that one. */
export const nativeLanguageNames: Record<Locale, string> = { zh: '中文', en: 'English' }

/**
 * The forms other standards write a language in:
 * - `bcp47`: `<html lang>`, hreflang, JSON-LD and Intl number and list formats (zh-CN, en);
 * - `openGraph`: og:locale (zh_CN, en_US);
 * - `dates`: Intl dates and figures as the site writes them, day before month in English (zh-CN, en-GB).
 */
const languageTags = {
  bcp47: { zh: 'zh-CN', en: 'en' },
  openGraph: { zh: 'zh_CN', en: 'en_US' },
  dates: { zh: 'zh-CN', en: 'en-GB' },
} as const satisfies Record<string, Record<Locale, string>>

export function languageTag(locale: Locale, form: keyof typeof languageTags = 'bcp47'): string {
  return languageTags[form][locale]
}

/** The site's other language: the target of every language switch. */
export function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? defaultLocale
}

/** Spec §4: the key under which the browser keeps the visitor's language. */
export const languageStorageKey = 'language'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Accepts `zh`/`en` and the numeric codes `0`/`1` (as number or string); anything else is null. */
export function parseLanguage(value: unknown): Locale | null {
  if (isLocale(value)) return value
  // Only the plain digits count: '0x1', ' 1' or '1.0' are not language codes.
  const code = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value
  const match = locales.find((locale) => languageCodes[locale] === code)
  return match ?? null
}

/** Like parseLanguage, falling back to the default language when the value is missing or unknown. */
export function languageOrDefault(value: unknown): Locale {
  return parseLanguage(value) ?? defaultLocale
}

/** How long the browser remembers the chosen language (the NEXT_LOCALE cookie). */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/** A site path without its leading language segment (`/en/mdm` → `/mdm`, `/zh` → `/`). */
export function withoutLocalePrefix(pathname: string): string {
  return pathname.replace(/^\/(?:en|zh)(?=\/|$)/, '') || '/'
}

/** A site path (as built by `paths`) in one language: Chinese has no prefix, English /en. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * An href of this site (path, query and hash) in one language: `/product-list?i=2` →
 * `/en/product-list?i=2`. Anything else (another site, a #fragment, mailto:) is returned as is.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const split = href.search(/[?#]/)
  const path = split === -1 ? href : href.slice(0, split)
  return localizedPath(path, locale) + (split === -1 ? '' : href.slice(split))
}

/** The Accept-Language entry with the highest weight (the first one on a tie), if it is zh or en. */
export function acceptLanguage(header: string | null | undefined): Locale | null {
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
  const primary = best?.tag.split('-')[0]
  return isLocale(primary) ? primary : null
}

/**
 * The visitor's language, the one rule of every API answer (issue 25): the `language` the call
 * declares — the body's, then the query's, where the spec has one — when it is valid, else the
 * Accept-Language entry with the highest weight, else Chinese (spec §9).
 */
export function visitorLanguage(declared: readonly unknown[], acceptLanguageHeader: string | null | undefined): Locale {
  for (const value of declared) {
    const language = parseLanguage(value)
    if (language) return language
  }
  return acceptLanguage(acceptLanguageHeader) ?? defaultLocale
}
