/**
 * Spec §3/§9: the site's languages, Chinese first and the default, and the enquiry's numeric
 * codes. The one list: Payload's localization, next-intl, the routes and the front door read it.
 * Safe for the browser: nothing here touches Node.
 */
export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh'

/** Spec §9: the codes a call may give for its language (zh = 0, en = 1). */
export const languageCodes: Record<Locale, number> = { zh: 0, en: 1 }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

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
