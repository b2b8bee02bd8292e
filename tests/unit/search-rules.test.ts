import { describe, expect, it } from 'vitest'

import { compact, findInOriginal, matchRank, searchTerms, snippet } from '@/rules/search'

/** The database's test (src/data/search.ts): every term a substring of the compact text. */
const matchesAll = (terms: string[], compactText: string) => terms.length > 0 && terms.every((term) => compactText.includes(term))

describe('search terms', () => {
  it('split on spaces and punctuation, lower case, NFKC', () => {
    expect(searchTerms('  Rugged,  Tablet! ')).toEqual(['rugged', 'tablet'])
    expect(searchTerms('ＲＴ－Ｔ７')).toEqual(['rtt7'])
    expect(searchTerms('rt-t7 RT_T8.pro')).toEqual(['rtt7', 'rtt8pro'])
    expect(searchTerms('rt t7')).toEqual(['rt', 't7'])
  })

  it('keep a run of Chinese whole, and split it from Latin letters', () => {
    expect(searchTerms('车载')).toEqual(['车载'])
    expect(searchTerms('车载 Android')).toEqual(['车载', 'android'])
    expect(searchTerms('车载Android平板')).toEqual(['车载', 'android', '平板'])
  })

  it('drop wildcards, quotes and SQL punctuation, keeping only letters and digits', () => {
    expect(searchTerms(`' OR 1=1 --`)).toEqual(['or', '1'])
    expect(searchTerms('%_*"\'\u0000;')).toEqual([])
    expect(searchTerms('50%_off*')).toEqual(['50', 'off'])
  })

  it('drop duplicates and cap the count and the length', () => {
    expect(searchTerms('a a b')).toEqual(['a', 'b'])
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(8)
    expect(searchTerms('x'.repeat(2000))[0]).toHaveLength(200)
    expect(searchTerms('')).toEqual([])
  })
})

describe('compact text', () => {
  it('makes model numbers equal with or without hyphens, spaces and case', () => {
    for (const query of ['rt-t7', 'RTT7', 'rt t7', 'RT_T7']) expect(compact(query)).toBe('rtt7')
  })

  it('keeps Chinese, so a two-character word matches inside longer text', () => {
    expect(matchesAll(searchTerms('车载'), compact('坚固型车载电脑，适用于叉车'))).toBe(true)
    expect(matchesAll(searchTerms('平板'), compact('三防平板电脑'))).toBe(true)
  })

  it('needs every term (AND)', () => {
    const text = compact('车载电脑 Android 11')
    expect(matchesAll(searchTerms('车载 Android'), text)).toBe(true)
    expect(matchesAll(searchTerms('车载 Windows'), text)).toBe(false)
    expect(matchesAll([], text)).toBe(false)
  })
})

describe('ranking', () => {
  const doc = { title: 'Vehicle computer RT-T7', model: 'rtt7', body: 'Android rugged' }
  it('puts an exact model first, then all terms in the title, then some, then the body', () => {
    expect(matchRank('rtt7', ['rt', 't7'], doc)).toBe(0)
    expect(matchRank('vehiclecomputer', ['vehicle', 'computer'], doc)).toBe(1)
    expect(matchRank('vehicleandroid', ['vehicle', 'android'], doc)).toBe(2)
    expect(matchRank('android', ['android'], doc)).toBe(3)
  })

  it('does not take a model prefix for the model', () => {
    expect(matchRank('rt', ['rt'], doc)).toBe(1)
  })
})

describe('snippet', () => {
  it('finds a compact term in the original text', () => {
    expect(findInOriginal('Model RT-T7 rugged', 'rtt7')).toEqual({ start: 6, end: 11 })
    expect(findInOriginal('坚固型车载电脑', '车载')).toEqual({ start: 3, end: 5 })
    expect(findInOriginal('nothing', 'rtt7')).toBeNull()
  })

  it('is the whole text when short, else about 160 characters around the first hit with ellipses', () => {
    expect(snippet('  short\n text ', ['x'])).toBe('short text')
    const long = `${'开头'.repeat(100)}车载电脑${'结尾'.repeat(100)}`
    const cut = snippet(long, ['车载'])
    expect(cut.startsWith('…')).toBe(true)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).toContain('车载电脑')
    expect(cut.length).toBeLessThanOrEqual(162)
  })

  it('shows the original spelling of a model, not the compact one', () => {
    const text = `${'word '.repeat(60)}the RT-T7 computer ${'word '.repeat(60)}`
    expect(snippet(text, ['rtt7'])).toContain('RT-T7')
  })

  it('starts at the beginning when nothing matched', () => {
    expect(snippet('a'.repeat(300), ['zzz']).startsWith('aaa')).toBe(true)
  })
})
