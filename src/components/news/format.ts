import { languageTag, type Locale } from '@/rules/language'
import { siteDay, siteTimeZone } from '@/rules/siteTime'

// A day as the site's clock reads it (SITE_TIME_ZONE), the day the admin shows the editor (issue 38).
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: siteTimeZone() }),
  en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: siteTimeZone() }),
  ru: new Intl.DateTimeFormat('ru-RU', { year: 'numeric', month: 'long', day: 'numeric', timeZone: siteTimeZone() }),
}

/** A calendar day as each language writes it: 2025年3月18日 / 18 Mar 2025 / 18 марта 2025 г. */
export function formatDate(date: string | null | undefined, locale: Locale): string {
  if (!date) return ''
  const value = new Date(date)
  return Number.isNaN(value.getTime()) ? '' : dateFormats[locale].format(value)
}

/** The ISO day for <time dateTime>. */
export function isoDay(date: string | null | undefined): string | undefined {
  if (!date) return undefined
  const value = new Date(date)
  return Number.isNaN(value.getTime()) ? undefined : siteDay(value, siteTimeZone())
}

/** A file size in B, KB or MB, one decimal where it matters. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const number = new Intl.NumberFormat(languageTag(locale, 'dates'), { maximumFractionDigits: 1 })
  if (bytes < 1024) return `${number.format(bytes)} B`
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`
  return `${number.format(bytes / (1024 * 1024))} MB`
}
