/**
 * Spec §3/§9 and issue 40: the languages the site is written in (every table of texts in the code
 * and the demo content has each of them), Chinese first and the default.
 */
export const writtenLocales = ['zh', 'en', 'ru'] as const
export type WrittenLocale = (typeof writtenLocales)[number]
/** A language the site can serve: any language it is written in, once the configuration names it. */
export type Locale = WrittenLocale
export const defaultLocale: Locale = 'zh'

/**
 * The site's languages: `SITE_LANGUAGES` (unset or empty: every written language, zh,en,ru), Chinese first. The one list: Payload's
 * localization, next-intl, the routes and the front door read it; next.config inlines it for the
 * browser, and the build is redone when it changes.
 */
export const locales: readonly Locale[] = siteLanguages(process.env.SITE_LANGUAGES)

export function siteLanguages(configured?: string): readonly Locale[] {
  const named = (configured?.trim() || writtenLocales.join(',')).split(',').map((name) => name.trim()).filter(Boolean)
  const unknown = named.filter((name) => !(writtenLocales as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`SITE_LANGUAGES: ${unknown.join(', ')} not among the languages the site is written in (${writtenLocales.join(', ')})`)
  if (named[0] !== defaultLocale) throw new Error(`SITE_LANGUAGES must start with ${defaultLocale}, the default language (spec §3)`)
  return [...new Set(named)] as Locale[]
}

/** Spec §9: the codes a call may give for its language (zh = 0, en = 1); ru = 2 is this site's own. */
export const languageCodes: Record<Locale, number> = { zh: 0, en: 1, ru: 2 }

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
 */
const languageTags = {
  bcp47: { zh: 'zh-CN', en: 'en', ru: 'ru' },
  openGraph: { zh: 'zh_CN', en: 'en_US', ru: 'ru_RU' },
  dates: { zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' },
} as const satisfies Record<string, Record<WrittenLocale, string>>

/**
 * Where a reader of a language that is not the site's whole catalogue finds what is not yet
 * translated (issue 40): Russian readers are pointed to English, when the site serves it.
 */
const untranslatedReadIn: Partial<Record<WrittenLocale, WrittenLocale>> = { ru: 'en' }

export function untranslatedLanguage(locale: Locale): Locale | null {
  const other = untranslatedReadIn[locale]
  return other && locales.includes(other) ? other : null
}

export function languageTag(locale: WrittenLocale, form: keyof typeof languageTags = 'bcp47'): string {
  return languageTags[form][locale]
}
