import { type Locale, textLanguage, type WrittenLocale } from './language'

/**
 * Spec §9: MDM amounts are one number each; Chinese text shows them in yuan (¥), English text with
 * a dollar sign, and Russian text too (issue 40: it quotes the English site's prices). The one place the site turns an amount into its displayed price (pages, the
 * estimate and the staff notice that carries one).
 */
export const currencySymbol: Record<WrittenLocale, string> = { zh: '¥', en: '$', ru: '$' }

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** `¥1,999` in Chinese, `$1,999` in English. */
export function formatPrice(amount: number, locale: Locale): string {
  const sign = amount < 0 ? '-' : ''
  return `${sign}${currencySymbol[textLanguage(locale)]}${grouping.format(Math.abs(amount))}`
}

/** A count grouped the same way: `1,200`. */
export function formatCount(value: number): string {
  return grouping.format(value)
}
