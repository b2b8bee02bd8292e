/**
 * Spec §3/§9: the site's languages, Chinese first and the default, and the enquiry's numeric
 * codes. The one list: Payload's localization, next-intl, the routes and the front door read it.
 * Safe for the browser: nothing here touches Node.
 */
export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh'

/**
 * The languages the site is written in, its own and Russian (issue 40): every table of texts in
 * the code and the demo content has each of them, so Russian is ready when it joins `locales`.
 */
export const writtenLocales = ['zh', 'en', 'ru'] as const
export type WrittenLocale = (typeof writtenLocales)[number]

/** Spec §9: the codes a call may give for its language (zh = 0, en = 1); ru = 2 is this site's own. */
export const languageCodes: Record<Locale, number> = { zh: 0, en: 1 }

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

export function languageTag(locale: WrittenLocale, form: keyof typeof languageTags = 'bcp47'): string {
  return languageTags[form][locale]
}
