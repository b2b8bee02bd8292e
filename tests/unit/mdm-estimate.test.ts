import { describe, expect, it } from 'vitest'

import {
  estimateMdmPrice,
  estimateSummary,
  estimateValue,
  includedInput,
  specEstimateRates,
  type Estimate,
  type EstimateInput,
} from '../../src/rules/mdmEstimate'
import { mdmPricing } from '../../src/rules/mdmPricing'

const rates = specEstimateRates
const tier = (code: EstimateInput['tier']) => rates.tiers.find((candidate) => candidate.code === code)!
const at = (code: EstimateInput['tier'], changes: Partial<EstimateInput> = {}): EstimateInput => ({ ...includedInput(tier(code)), ...changes })
const priced = (estimate: Estimate) => {
  if (estimate.kind !== 'priced') throw new Error(`expected a price, got ${estimate.kind}`)
  return estimate
}
const line = (estimate: Estimate, item: 'users' | 'devices' | 'storage' | 'vouchers') => priced(estimate).lines.find((candidate) => candidate.item === item)!

describe('issue 29 / §9 the MDM price estimate', () => {
  it('takes its rates from the §9 constants', () => {
    expect(rates.tiers.map((candidate) => [candidate.code, candidate.price])).toEqual([
      ['basic', 1999],
      ['standard', 3299],
      ['enterprise', 5999],
    ])
    expect(rates.tiers.map((candidate) => candidate.included)).toEqual([
      { users: 15, devices: 300, storage: 100, vouchers: 50 },
      { users: 15, devices: 300, storage: 100, vouchers: 100 },
      { users: 30, devices: 500, storage: 1000, vouchers: 500 },
    ])
    expect(rates.extras).toEqual({
      userPerYear: 200,
      devicesPrice: 100,
      devicesBlock: 10,
      storagePrice: 300,
      storageBlockM: 100,
      voucherEach: 10,
      contactManagerAbove: mdmPricing.extras.devices.contactManagerAbove,
    })
    expect(rates.extras.contactManagerAbove).toBe(1000)
  })

  it.each([
    ['basic', 1999],
    ['standard', 3299],
    ['enterprise', 5999],
  ] as const)('%s at its included amounts costs its price alone', (code, price) => {
    const estimate = priced(estimateMdmPrice(at(code), rates))
    expect(estimate.total).toBe(price)
    expect(estimate.lines.every((entry) => entry.extra === 0 && entry.amount === 0)).toBe(true)
  })

  describe('devices: 100 per started 10 beyond the tier, per year', () => {
    it.each([
      // basic includes 300
      ['basic', 301, 1, 100],
      ['basic', 650, 350, 3500],
      ['basic', 1000, 700, 7000],
      // standard includes 300 too
      ['standard', 650, 350, 3500],
      // enterprise includes 500
      ['enterprise', 301, 0, 0],
      ['enterprise', 650, 150, 1500],
      ['enterprise', 1000, 500, 5000],
    ] as const)('%s with %i devices: %i extra, %i', (code, devices, extra, amount) => {
      const estimate = estimateMdmPrice(at(code, { devices }), rates)
      expect(line(estimate, 'devices')).toEqual({ item: 'devices', extra, amount })
      expect(priced(estimate).total).toBe(tier(code).price + amount)
    })

    it('a started block of 10 counts whole: 301 and 310 cost the same, 311 one more block', () => {
      const cost = (devices: number) => line(estimateMdmPrice(at('basic', { devices }), rates), 'devices').amount
      expect([cost(301), cost(310), cost(311)]).toEqual([100, 100, 200])
    })

    it('fewer devices than the tier includes are no discount', () => {
      expect(priced(estimateMdmPrice(at('enterprise', { devices: 20 }), rates)).total).toBe(5999)
    })
  })

  describe('users: 200 each beyond the tier, per year', () => {
    it.each([
      ['basic', 16, 1, 200],
      ['basic', 40, 25, 5000],
      ['standard', 40, 25, 5000],
      ['enterprise', 16, 0, 0],
      ['enterprise', 40, 10, 2000],
    ] as const)('%s with %i users: %i extra, %i', (code, users, extra, amount) => {
      const estimate = estimateMdmPrice(at(code, { users }), rates)
      expect(line(estimate, 'users')).toEqual({ item: 'users', extra, amount })
      expect(priced(estimate).total).toBe(tier(code).price + amount)
    })
  })

  it('storage: 300 per started 100M beyond the tier', () => {
    expect(line(estimateMdmPrice(at('basic', { storage: 200 }), rates), 'storage')).toEqual({ item: 'storage', extra: 100, amount: 300 })
    expect(line(estimateMdmPrice(at('basic', { storage: 150 }), rates), 'storage')).toEqual({ item: 'storage', extra: 50, amount: 300 })
    expect(line(estimateMdmPrice(at('enterprise', { storage: 1500 }), rates), 'storage')).toEqual({ item: 'storage', extra: 500, amount: 1500 })
  })

  it('push vouchers: 10 each beyond the tier', () => {
    expect(line(estimateMdmPrice(at('standard', { vouchers: 130 }), rates), 'vouchers')).toEqual({ item: 'vouchers', extra: 30, amount: 300 })
  })

  it('adds every extra to the tier price', () => {
    const estimate = priced(estimateMdmPrice({ tier: 'basic', users: 40, devices: 650, storage: 200, vouchers: 60 }, rates))
    expect(estimate.total).toBe(1999 + 5000 + 3500 + 300 + 100)
  })

  it('above 1,000 devices there is no price: contact a manager', () => {
    for (const code of ['basic', 'standard', 'enterprise'] as const) {
      expect(estimateMdmPrice(at(code, { devices: 1001 }), rates).kind).toBe('contactManager')
      expect(estimateMdmPrice(at(code, { devices: 1000 }), rates).kind).toBe('priced')
    }
  })

  it('an unknown tier is no estimate', () => {
    expect(estimateMdmPrice({ ...at('basic'), tier: 'gold' as EstimateInput['tier'] }, rates).kind).toBe('unknownTier')
  })

  it('uses the rates it is given (the admin edits them)', () => {
    const edited = { ...rates, extras: { ...rates.extras, userPerYear: 250, contactManagerAbove: 2000 } }
    expect(line(estimateMdmPrice(at('basic', { users: 16 }), edited), 'users').amount).toBe(250)
    expect(estimateMdmPrice(at('basic', { devices: 1500 }), edited).kind).toBe('priced')
  })

  it('reads a field as a whole number within its bounds, else nothing', () => {
    expect(estimateValue('devices', '650')).toBe(650)
    expect(estimateValue('devices', ' 42 ')).toBe(42)
    expect(estimateValue('devices', 7)).toBe(7)
    for (const raw of ['', '0', '-1', '1.5', '1e3', 'abc', '10000001', null]) expect(estimateValue('devices', raw)).toBeNull()
    expect(estimateValue('vouchers', '0')).toBe(0)
    expect(estimateValue('users', '0')).toBeNull()
  })

  it('sums it up in one line, in the currency of the language', () => {
    const input = at('enterprise', { users: 40, devices: 650 })
    const estimate = estimateMdmPrice(input, rates)
    expect(estimateSummary(input, estimate, 'Enterprise', 'en', rates)).toBe(
      'Enterprise: 40 users (10 extra, $2,000), 650 devices (150 extra, $1,500), 1,000M storage, 500 push vouchers; estimated total $9,499',
    )
    expect(estimateSummary(input, estimate, '企业版', 'zh', rates)).toBe(
      '企业版: 并发用户 40（超出 10，¥2,000），并发设备 650（超出 150，¥1,500），云存储 1,000M，推送券 500；估价合计 ¥9,499',
    )
    const many = at('basic', { devices: 1001 })
    expect(estimateSummary(many, estimateMdmPrice(many, rates), 'Basic', 'en', rates)).toBe(
      'Basic: 15 users, 1,001 devices, 100M storage, 50 push vouchers; over 1,000 devices, a manager quotes the price',
    )
  })
})
