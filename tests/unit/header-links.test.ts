import { describe, expect, it } from 'vitest'

import { classifyHeaderHref, isExternalHref, isKnownSitePath, sitePathPatterns } from '@/components/layout/menu/links'
import { paths } from '@/rules/paths'

// One or more sample calls per route builder; the type makes a new route in `paths` fail to
// compile here until it has samples (and links.ts until it has a pattern).
const samples: { [K in keyof typeof paths]: Parameters<(typeof paths)[K]>[] } = {
  home: [[]],
  productList: [[], [0], [7]],
  productDetail: [['rt-t10'], ['42'], ['名字 带空格']],
  mdm: [[]],
  mdmPrice: [[]],
  solutionList: [[]],
  solutionDetail: [[3]],
  newsTrend: [[]],
  newsList: [[], [null], [5], [5, 1], [5, 3], [null, 2]],
  newsDetail: [[12]],
  introductory: [[]],
  recruitment: [[]],
  siteMap: [[]],
  legalNotice: [[]],
  albumList: [[]],
  albumDetail: [[2]],
  conference: [[]],
  search: [[], ['rt-t7'], ['车载 Android', { type: 'product', page: 2 }]],
  productCompare: [[], [['rt-t7', 'rt-c1']], [['rt-t7'], true]],
  downloads: [[], [{ product: 'rt-t7' }], [{ type: 'driver', q: 'T7', page: 2 }]],
  caseStudies: [[], ['mining']],
  caseStudy: [['harbour-fleet'], ['mine-haul-trucks-2025']],
  whereToBuy: [[], [{ region: 'europe', country: 'NL', page: 2 }]],
}

describe('§2.5/§8 header links that map to no known page', () => {
  it('has a pattern for every route of the route table', () => {
    expect(Object.keys(sitePathPatterns).sort()).toEqual(Object.keys(paths).sort())
  })

  it('knows every path the route table builds, in both languages and with query or hash', () => {
    for (const [name, calls] of Object.entries(samples)) {
      for (const args of calls) {
        const href = (paths[name as keyof typeof paths] as (...a: unknown[]) => string)(...args)
        expect(isKnownSitePath(href), href).toBe(true)
        expect(isKnownSitePath(`/en${href === '/' ? '' : href}`), `/en${href}`).toBe(true)
      }
    }
    expect(isKnownSitePath('/en')).toBe(true)
    expect(isKnownSitePath('/solution-list/')).toBe(true)
    expect(isKnownSitePath('/introductory#contact')).toBe(true)
    expect(isKnownSitePath('/news-list/3?utm_source=menu')).toBe(true)
  })

  it('counts external http(s) links as known', () => {
    expect(isKnownSitePath('https://ru.ruitu.example')).toBe(true)
    expect(isKnownSitePath('http://example.com/a?b=c')).toBe(true)
    expect(isExternalHref('HTTPS://example.com')).toBe(true)
    expect(isExternalHref('/mdm')).toBe(false)
  })

  it('rejects paths of no route, relative or malformed links and other schemes', () => {
    for (const href of [
      '/solutions',
      '/product-list/2',
      '/mdm/extra',
      '/solution-detail/abc',
      '/news-list/abc',
      '/news-list/all',
      '/news-detail',
      '/album-detail/',
      '/english/mdm',
      'solution-list',
      '#top',
      '//evil.example/mdm',
      'javascript:alert(1)',
      'mailto:sales@example.com',
      'ftp://example.com',
      'https://',
      '',
    ]) {
      expect(isKnownSitePath(href), href).toBe(false)
    }
  })

  it('classifies editor-typed links for the header', () => {
    expect(classifyHeaderHref('')).toEqual({ kind: 'none' })
    expect(classifyHeaderHref(null)).toEqual({ kind: 'none' })
    expect(classifyHeaderHref('   ')).toEqual({ kind: 'none' })
    expect(classifyHeaderHref('/solution-list')).toEqual({ kind: 'internal', href: '/solution-list' })
    expect(classifyHeaderHref(' /en/news-list/2?x=1#a ')).toEqual({ kind: 'internal', href: '/news-list/2?x=1#a' })
    expect(classifyHeaderHref('/en')).toEqual({ kind: 'internal', href: '/' })
    expect(classifyHeaderHref('https://en.ruitu.example/')).toEqual({ kind: 'external', href: 'https://en.ruitu.example/' })
    expect(classifyHeaderHref('/no-such-page')).toEqual({ kind: 'missing' })
    expect(classifyHeaderHref('javascript:alert(1)')).toEqual({ kind: 'missing' })
  })
})
