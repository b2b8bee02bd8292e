import { languageTag, type Locale } from '@/rules/language'

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  // Dates are stored at noon UTC (day precision), so a fixed time zone shows the editor's day everywhere.
  zh: new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' }),
  en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Shanghai' }),
}

/** A calendar day as each language writes it: 2025年3月18日 / 18 Mar 2025. */
export function formatDate(date: string | null | undefined, locale: Locale): string {
  if (!date) return ''
  const value = new Date(date)
  return Number.isNaN(value.getTime()) ? '' : dateFormats[locale].format(value)
}

/** The ISO day for <time dateTime>. */
export function isoDay(date: string | null | undefined): string | undefined {
  if (!date) return undefined
  const value = new Date(date)
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
}

/** A file size in B, KB or MB, one decimal where it matters. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const number = new Intl.NumberFormat(languageTag(locale, 'dates'), { maximumFractionDigits: 1 })
  if (bytes < 1024) return `${number.format(bytes)} B`
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`
  return `${number.format(bytes / (1024 * 1024))} MB`
}
