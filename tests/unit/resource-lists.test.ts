import { describe, expect, it } from 'vitest'

import { classifyLinkClick } from '../../src/components/behaviour/navigationClick'
import { isResourceListAddress } from '../../src/rules/resourceListRoute'
import { clampedListPage, listPage, listQueryString, readListQuery, readListSegments, resourceListInternalPath } from '../../src/rules/resourceLists'
import { paths } from '../../src/rules/paths'
import { matchesQuery } from '../../src/rules/wordForms'

// Issue 36: the download centre and where to buy filter and page on the server, from a GET address.

const internal = (address: string) => {
  const url = new URL(address, 'https://site.test')
  return resourceListInternalPath(url.pathname, url.searchParams)
}

describe('issue 36 list addresses: the proxy keeps one static page per filter and page', () => {
  it('rewrites filters and page to segments in one order, whatever the order asked, on both devices and in both languages', () => {
    expect(internal('/downloads?page=2&type=driver&product=rt-t7')).toBe('/zh/downloads/type~driver/product~rt-t7/page~2')
    expect(internal('/en/m.downloads?language=multi&category=3')).toBe('/en/m.downloads/category~3/language~multi')
    expect(internal('/where-to-buy?country=nl&region=europe&type=reseller&line=2&page=3')).toBe('/zh/where-to-buy/region~europe/country~NL/line~2/type~reseller/page~3')
    expect(internal('/en/m.where-to-buy?page=2')).toBe('/en/m.where-to-buy/page~2')
  })

  it('leaves the list as built when nothing is asked: empty fields (a GET form sends them all), page 1, other parameters', () => {
    expect(internal('/downloads')).toBeNull()
    expect(internal('/downloads?type=&product=&category=&language=&q=+')).toBeNull()
    expect(internal('/en/downloads?page=1&utm_source=mail')).toBeNull()
    expect(internal('/downloads?type=&product=rt-t7&q=')).toBe('/zh/downloads/product~rt-t7')
  })

  it('sends every malformed query to one not-found address, so made-up values leave one entry', () => {
    for (const query of ['type=video', 'product=RT_T7!', 'category=abc', 'category=0', 'language=fr', 'page=0', 'page=x', 'page=99999', `product=${'a'.repeat(101)}`]) {
      expect(internal(`/downloads?${query}`), query).toBe('/zh/downloads/invalid')
    }
    for (const query of ['region=mars', 'country=DEU', 'country=1', 'line=-1', 'type=driver']) expect(internal(`/en/where-to-buy?${query}`), query).toBe('/en/where-to-buy/invalid')
  })

  it('sends a text query, which no list of values bounds, to the page rendered per request', () => {
    expect(internal('/downloads?q=T7+manual&type=manual')).toBe('/zh/downloads/search')
    expect(internal('/en/m.where-to-buy?q=Rotterdam')).toBe('/en/m.where-to-buy/search')
  })

  it('touches no other address', () => {
    for (const address of ['/downloadsx?page=2', '/case-studies?industry=mining', '/product-list?i=2', '/en/downloads/extra?page=2', '/fr/downloads?page=2']) expect(internal(address), address).toBeNull()
  })

  it('reads back only the canonical segments, so one page has one address', () => {
    expect(readListSegments('downloads', ['type~driver', 'page~2'])).toEqual({ filters: { type: 'driver' }, q: '', page: 2 })
    expect(readListSegments('downloads', [])).toEqual({ filters: {}, q: '', page: 1 })
    expect(readListSegments('downloads', undefined)).toEqual({ filters: {}, q: '', page: 1 })
    expect(readListSegments('whereToBuy', ['country~NL'])).toEqual({ filters: { country: 'NL' }, q: '', page: 1 })
    for (const segments of [['page~2', 'type~driver'], ['page~1'], ['type~driver', 'type~sdk'], ['type~'], ['invalid'], ['search'], ['q~x'], ['region~europe'], ['type~video']]) {
      expect(readListSegments('downloads', segments), segments.join('/')).toBeNull()
    }
    expect(readListSegments('whereToBuy', ['country~nl'])).toBeNull()
  })
})

describe('issue 36 list queries', () => {
  it('reads a text query trimmed and cut to the search limit', () => {
    const get = (params: Record<string, string>) => (name: string) => params[name]
    expect(readListQuery('downloads', get({ q: '  RT-T7  ' }))?.q).toBe('RT-T7')
    expect(readListQuery('downloads', get({ q: '车'.repeat(250) }))?.q).toBe('车'.repeat(200))
  })

  it('builds the public address of a query, filters in order, page 1 and empty values left out', () => {
    expect(paths.downloads({ page: 2, product: 'rt-t7', type: 'driver' })).toBe('/downloads?type=driver&product=rt-t7&page=2')
    expect(paths.downloads({ q: 'T7 手册', page: 1 })).toBe('/downloads?q=T7+%E6%89%8B%E5%86%8C')
    expect(paths.whereToBuy({ country: 'NL', type: undefined })).toBe('/where-to-buy?country=NL')
    expect(listQueryString('whereToBuy', {})).toBe('')
    // What the links build is what the proxy reads.
    expect(internal(paths.downloads({ page: 2, product: 'rt-t7', type: 'driver' }))).toBe('/zh/downloads/type~driver/product~rt-t7/page~2')
  })

  it('loads a list from the server, not through Next\'s router (which keeps one page per path for it)', () => {
    for (const path of ['/downloads', '/en/m.where-to-buy', '/m.downloads']) expect(isResourceListAddress(path), path).toBe(true)
    for (const path of ['/case-studies', '/downloads/x', '/en/downloads-x']) expect(isResourceListAddress(path), path).toBe(false)
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
    expect(classifyLinkClick(click, { href: 'https://site.test/en/downloads?page=2' }, 'https://site.test/en/downloads')).toBeNull()
    expect(classifyLinkClick(click, { href: 'https://site.test/where-to-buy' }, 'https://site.test/')).toBeNull()
    expect(classifyLinkClick(click, { href: 'https://site.test/case-studies' }, 'https://site.test/')).toBe('navigate')
  })

  it('matches a text query as the site search does: every word, in any case, a model with or without its hyphen', () => {
    expect(matchesQuery('RT-T7 User Manual', 'rtt7 manual')).toBe(true)
    expect(matchesQuery('RT-T7 用户手册', 'T7 手册')).toBe(true)
    expect(matchesQuery('RT-T7 User Manual', 'T7 datasheet')).toBe(false)
  })
})

describe('issue 36 list pages', () => {
  const items = Array.from({ length: 17 }, (_, index) => index + 1)

  it('pages a list; past the last page is no page, page 1 of an empty list is one', () => {
    expect(listPage(items, 1, 8)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8], page: 1, totalPages: 3, total: 17 })
    expect(listPage(items, 3, 8)).toEqual({ items: [17], page: 3, totalPages: 3, total: 17 })
    expect(listPage(items, 4, 8)).toBeNull()
    expect(listPage([], 1, 8)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 })
    expect(listPage([], 2, 8)).toBeNull()
  })

  it('shows the last page for a page past it where nothing is kept (a text query)', () => {
    expect(clampedListPage(items, 9, 8)).toEqual({ items: [17], page: 3, totalPages: 3, total: 17 })
    expect(clampedListPage([], 5, 8)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 })
  })
})
