import type { Locale } from '@/rules/language'
import { estimateItems, estimateMaximum, estimateMdmPrice, estimateMinimum, estimateSummary, estimateValue, type EstimateInput, type EstimateItem, type EstimateRates } from '@/rules/mdmEstimate'
import type { MdmTierId } from '@/rules/mdmPricing'
import { formatCount, formatPrice } from '@/rules/price'

/**
 * Issue 29: the MDM estimate as the form shows it, from what is in its fields. Pure and small, so
 * the server renders the first estimate with the page and the browser, once the live form has
 * loaded, redoes it on every change with the same words (texts come from the server as props).
 */
export interface EstimateText {
  title: string
  intro: string
  label: string
  productName: string
  edition: string
  items: Record<EstimateItem, string>
  devicesSlider: string
  lines: Record<'tier' | EstimateItem, string>
  fieldHint: string
  invalid: string
  total: string
  note: string
  contactManagerTitle: string
  contactManagerText: string
  contactManager: string
  askQuote: string
  enquiryContent: string
}

export interface EstimateTierChoice {
  code: MdmTierId
  name: string
  price: number
}

/** The fields as typed (strings), and the chosen tier. */
export type EstimateValues = Record<EstimateItem, string> & { tier: MdmTierId }

export type EstimateView =
  | { kind: 'priced'; lines: { key: string; label: string; amount: string }[]; total: string; input: EstimateInput; summary: string }
  | { kind: 'contactManager'; title: string; text: string; input: EstimateInput; summary: string }
  | { kind: 'invalid'; errors: Partial<Record<EstimateItem, string>> }

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The values a tier starts from: what it includes. */
export function includedValues(rates: EstimateRates, tier: MdmTierId): EstimateValues {
  const included = rates.tiers.find((candidate) => candidate.code === tier)?.included
  return { tier, ...(Object.fromEntries(estimateItems.map((item) => [item, String(included?.[item] ?? estimateMinimum[item])])) as Record<EstimateItem, string>) }
}

/** A field's hint: what the tier includes and the bounds. */
export function fieldHint(text: EstimateText, rates: EstimateRates, tier: MdmTierId, item: EstimateItem): string {
  const included = rates.tiers.find((candidate) => candidate.code === tier)?.included[item] ?? 0
  const unit = item === 'storage' ? 'M' : ''
  return fill(text.fieldHint, { included: `${formatCount(included)}${unit}`, min: formatCount(estimateMinimum[item]), max: formatCount(estimateMaximum[item]) })
}

export function estimateView(values: EstimateValues, rates: EstimateRates, tiers: EstimateTierChoice[], text: EstimateText, locale: Locale): EstimateView {
  const errors: Partial<Record<EstimateItem, string>> = {}
  const input = { tier: values.tier } as EstimateInput
  for (const item of estimateItems) {
    const value = estimateValue(item, values[item])
    if (value === null) errors[item] = fill(text.invalid, { min: formatCount(estimateMinimum[item]), max: formatCount(estimateMaximum[item]) })
    else input[item] = value
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const tierName = tiers.find((tier) => tier.code === values.tier)?.name ?? values.tier
  const estimate = estimateMdmPrice(input, rates)
  if (estimate.kind === 'unknownTier') return { kind: 'invalid', errors: {} }
  const summary = estimateSummary(input, estimate, tierName, locale, rates)
  const limit = formatCount(rates.extras.contactManagerAbove)
  if (estimate.kind === 'contactManager') {
    return { kind: 'contactManager', title: fill(text.contactManagerTitle, { limit }), text: fill(text.contactManagerText, { limit }), input, summary }
  }
  return {
    kind: 'priced',
    lines: [
      { key: 'tier', label: fill(text.lines.tier, { tier: tierName }), amount: formatPrice(estimate.tier.price, locale) },
      ...estimate.lines.map((line) => ({ key: line.item, label: fill(text.lines[line.item], { extra: formatCount(line.extra) }), amount: formatPrice(line.amount, locale) })),
    ],
    total: formatPrice(estimate.total, locale),
    input,
    summary,
  }
}
