import { languageTag, type Locale } from '@/rules/language'
import { siteDay, siteTimeZone } from '@/rules/siteTime'

// A day as the site's clock reads it (SITE_TIME_ZONE), the day the admin shows the editor (issue 38);
// made once per language.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A calendar day as each language writes it: 2025年3月18日 / 18 Mar 2025 / 18 марта 2025 г. */
export function formatDate(date: string | null | undefined, locale: Locale): string {
  if (!date) return ''
  const value = new Date(date)
  return Number.isNaN(value.getTime()) ? '' : dateFormat(locale).format(value)
}

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale)
  if (!format) {
    // English shortens the month (18 Mar 2025); the others write it out.
    format = new Intl.DateTimeFormat(languageTag(locale, 'dates'), { year: 'numeric', month: locale === 'en' ? 'short' : 'long', day: 'numeric', timeZone: siteTimeZone() })
    dateFormats.set(locale, format)
  }
  return format
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
