/**
 * Issue 29, the MDM price estimate under the §9 pricing table: a tier's price plus what the buyer
 * needs beyond what the tier includes, priced by the §9 extras:
 * - concurrent users beyond the tier's: 200 per user per year;
 * - concurrent devices beyond the tier's: 100 per started 10 devices per year;
 * - cloud storage beyond the tier's: 300 per started 100M;
 * - push vouchers beyond the tier's: 10 each;
 * - above 1,000 devices there is no list price: "contact a manager".
 * Amounts are whole yuan (shown with ¥, or $ in English: components/mdm/formatPrice). The figures
 * come from the admin's MDM pricing page, seeded with these constants (rules/mdmPricing.ts).
 */
import { type Locale, textLanguage } from './language'
import { mdmPricing, type MdmSize, type MdmTierId } from './mdmPricing'
import { formatCount, formatPrice } from './price'

export const estimateItems = ['users', 'devices', 'storage', 'vouchers'] as const
export type EstimateItem = (typeof estimateItems)[number]

/** What a tier includes, storage in M (1G = 1000M, the step the storage field counts in). */
export type Included = Record<EstimateItem, number>

export interface EstimateTier {
  code: MdmTierId
  price: number
  included: Included
}

export interface EstimateExtras {
  userPerYear: number
  devicesPrice: number
  devicesBlock: number
  storagePrice: number
  storageBlockM: number
  voucherEach: number
  /** More devices than this have no list price. */
  contactManagerAbove: number
}

export interface EstimateRates {
  tiers: EstimateTier[]
  extras: EstimateExtras
}

export interface EstimateInput extends Included {
  tier: MdmTierId
}

export interface EstimateLine {
  item: EstimateItem
  /** How many beyond the tier: users, devices, M of storage, vouchers. */
  extra: number
  amount: number
}

export type Estimate =
  | { kind: 'priced'; tier: EstimateTier; lines: EstimateLine[]; total: number }
  | { kind: 'contactManager'; tier: EstimateTier }
  | { kind: 'unknownTier' }

/** The largest value each field takes (a bound for the request schema and the form's inputs). */
export const estimateMaximum: Included = { users: 100_000, devices: 1_000_000, storage: 10_000_000, vouchers: 10_000_000 }
/** The smallest: a tier is for at least one user and one device. */
export const estimateMinimum: Included = { users: 1, devices: 1, storage: 0, vouchers: 0 }

const sizeInM = (size: MdmSize) => (size.unit === 'G' ? size.amount * 1000 : size.amount)

/** The §9 constants as rates: the defaults of the admin's fields and of the seed. */
export const specEstimateRates: EstimateRates = {
  tiers: mdmPricing.tiers.map((tier) => ({
    code: tier.id,
    price: tier.price,
    included: { users: tier.concurrentUsers, devices: tier.concurrentDevices, storage: sizeInM(tier.cloudStorage), vouchers: tier.pushVouchers },
  })),
  extras: {
    userPerYear: mdmPricing.extras.userPerYear,
    devicesPrice: mdmPricing.extras.devices.pricePerYear,
    devicesBlock: mdmPricing.extras.devices.perDevices,
    storagePrice: mdmPricing.extras.storage.price,
    storageBlockM: sizeInM(mdmPricing.extras.storage.per),
    voucherEach: mdmPricing.extras.pushVoucherEach,
    contactManagerAbove: mdmPricing.extras.devices.contactManagerAbove,
  },
}

const beyond = (wanted: number, included: number) => Math.max(0, wanted - included)
const blocks = (extra: number, block: number) => (block > 0 ? Math.ceil(extra / block) : 0)

/** The estimate for what the buyer entered; inputs are whole numbers within the bounds above. */
export function estimateMdmPrice(input: EstimateInput, rates: EstimateRates): Estimate {
  const tier = rates.tiers.find((candidate) => candidate.code === input.tier)
  if (!tier) return { kind: 'unknownTier' }
  const { extras } = rates
  if (input.devices > extras.contactManagerAbove) return { kind: 'contactManager', tier }
  const extra = (item: EstimateItem) => beyond(input[item], tier.included[item])
  const lines: EstimateLine[] = [
    { item: 'users', extra: extra('users'), amount: extra('users') * extras.userPerYear },
    { item: 'devices', extra: extra('devices'), amount: blocks(extra('devices'), extras.devicesBlock) * extras.devicesPrice },
    { item: 'storage', extra: extra('storage'), amount: blocks(extra('storage'), extras.storageBlockM) * extras.storagePrice },
    { item: 'vouchers', extra: extra('vouchers'), amount: extra('vouchers') * extras.voucherEach },
  ]
  return { kind: 'priced', tier, lines, total: tier.price + lines.reduce((sum, line) => sum + line.amount, 0) }
}

/** The input a tier starts from: exactly what it includes. */
export function includedInput(tier: EstimateTier): EstimateInput {
  return { tier: tier.code, ...tier.included }
}

/** A form value as a whole number within an item's bounds, or null when it is none. */
export function estimateValue(item: EstimateItem, raw: unknown): number | null {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(value)) return null
  return value >= estimateMinimum[item] && value <= estimateMaximum[item] ? value : null
}

const summaryWords = {
  zh: {
    items: { users: '并发用户', devices: '并发设备', storage: '云存储', vouchers: '推送券' },
    beyond: (extra: string, amount: string) => `（超出 ${extra}，${amount}）`,
    separator: '，',
    total: (amount: string) => `；估价合计 ${amount}`,
    contactManager: (limit: string) => `；超过 ${limit} 台设备，请客户经理报价`,
  },
  en: {
    items: { users: 'users', devices: 'devices', storage: 'storage', vouchers: 'push vouchers' },
    beyond: (extra: string, amount: string) => ` (${extra} extra, ${amount})`,
    separator: ', ',
    total: (amount: string) => `; estimated total ${amount}`,
    contactManager: (limit: string) => `; over ${limit} devices, a manager quotes the price`,
  },
  ru: {
    items: { users: 'пользователи', devices: 'устройства', storage: 'облачное хранилище', vouchers: 'push-ваучеры' },
    beyond: (extra: string, amount: string) => ` (сверх редакции ${extra}, ${amount})`,
    separator: ', ',
    total: (amount: string) => `; ориентировочная стоимость ${amount}`,
    contactManager: (limit: string) => `; более ${limit} устройств — цену рассчитает менеджер`,
  },
} as const

/**
 * One line that tells what was estimated, for the enquiry it is sent with (the dialog shows it,
 * staff read it): `Enterprise: users 40 (10 extra, $2,000), devices 650 …; estimated total $9,499`.
 */
export function estimateSummary(input: EstimateInput, estimate: Estimate, tierName: string, locale: Locale, rates: EstimateRates): string {
  const language = textLanguage(locale)
  const words = summaryWords[language]
  const quantity = (item: EstimateItem) => `${formatCount(input[item])}${item === 'storage' ? 'M' : ''}`
  const parts = estimateItems.map((item) => {
    const line = estimate.kind === 'priced' ? estimate.lines.find((candidate) => candidate.item === item) : undefined
    const extra = line && line.extra > 0 ? words.beyond(`${formatCount(line.extra)}${item === 'storage' ? 'M' : ''}`, formatPrice(line.amount, locale)) : ''
    return language === 'en' ? `${quantity(item)} ${words.items[item]}${extra}` : `${words.items[item]} ${quantity(item)}${extra}`
  })
  const outcome =
    estimate.kind === 'priced' ? words.total(formatPrice(estimate.total, locale)) : words.contactManager(formatCount(rates.extras.contactManagerAbove))
  return `${tierName}: ${parts.join(words.separator)}${outcome}`
}
