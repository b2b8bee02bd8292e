import { describe, expect, it } from 'vitest'

import { paths } from '@/rules/paths'
import { legacyNewsListRedirect, productListInternalPath, undecodablePathNotFound } from '@/rules/routes'

const query = (value: string) => new URLSearchParams(value)

describe('§2.3 legacy news-list redirect', () => {
  it('moves ?id=X into the path, desktop and mobile, in both languages', () => {
    expect(legacyNewsListRedirect('/news-list', query('id=7'))).toBe('/news-list/7')
    expect(legacyNewsListRedirect('/m.news-list', query('id=7'))).toBe('/m.news-list/7')
    expect(legacyNewsListRedirect('/en/news-list', query('id=12&utm=x'))).toBe('/en/news-list/12?utm=x')
  })

  it('leaves other addresses alone', () => {
    expect(legacyNewsListRedirect('/news-list', query(''))).toBeNull()
    expect(legacyNewsListRedirect('/news-list', query('id=abc'))).toBeNull()
    expect(legacyNewsListRedirect('/news-list/3', query('id=7'))).toBeNull()
    expect(legacyNewsListRedirect('/english/news-list', query('id=7'))).toBeNull()
  })
})

describe('§2.1 product-list ?i= served from a static page per category', () => {
  it('maps the index to the internal path of the right language', () => {
    expect(productListInternalPath('/product-list', query('i=2'))).toBe('/zh/product-list/2')
    expect(productListInternalPath('/en/product-list', query('i=0'))).toBe('/en/product-list/0')
    expect(productListInternalPath('/m.product-list', query('i=03'))).toBe('/zh/m.product-list/3')
  })

  it('ignores a missing or malformed index', () => {
    expect(productListInternalPath('/product-list', query(''))).toBeNull()
    expect(productListInternalPath('/product-list', query('i=-1'))).toBeNull()
    expect(productListInternalPath('/product-list', query('i=1e3'))).toBeNull()
    expect(productListInternalPath('/product-detail', query('i=1'))).toBeNull()
  })
})

describe('§2.1 route builders', () => {
  it('builds every desktop route', () => {
    expect(paths.productList()).toBe('/product-list')
    expect(paths.productList(3)).toBe('/product-list?i=3')
    expect(paths.productDetail('rt-t10')).toBe('/product-detail/rt-t10')
    expect(paths.newsList()).toBe('/news-list')
    expect(paths.newsList(4)).toBe('/news-list/4')
    expect(paths.newsList(4, 2)).toBe('/news-list/4/2')
    expect(paths.newsList(null, 3)).toBe('/news-list/all/3')
    expect(paths.newsDetail(9)).toBe('/news-detail/9')
    expect(paths.solutionDetail(2)).toBe('/solution-detail/2')
    expect(paths.recruitment()).toBe('/recruitment-information')
    expect(paths.conference()).toBe('/cpdc-2024')
  })
})

describe('§8 an address whose text decodes to a broken escape names no page', () => {
  it('is served the 404 page of its language (next-intl decodes it once, Next again: a 500)', () => {
    expect(undecodablePathNotFound('/%25zz')).toBe('/zh/page-not-found')
    expect(undecodablePathNotFound('/product-detail/%25')).toBe('/zh/page-not-found')
    expect(undecodablePathNotFound('/en/product-detail/%25zz')).toBe('/en/page-not-found')
    expect(undecodablePathNotFound('/img/640/x%25zzy')).toBe('/zh/page-not-found')
    expect(undecodablePathNotFound('/enx/%25zz')).toBe('/zh/page-not-found')
  })

  it('leaves every path that decodes twice to Next', () => {
    for (const path of ['/', '/en', '/product-detail/rt-t7', '/en/%2525', '/%E4%B8%AD', '/news-list/1/2', '/a%2Fb', '/50%2525off']) {
      expect(undecodablePathNotFound(path), path).toBeNull()
    }
  })
})
