/**
 * Spec §3/§9: the site's languages. The list, the enquiry's numeric codes and the language tags are
 * configuration (packages/front-door/languages.ts), shared with the server; which language a
 * visitor gets is the front door's decision (packages/front-door/visitor.ts), never made here.
 */
import { defaultLocale, isWritten, languageTag, languageValues, type Locale, locales, textLanguage, type WrittenLocale } from '@rugged/front-door/languages'

export {
  defaultLocale,
  isLocale,
  isWritten,
  languageCodes,
  languageTag,
  type Locale,
  locales,
  nativeLanguageName,
  textLanguage,
  untranslatedLanguage,
  type WrittenLocale,
  writtenLocales,
} from '@rugged/front-door/languages'

/** Each written language named in every one: `languageNames.en.zh` is 英文. */
export const languageNames: Record<WrittenLocale, Record<WrittenLocale, string>> = {
  zh: { zh: '中文', en: 'Chinese', ru: 'китайский' },
  en: { zh: '英文', en: 'English', ru: 'английский' },
  ru: { zh: '俄文', en: 'Russian', ru: 'русский' },
}

/** A language named for a reader: `languageName('en', 'zh')` is 英文; a further language as Intl names it there. */
export function languageName(named: Locale, reader: Locale): string {
  const language = textLanguage(reader)
  if (isWritten(named)) return languageNames[named][language]
  return new Intl.DisplayNames([languageTag(language)], { type: 'language' }).of(named) ?? named
}

const listWords: Record<WrittenLocale, { separator: string; or: string }> = {
  zh: { separator: '、', or: ' 或 ' },
  en: { separator: ', ', or: ' or ' },
  ru: { separator: ', ', or: ' или ' },
}

/** What a call may give as its language, in one language's words: `zh, en, 0 or 1`. */
export function languageChoices(locale: Locale): string {
  const { separator, or } = listWords[textLanguage(locale)]
  return `${languageValues.slice(0, -1).join(separator)}${or}${languageValues.at(-1)}`
}

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
