// The MDM product page (§2 /mdm) and its price table (/mdm-price): two globals, read as the pages show them.
import type { MdmPage, MdmPricing } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { type EstimateRates, type Included, specEstimateRates } from '@/rules/mdmEstimate'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { readGlobal } from './globals'
import { type Image, toImage } from './media'

export interface MdmContent {
  title: string
  subtitle: string
  heroImage: Image | null
  features: { title: string; text: string; icon: Image | null }[]
  scenarios: { title: string; text: string; image: Image | null }[]
}

export const getMdmContent = cached(
  async (locale: Locale): Promise<MdmContent> => {
    const page = await readGlobal<MdmPage>('mdm-page', locale)
    return {
      title: page.title ?? '',
      subtitle: page.subtitle ?? '',
      heroImage: toImage(page.heroImage, 'hero'),
      features: (page.features ?? []).map((item) => ({ title: item.title, text: item.text ?? '', icon: toImage(item.icon) })),
      scenarios: (page.scenarios ?? []).map((item) => ({ title: item.title, text: item.text ?? '', image: toImage(item.image, 'card') })),
    }
  },
  'mdm-page',
  [tags.mdmPage, tags.media],
)

export type TierCode = 'basic' | 'standard' | 'enterprise'

export interface MdmPriceTable {
  title: string
  subtitle: string
  tiers: { code: TierCode; name: string; price: number; period: string; recommended: boolean }[]
  rows: { feature: string; basic: string; standard: string; enterprise: string; extra: string }[]
  addOns: { name: string; prices: number[]; unit: string }[]
  customFirmwarePerHour: number
  trialDays: number
  note: string
  /** Issue 29: what each tier includes and the extras' prices, for the estimate under the table. */
  estimate: EstimateRates
}

type IncludedFields = { [K in keyof Included]?: number | null } | null | undefined

/** A tier's included amounts as edited, each empty one the §9 figure of its tier. */
function includedOf(code: TierCode, edited: IncludedFields): Included {
  const spec = specEstimateRates.tiers.find((tier) => tier.code === code)!.included
  const pick = (key: keyof Included) => (typeof edited?.[key] === 'number' ? edited[key] : spec[key])
  return { users: pick('users'), devices: pick('devices'), storage: pick('storage'), vouchers: pick('vouchers') }
}

/** The estimate's rates of the pricing page as stored, each empty figure the §9 one. */
export function estimateRates(pricing: MdmPricing): EstimateRates {
  const edited = pricing.extras ?? {}
  const extras = Object.fromEntries(
    Object.entries(specEstimateRates.extras).map(([key, value]) => {
      const own = (edited as Record<string, unknown>)[key]
      return [key, typeof own === 'number' ? own : value]
    }),
  ) as EstimateRates['extras']
  return {
    tiers: (pricing.tiers ?? []).map((tier) => ({ code: tier.code, price: tier.price, included: includedOf(tier.code, tier.included) })),
    extras,
  }
}

export const getMdmPricing = cached(
  async (locale: Locale): Promise<MdmPriceTable> => {
    const pricing = await readGlobal<MdmPricing>('mdm-pricing', locale)
    return {
      title: pricing.title ?? '',
      subtitle: pricing.subtitle ?? '',
      tiers: (pricing.tiers ?? []).map((tier) => ({
        code: tier.code,
        name: tier.name,
        price: tier.price,
        period: tier.period,
        recommended: Boolean(tier.recommended),
      })),
      rows: (pricing.rows ?? []).map((row) => ({
        feature: row.feature,
        basic: row.basic ?? '',
        standard: row.standard ?? '',
        enterprise: row.enterprise ?? '',
        extra: row.extra ?? '',
      })),
      addOns: (pricing.addOns ?? []).map((addOn) => ({
        name: addOn.name,
        prices: addOn.prices.split('/').map((price) => Number(price.trim())).filter(Number.isFinite),
        unit: addOn.unit ?? '',
      })),
      customFirmwarePerHour: pricing.customFirmwarePerHour,
      trialDays: pricing.trialDays,
      note: pricing.note ?? '',
      estimate: estimateRates(pricing),
    }
  },
  'mdm-pricing',
  [tags.mdmPricing],
)
