import { describe, expect, it } from 'vitest'

import { highlightParts } from '@/rules/highlight'
import { searchQueryMaxLength } from '@/rules/search'
import { paths } from '@/rules/paths'
import { mobileHref, twinPath } from '@/rules/routes'
import { groupByType, readSearchRequest, searchPageCount, searchTabs } from '@/rules/searchPage'

/** The marked parts of `text`, for short assertions. */
const marked = (text: string, terms: string[]) => highlightParts(text, terms).filter((part) => part.match).map((part) => part.text)

describe('issue 14 highlighting the matched words', () => {
  it('marks a word whatever its case, keeping the text as written', () => {
    expect(highlightParts('Rugged Android tablet', ['android'])).toEqual([
      { text: 'Rugged ', match: false },
      { text: 'Android', match: true },
      { text: ' tablet', match: false },
    ])
    expect(marked('ISOBUS and isobus', ['IsoBus'])).toEqual(['ISOBUS', 'isobus'])
  })

  it('a model number matches with or without its hyphen, in any case', () => {
    expect(marked('The RT-T7 vehicle tablet', ['rtt7'])).toEqual(['RT-T7'])
    expect(marked('The RT-T7 vehicle tablet', ['rt-t7'])).toEqual(['RT-T7'])
    expect(marked('rtt7 and RT T7 and Rt_t7', ['RT-T7'])).toEqual(['rtt7', 'RT T7', 'Rt_t7'])
    // The separator is only bridged inside the term, never taken after it.
    expect(marked('RT-T7-A', ['rtt7'])).toEqual(['RT-T7'])
  })

  it('marks two-character Chinese words inside longer text, and mixed queries', () => {
    expect(marked('坚固型车载平板电脑，适用于叉车', ['平板'])).toEqual(['平板'])
    expect(marked('车载 Android 平板', ['车载', 'android'])).toEqual(['车载', 'Android'])
    // Adjacent matches make one mark.
    expect(marked('车载平板', ['车载', '平板'])).toEqual(['车载平板'])
  })

  it('the longer of two overlapping terms wins', () => {
    expect(marked('RT-T10 tablet', ['rt', 'rtt10'])).toEqual(['RT-T10'])
  })

  it('treats the visitor’s words as text, never as a pattern', () => {
    expect(marked('100% (a+b) [x] * $1', ['%', '(a+b)', '[x]', '*', '$1'])).toEqual(['%', '(a+b)', '[x]', '*', '$1'])
    // A separator alone is no term (it would mark every dot and hyphen).
    expect(marked('a.b-c', ['.', '-'])).toEqual([])
    expect(marked('a|b', ['|'])).toEqual(['|'])
  })

  it('no terms, blank terms or no text leave the text unmarked', () => {
    expect(highlightParts('Plain text', [])).toEqual([{ text: 'Plain text', match: false }])
    expect(highlightParts('Plain text', ['', ' ', '-'])).toEqual([{ text: 'Plain text', match: false }])
    expect(highlightParts('', ['x'])).toEqual([])
  })
})

describe('issue 14 reading a search page’s address', () => {
  it('trims the query, reads page and type', () => {
    expect(readSearchRequest({ q: '  rt-t7 ', page: '3', type: 'news' })).toEqual({ query: 'rt-t7', page: 3, type: 'news', tooLong: false })
  })

  it('never fails on a visitor’s address: bad page is 1, unknown type is all, repeats count by the first', () => {
    expect(readSearchRequest({})).toEqual({ query: '', page: 1, type: undefined, tooLong: false })
    for (const page of ['0', '-1', 'abc', '1e3', '9999999', '']) expect(readSearchRequest({ q: 'x', page }).page, page).toBe(1)
    expect(readSearchRequest({ q: 'x', type: 'users' }).type).toBeUndefined()
    expect(readSearchRequest({ q: ['a', 'b'], type: ['job', 'news'] })).toMatchObject({ query: 'a', type: 'job' })
  })

  it(`a query over ${searchQueryMaxLength} characters (after trimming) is too long`, () => {
    expect(readSearchRequest({ q: ` ${'平'.repeat(searchQueryMaxLength)} ` }).tooLong).toBe(false)
    expect(readSearchRequest({ q: '平'.repeat(searchQueryMaxLength + 1) }).tooLong).toBe(true)
  })
})

describe('issue 14 the search pages’ addresses and their twins', () => {
  it('builds /search with the query, a type and a page past the first', () => {
    expect(paths.search()).toBe('/search')
    expect(paths.search('rt-t7')).toBe('/search?q=rt-t7')
    expect(paths.search('车载 Android', { type: 'product', page: 2 })).toBe('/search?q=%E8%BD%A6%E8%BD%BD+Android&type=product&page=2')
    expect(paths.search('x', { page: 1 })).toBe('/search?q=x')
  })

  it('/search and /m.search are twins, keeping the query and the language', () => {
    expect(twinPath('/search?q=rt-t7&page=2', 'mobile')).toBe('/m.search?q=rt-t7&page=2')
    expect(twinPath('/en/m.search?q=tablet', 'desktop')).toBe('/en/search?q=tablet')
    expect(mobileHref(paths.search('平板'))).toBe('/m.search?q=%E5%B9%B3%E6%9D%BF')
  })
})

describe('issue 14 grouping results by type', () => {
  const counts = { product: 12, solution: 0, caseStudy: 0, document: 0, news: 8, partner: 0, job: 3, page: 0 }

  it('groups a page of results in the order products, solutions, news, jobs, pages', () => {
    const items = [{ type: 'news' as const, id: 'n1' }, { type: 'product' as const, id: 'p1' }, { type: 'news' as const, id: 'n2' }, { type: 'job' as const, id: 'j1' }]
    expect(groupByType(items)).toEqual([
      { type: 'product', items: [{ type: 'product', id: 'p1' }] },
      { type: 'news', items: [{ type: 'news', id: 'n1' }, { type: 'news', id: 'n2' }] },
      { type: 'job', items: [{ type: 'job', id: 'j1' }] },
    ])
  })

  it('tabs: all with every hit, then the types that have hits; a chosen empty type stays', () => {
    expect(searchTabs(counts)).toEqual([{ count: 23 }, { type: 'product', count: 12 }, { type: 'news', count: 8 }, { type: 'job', count: 3 }])
    expect(searchTabs(counts, 'solution').map((tab) => tab.type)).toEqual([undefined, 'product', 'solution', 'news', 'job'])
  })

  it('no tabs when nothing matched at all (the empty state speaks instead)', () => {
    expect(searchTabs({ product: 0, solution: 0, caseStudy: 0, document: 0, news: 0, partner: 0, job: 0, page: 0 }, 'news')).toEqual([])
  })

  it('counts pages, at least one', () => {
    expect(searchPageCount(0, 10)).toBe(1)
    expect(searchPageCount(10, 10)).toBe(1)
    expect(searchPageCount(23, 10)).toBe(3)
  })
})
