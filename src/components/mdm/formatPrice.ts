import { languageTag, type Locale } from '@/rules/language'

/**
 * Spec §9: MDM amounts are one number each; Chinese text shows them in yuan (¥), English text with
 * a dollar sign. The one place the site turns an amount into its displayed price.
 */
export const currencySymbol: Record<Locale, string> = { zh: '¥', en: '$' }

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** `¥1,999` in Chinese, `$1,999` in English. */
export function formatPrice(amount: number, locale: Locale): string {
  const sign = amount < 0 ? '-' : ''
  return `${sign}${currencySymbol[locale]}${grouping.format(Math.abs(amount))}`
}

// A unit typed by an editor may start with the currency ("元/个"); the formatted price already
// carries it, so it is dropped there.
const leadingCurrency = /^\s*(?:元|¥|￥|\$|RMB|CNY|USD|yuan)\s*/i

/** The unit without a leading currency word: `元/个` → `/个`, `per account` stays. */
export function priceUnit(unit: string): string {
  return unit.replace(leadingCurrency, '').trim()
}

/**
 * Several alternative prices with their unit, in the page's language:
 * zh `¥300/个或¥2,000/个`, en `$300 or $2,000 per account`.
 */
export function formatPriceOptions(amounts: readonly number[], unit: string, locale: Locale): string {
  const suffix = priceUnit(unit)
  const attached = suffix.startsWith('/')
  const prices = amounts.map((amount) => formatPrice(amount, locale) + (attached ? suffix : ''))
  const list = new Intl.ListFormat(languageTag(locale), { type: 'disjunction' }).format(prices)
  return attached || !suffix ? list : `${list} ${suffix}`
}
