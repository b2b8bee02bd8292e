import type { FileLink } from '@/data/media'
import { languageTag, type Locale } from '@/rules/language'

function fileSize(bytes: number, locale: Locale): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(languageTag(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
  return bytes >= 1024 * 1024 ? format(bytes / (1024 * 1024), 'megabyte') : format(Math.max(bytes / 1024, 0.1), 'kilobyte')
}

/** The values of the `product.datasheetFile` message: file name, type and size. */
export function datasheetFileValues(datasheet: FileLink, locale: Locale) {
  return {
    name: datasheet.filename,
    type: datasheet.filename.split('.').pop()?.toUpperCase() ?? '',
    size: fileSize(datasheet.size, locale),
  }
}
