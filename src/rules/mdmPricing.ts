/**
 * §9 MDM pricing comparison, as plain data: the demo/default content for the CMS.
 * The spec does not say which price belongs to which tier, nor which tier gets which
 * of the two-valued figures. Our choice: basic = 1999 (monthly label), standard = 3299
 * (yearly label), enterprise = 5999 (recommended); users 15/15/30; devices 300/300/500;
 * storage 100M/100M/1G; push vouchers 50/100/500. Two-valued add-ons are [lower, higher].
 * Amounts are yuan; the English text shows them with a dollar sign (§9), and so does the Russian
 * (issue 40: it quotes the English site's prices).
 */
import type { WrittenLocale } from './language'

export const mdmTierIds = ['basic', 'standard', 'enterprise'] as const
export type MdmTierId = (typeof mdmTierIds)[number]
export type MdmPriceLabel = 'monthly' | 'yearly' | 'recommended'
export type MdmSize = { readonly amount: number; readonly unit: 'M' | 'G' }

export interface MdmTier {
  readonly id: MdmTierId
  readonly price: number
  readonly label: MdmPriceLabel
  readonly concurrentUsers: number
  readonly concurrentDevices: number
  readonly maxBandwidth: MdmSize
  readonly cloudStorage: MdmSize
  readonly pushVouchers: number
}

export interface MdmPricing {
  readonly currency: Readonly<Record<WrittenLocale, string>>
  readonly tiers: readonly [MdmTier, MdmTier, MdmTier]
  readonly extras: {
    readonly userPerYear: number
    readonly devices: { readonly pricePerYear: number; readonly perDevices: number; readonly contactManagerAbove: number }
    readonly storage: { readonly price: number; readonly per: MdmSize }
    readonly pushVoucherEach: number
    readonly account: readonly [number, number]
    readonly bandwidthPerM: readonly [number, number]
    readonly optionalFunction: readonly [number, number]
    readonly customFirmwarePerWorkHour: number
  }
  readonly trialDays: number
}

const maxBandwidth: MdmSize = { amount: 5, unit: 'M' }

export const mdmPricing: MdmPricing = {
  currency: { zh: '元', en: '$', ru: '$' },
  tiers: [
    {
      id: 'basic',
      price: 1999,
      label: 'monthly',
      concurrentUsers: 15,
      concurrentDevices: 300,
      maxBandwidth,
      cloudStorage: { amount: 100, unit: 'M' },
      pushVouchers: 50,
    },
    {
      id: 'standard',
      price: 3299,
      label: 'yearly',
      concurrentUsers: 15,
      concurrentDevices: 300,
      maxBandwidth,
      cloudStorage: { amount: 100, unit: 'M' },
      pushVouchers: 100,
    },
    {
      id: 'enterprise',
      price: 5999,
      label: 'recommended',
      concurrentUsers: 30,
      concurrentDevices: 500,
      maxBandwidth,
      cloudStorage: { amount: 1, unit: 'G' },
      pushVouchers: 500,
    },
  ],
  extras: {
    userPerYear: 200,
    devices: { pricePerYear: 100, perDevices: 10, contactManagerAbove: 1000 },
    storage: { price: 300, per: { amount: 100, unit: 'M' } },
    pushVoucherEach: 10,
    account: [300, 2000],
    bandwidthPerM: [80, 600],
    optionalFunction: [1000, 2000],
    customFirmwarePerWorkHour: 2000,
  },
  trialDays: 30,
}
