/** Issue 38, item 6: a product as the admin's pickers list and search it (rules/productTitle.ts). */
import { describe, expect, it } from 'vitest'

import { productPickerTitle } from '../../src/rules/productTitle'
import { pickerTitle } from '../../src/cms/migrations/data/pickerTitle'

describe('productPickerTitle', () => {
  it('puts the model before the title in every language', () => {
    expect(productPickerTitle('RT-T12', { zh: '12.2 英寸三防平板', en: '12.2-inch Rugged Tablet' }, 'rt-t12')).toBe('RT-T12 · 12.2 英寸三防平板 · 12.2-inch Rugged Tablet')
  })

  it('leaves out a missing or repeated title', () => {
    expect(productPickerTitle('RT-T7', { zh: '', en: 'Tablet' }, null)).toBe('RT-T7 · Tablet')
    expect(productPickerTitle('RT-T7', { zh: 'Tablet', en: 'Tablet' }, null)).toBe('RT-T7 · Tablet')
    expect(productPickerTitle(null, {}, null)).toBe('')
  })

  it('adds the address only where it is not the model written as an address', () => {
    expect(productPickerTitle('RT-T8 Pro', { en: 'Tablet' }, 'rt-t8-pro')).toBe('RT-T8 Pro · Tablet')
    expect(productPickerTitle('RT-T8', { en: 'Tablet' }, 'fleet-tablet')).toBe('RT-T8 · Tablet · /fleet-tablet')
  })

  it('is what the migration wrote for existing products', () => {
    const cases: [string, Record<string, string>, string | null][] = [
      ['RT-T12', { zh: '12.2 英寸三防平板', en: '12.2-inch Rugged Tablet' }, 'rt-t12'],
      ['RT-T8', { en: 'Tablet' }, 'fleet-tablet'],
    ]
    for (const [model, titles, address] of cases) expect(pickerTitle(model, titles, address)).toBe(productPickerTitle(model, titles, address))
  })
})
