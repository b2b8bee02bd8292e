import { describe, expect, it } from 'vitest'

import { currencySymbol, formatPrice, formatPriceOptions, priceUnit } from '../../src/components/mdm/formatPrice'
import { mdmPricing } from '../../src/rules/mdmPricing'

describe('§9 MDM prices: yuan (¥) in Chinese text, dollar sign in English text', () => {
  it('puts the currency before the grouped amount', () => {
    expect(formatPrice(1999, 'zh')).toBe('¥1,999')
    expect(formatPrice(1999, 'en')).toBe('$1,999')
    expect(formatPrice(3299, 'zh')).toBe('¥3,299')
    expect(formatPrice(5999, 'en')).toBe('$5,999')
    expect(formatPrice(80, 'zh')).toBe('¥80')
    expect(formatPrice(0, 'en')).toBe('$0')
    expect(formatPrice(12.5, 'en')).toBe('$12.5')
    expect(formatPrice(1_000_000, 'zh')).toBe('¥1,000,000')
  })

  it('formats every tier price of the §9 demo content', () => {
    expect(mdmPricing.tiers.map((tier) => formatPrice(tier.price, 'zh'))).toEqual(['¥1,999', '¥3,299', '¥5,999'])
    expect(mdmPricing.tiers.map((tier) => formatPrice(tier.price, 'en'))).toEqual(['$1,999', '$3,299', '$5,999'])
    expect(formatPrice(mdmPricing.extras.customFirmwarePerWorkHour, 'en')).toBe('$2,000')
  })

  it('uses one symbol per language', () => {
    expect(currencySymbol).toEqual({ zh: '¥', en: '$', ru: '$' })
  })

  it('drops a leading currency word from a unit, since the price already carries it', () => {
    expect(priceUnit('元/个')).toBe('/个')
    expect(priceUnit('¥/M')).toBe('/M')
    expect(priceUnit('$ per M')).toBe('per M')
    expect(priceUnit('per account')).toBe('per account')
    expect(priceUnit('')).toBe('')
  })

  it('lists alternative prices with their unit in the page language', () => {
    expect(formatPriceOptions([300, 2000], '元/个', 'zh')).toBe('¥300/个或¥2,000/个')
    expect(formatPriceOptions([300, 2000], 'per account', 'en')).toBe('$300 or $2,000 per account')
    expect(formatPriceOptions([80, 600], 'per M', 'en')).toBe('$80 or $600 per M')
    expect(formatPriceOptions([1000], '', 'zh')).toBe('¥1,000')
  })
})
