/**
 * Spec §3/§9 and issue 40: the languages the site is written in (every table of texts in the code
 * and the demo content has each of them), Chinese first and the default.
 */
export const writtenLocales = ['zh', 'en', 'ru'] as const
export type WrittenLocale = (typeof writtenLocales)[number]

declare const further: unique symbol
/**
 * A language the site can serve: one it is written in, or a further one that the configuration
 * names (issue 40), whose texts in the code are read in English (`textLanguage`). Branded, so that
 * no string becomes one unchecked: only the list and `isLocale` make them.
 */
export type Locale = WrittenLocale | (string & { readonly [further]: true })
export const defaultLocale: WrittenLocale = 'zh'

/**
 * The site's languages as `SITE_LANGUAGES` lists them (unset or empty: every written language,
 * zh,en,ru): Chinese first, written or further ones. The one list: Payload's localization,
 * next-intl, the routes and the front door read it. The setting is checked where it enters
 * (./languageSetting.ts: the start and the build, which inlines it for the browser and is redone
 * when it changes), so this copy, which every page loads, only reads it.
 */
export const locales: readonly Locale[] = listedLanguages(process.env.SITE_LANGUAGES)

export function listedLanguages(configured?: string): Locale[] {
  return [...new Set((configured?.trim() || writtenLocales.join(',')).split(',').map((name) => name.trim()).filter(Boolean))] as Locale[]
}

export function isWritten(language: string): language is WrittenLocale {
  return (writtenLocales as readonly string[]).includes(language)
}

/**
 * The language a table of texts in the code is read in: the language itself when the site is
 * written in it, else English, the site's international language (issue 40).
 */
export function textLanguage(locale: Locale): WrittenLocale {
  return isWritten(locale) ? locale : 'en'
}

/**
 * Spec §9: the codes a call may give for its language (zh = 0, en = 1); ru = 2 is this site's own,
 * and further languages follow, 3, 4, … in the order SITE_LANGUAGES names them.
 */
export const languageCodes = Object.fromEntries(
  [...writtenLocales, ...locales.filter((locale) => !isWritten(locale))].map((locale, code) => [locale, code]),
) as Record<Locale, number>

/** The `language` values a call may give: the site's languages, then their numeric codes. */
export const languageValues: readonly string[] = [...locales, ...locales.map((locale) => String(languageCodes[locale]))]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The forms other standards write a language in:
 * - `bcp47`: `<html lang>`, hreflang, JSON-LD and Intl number and list formats (zh-CN, en, ru);
 * - `openGraph`: og:locale (zh_CN, en_US, ru_RU);
 * - `dates`: Intl dates and figures as the site writes them, day before month in English (zh-CN, en-GB, ru-RU).
 * A further language is its code, then language and likely region (de, de_DE, de-DE).
 */
const languageTags = {
  bcp47: { zh: 'zh-CN', en: 'en', ru: 'ru' },
  openGraph: { zh: 'zh_CN', en: 'en_US', ru: 'ru_RU' },
  dates: { zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' },
} as const satisfies Record<string, Record<WrittenLocale, string>>

export function languageTag(locale: Locale, form: keyof typeof languageTags = 'bcp47'): string {
  if (isWritten(locale)) return languageTags[form][locale]
  if (form === 'bcp47') return locale
  const { language, region } = new Intl.Locale(locale).maximize()
  return `${language}${form === 'openGraph' ? '_' : '-'}${region}`
}

/**
 * Where a reader of a language that is not the site's whole catalogue finds what is not yet
 * translated (issue 40): Russian readers, and those of a further language, are pointed to
 * English, when the site serves it.
 */
const untranslatedReadIn: Partial<Record<WrittenLocale, WrittenLocale>> = { ru: 'en' }

export function untranslatedLanguage(locale: Locale): Locale | null {
  const other = isWritten(locale) ? untranslatedReadIn[locale] : 'en'
  return other && locales.includes(other) ? other : null
}
