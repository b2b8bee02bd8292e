import { languageTag, type Locale } from '@/rules/language'
import { formatPrice } from '@/rules/price'

export { currencySymbol, formatPrice } from '@/rules/price'

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
