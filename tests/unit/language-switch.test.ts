import { describe, expect, it } from 'vitest'

import { sectionOf } from '@/components/layout/menu/sections'
import { localeCookie, pathWithoutLocale } from '@/components/layout/menu/language'
import { paths } from '@/rules/paths'

describe('§4 language switch keeps the page, its query and hash', () => {
  it('drops the language prefix of the address and keeps the rest', () => {
    expect(pathWithoutLocale('/en/product-list', '?i=2')).toBe('/product-list?i=2')
    expect(pathWithoutLocale('/product-list', '?i=2')).toBe('/product-list?i=2')
    expect(pathWithoutLocale('/en')).toBe('/')
    expect(pathWithoutLocale('/en/')).toBe('/')
    expect(pathWithoutLocale('/')).toBe('/')
    expect(pathWithoutLocale('/en/news-list/3/2', '', '#list')).toBe('/news-list/3/2#list')
    expect(pathWithoutLocale('/english/x')).toBe('/english/x')
    expect(pathWithoutLocale('/enterprise')).toBe('/enterprise')
  })

  it('stores the choice in next-intl’s cookie for a year, site-wide, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; SameSite=Lax')
    expect(localeCookie('zh')).toMatch(/^NEXT_LOCALE=zh;/)
  })
})

describe('§2.5 current header section', () => {
  it('maps every page to its section', () => {
    expect(sectionOf(paths.productList())).toBe('products')
    expect(sectionOf('/product-list/2')).toBe('products')
    expect(sectionOf(paths.productDetail('rt-t10'))).toBe('products')
    expect(sectionOf(paths.mdm())).toBe('mdm')
    expect(sectionOf(paths.mdmPrice())).toBe('mdm')
    expect(sectionOf(paths.solutionDetail(4))).toBe('solutions')
    expect(sectionOf(paths.newsTrend())).toBe('news')
    expect(sectionOf(paths.newsList(3, 2))).toBe('news')
    expect(sectionOf(paths.newsDetail(9))).toBe('news')
    expect(sectionOf(paths.introductory())).toBe('about')
    expect(sectionOf(paths.recruitment())).toBe('about')
  })

  it('leaves other pages without a section', () => {
    expect(sectionOf(paths.home())).toBeNull()
    expect(sectionOf(paths.siteMap())).toBeNull()
    expect(sectionOf('/mdm-pricing')).toBeNull()
    expect(sectionOf('/product-listing')).toBeNull()
  })
})
