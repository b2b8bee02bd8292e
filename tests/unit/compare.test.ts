import { describe, expect, it } from 'vitest'

import { alignSpecRows, parseCompareIds, valuesDiffer, visibleRows } from '@/rules/compare'
import { addToCompare, readStoredList, removeFromCompare, type CompareEntry } from '@/rules/compareList'
import { compareMaxProducts } from '@/rules/limits'
import { paths } from '@/rules/paths'
import { twinPath } from '@/rules/routes'
import { planSpecItems } from '@/cms/migrations/data/specItemPlan'

describe('the ids of /product-compare', () => {
  it('splits, trims and de-duplicates, keeping the order', () => {
    expect(parseCompareIds(' rt-t7, 12 ,,rt-t7,rt-c1 ')).toEqual({ keys: ['rt-t7', '12', 'rt-c1'], malformed: [], truncated: false })
    expect(parseCompareIds(['a,b', 'c'])).toEqual({ keys: ['a', 'b', 'c'], malformed: [], truncated: false })
  })

  it('keeps the first four and says more were asked for', () => {
    const parsed = parseCompareIds('a,b,c,d,e,f')
    expect(compareMaxProducts).toBe(4)
    expect(parsed.keys).toEqual(['a', 'b', 'c', 'd'])
    expect(parsed.truncated).toBe(true)
    expect(parseCompareIds('a,b,c,d,a').truncated).toBe(false)
  })

  it('sets aside entries that cannot be a key, and gives nothing for nothing', () => {
    expect(parseCompareIds("rt-t7,<script>,a b,x'--")).toEqual({ keys: ['rt-t7'], malformed: ['<script>', 'a b', "x'--"], truncated: false })
    expect(parseCompareIds(undefined)).toEqual({ keys: [], malformed: [], truncated: false })
    expect(parseCompareIds('')).toEqual({ keys: [], malformed: [], truncated: false })
  })

  it('has an address and a phone twin', () => {
    expect(paths.productCompare()).toBe('/product-compare')
    expect(paths.productCompare(['rt-t7', 'rt c'], true)).toBe('/product-compare?ids=rt-t7,rt%20c&diff=1')
    expect(twinPath('/en/product-compare?ids=a,b', 'mobile')).toBe('/en/m.product-compare?ids=a,b')
    expect(twinPath('/m.product-compare?ids=a', 'desktop')).toBe('/product-compare?ids=a')
  })
})

const spec = (key: string, order: number, label: string, value: string) => ({ key, order, label, value })

describe('aligned rows', () => {
  const products = [
    { specs: [spec('os', 20, 'OS', 'Android 13'), spec('cpu', 10, 'CPU', 'ARM')] },
    { specs: [spec('cpu', 10, 'Processor', 'ARM'), spec('battery', 50, 'Battery', '5000 mAh')] },
    { specs: [spec('os', 20, 'OS', 'Windows'), spec('', 0, 'Broken', 'x')] },
  ]

  it('gives one row per item in item order, "missing" where a product lacks it', () => {
    expect(alignSpecRows(products)).toEqual([
      { key: 'cpu', label: 'CPU', values: ['ARM', 'ARM', null], differs: true },
      { key: 'os', label: 'OS', values: ['Android 13', null, 'Windows'], differs: true },
      { key: 'battery', label: 'Battery', values: [null, '5000 mAh', null], differs: true },
    ])
  })

  it('shows only differing rows on request', () => {
    const rows = alignSpecRows(products.slice(0, 2))
    expect(rows.map((row) => [row.key, row.differs])).toEqual([['cpu', false], ['os', true], ['battery', true]])
    expect(visibleRows(rows, true).map((row) => row.key)).toEqual(['os', 'battery'])
    expect(visibleRows(rows, false)).toHaveLength(3)
  })

  it('treats case and spaces as the same value, and a missing value as different', () => {
    expect(valuesDiffer(['IP67', 'ip67 '])).toBe(false)
    expect(valuesDiffer(['IP67', null])).toBe(true)
    expect(valuesDiffer(['IP67'])).toBe(false)
  })
})

describe('the comparison list', () => {
  const entry = (key: string): CompareEntry => ({ key, model: key.toUpperCase(), title: `Title ${key}` })

  it('adds up to four, refuses a fifth and ignores a repeat', () => {
    let list: CompareEntry[] = []
    for (const key of ['a', 'b', 'c', 'd']) list = addToCompare(list, entry(key)).list
    expect(list.map((item) => item.key)).toEqual(['a', 'b', 'c', 'd'])
    expect(addToCompare(list, entry('e'))).toEqual({ list, outcome: 'full' })
    expect(addToCompare(list, entry('a'))).toEqual({ list, outcome: 'present' })
    expect(addToCompare(removeFromCompare(list, 'b'), entry('e')).list.map((item) => item.key)).toEqual(['a', 'c', 'd', 'e'])
  })

  it('reads what storage holds defensively', () => {
    expect(readStoredList(JSON.stringify([entry('a'), { key: 1 }, entry('b')]))).toEqual([entry('a'), entry('b')])
    expect(readStoredList('not json')).toEqual([])
    expect(readStoredList(null)).toEqual([])
    expect(readStoredList('{"key":"a"}')).toEqual([])
  })
})

describe('free labels to specification items', () => {
  const dictionary = { cpu: { zh: '处理器', en: 'Processor' }, os: { zh: '操作系统', en: 'Operating system' } }

  it('gives one item per distinct label pair, dictionary keys and order first, and links every row', () => {
    const plan = planSpecItems(
      [
        { row: 'a', label: { zh: '操作系统', en: 'Operating system' }, category: 2 },
        { row: 'b', label: { zh: '处理器', en: 'Processor' }, category: 1 },
        { row: 'c', label: { zh: '重量', en: 'Weight' }, category: 1 },
        { row: 7, label: { zh: '处理器', en: 'Processor' }, category: null },
        { row: 'd', label: { zh: '处理器', en: 'CPU' }, category: 2 },
        { row: 'e', label: { zh: '净重', en: 'Weight' }, category: 2 },
        { row: 'f', label: { zh: '颜色' }, category: 2 },
        { row: 'g', label: {}, category: 2 },
        { row: 8, label: { zh: '操作系统', en: null }, category: null },
        { row: 9, label: { en: 'Weight' }, category: null },
      ],
      dictionary,
    )
    expect(plan.items).toEqual([
      { key: 'cpu', label: { zh: '处理器', en: 'Processor' }, order: 10, categories: [1] },
      { key: 'os', label: { zh: '操作系统', en: 'Operating system' }, order: 20, categories: [2] },
      { key: 'weight', label: { zh: '重量', en: 'Weight' }, order: 30, categories: [1] },
      { key: 'cpu-2', label: { zh: '处理器', en: 'CPU' }, order: 40, categories: [2] },
      { key: 'weight-2', label: { zh: '净重', en: 'Weight' }, order: 50, categories: [2] },
      { key: 'item', label: { zh: '颜色', en: '颜色' }, order: 60, categories: [2] },
    ])
    expect(Object.fromEntries(plan.links)).toEqual({ a: 'os', b: 'cpu', c: 'weight', 7: 'cpu', d: 'cpu-2', e: 'weight-2', f: 'item', 8: 'os', 9: 'weight' })
  })
})
