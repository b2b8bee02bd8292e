/**
 * Spec §3/§9: the site's languages. The list, the enquiry's numeric codes and the language tags are
 * configuration (packages/front-door/languages.ts), shared with the server; which language a
 * visitor gets is the front door's decision (packages/front-door/visitor.ts), never made here.
 */
import { defaultLocale, type Locale, locales } from '@rugged/front-door/languages'

export {
  defaultLocale,
  isLocale,
  isWritten,
  languageCodes,
  languageTag,
  type Locale,
  locales,
  textLanguage,
  untranslatedLanguage,
  type WrittenLocale,
  writtenLocales,
} from '@rugged/front-door/languages'

/** The site's other language: the target of every language switch. */
export function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? defaultLocale
}

/** Spec §4: the key under which the browser keeps the visitor's language. */
export const languageStorageKey = 'language'

/** How long the browser remembers the chosen language (the NEXT_LOCALE cookie). */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/** A site path without its leading language segment (`/en/mdm` → `/mdm`, `/zh` → `/`). */
export function withoutLocalePrefix(pathname: string): string {
  return pathname.replace(localePrefix, '') || '/'
}
const localePrefix = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`)

/** The other languages' prefixes as visitors' addresses carry them (`/en`, `/ru`; Chinese has none). */
const prefixedLocales = locales.filter((locale) => locale !== defaultLocale)
/** `(?:en|ru)`: a pattern for one of those prefixes' languages, to build address patterns with. */
export const prefixedLocalePattern = `(?:${prefixedLocales.join('|') || '(?!)'})`
const visiblePrefix = new RegExp(`^/${prefixedLocalePattern}(?=/|$)`)

/** The language prefix a visitor's address starts with (`/en/mdm` → `/en`), or '' for Chinese. */
export function localePrefixOf(pathname: string): string {
  return visiblePrefix.exec(pathname)?.[0] ?? ''
}

/** The language of a visitor's address, by its prefix: `/en/mdm` → en, `/mdm` → zh. */
export function pathLocale(pathname: string): Locale {
  return (localePrefixOf(pathname).slice(1) as Locale) || defaultLocale
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
