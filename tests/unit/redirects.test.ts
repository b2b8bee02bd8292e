import { describe, expect, it } from 'vitest'

import { locales, pathLocale } from '@/rules/language'
import { hostsOf, type Move, normaliseSitePath, normaliseTarget, planMove, productMoves, redirectLoop, sitePathProblem } from '@/rules/redirects'

describe('issue 13 redirects: one spelling of a site address', () => {
  it('keeps a leading slash and drops query, hash, trailing and doubled slashes', () => {
    expect(normaliseSitePath('old-page/')).toBe('/old-page')
    expect(normaliseSitePath(' /a//b/?x=1#top ')).toBe('/a/b')
    expect(normaliseSitePath('/')).toBe('/')
  })

  it('drops the Chinese prefix (the site has none) and keeps the English one', () => {
    expect(normaliseSitePath('/zh/product-detail/a')).toBe('/product-detail/a')
    expect(normaliseSitePath('/zh')).toBe('/')
    expect(normaliseSitePath('/zhongwen')).toBe('/zhongwen')
    expect(normaliseSitePath('/en/product-detail/a/')).toBe('/en/product-detail/a')
  })

  it('takes the path of a full address and decodes escapes', () => {
    expect(normaliseSitePath('https://example.com/en/mdm?x=1')).toBe('/en/mdm')
    expect(normaliseSitePath('/%E4%BA%A7%E5%93%81')).toBe('/产品')
    expect(normaliseSitePath('/a b')).toBeNull()
  })

  it('accepts a site path or an http(s) address as a target, keeping its query', () => {
    expect(normaliseTarget('/zh/mdm?x=1')).toBe('/mdm?x=1')
    expect(normaliseTarget('https://example.com/x?y')).toBe('https://example.com/x?y')
    expect(normaliseTarget('//evil.example/x')).toBeNull()
    expect(normaliseTarget('javascript:alert(1)')).toBeNull()
    expect(normaliseTarget('mdm')).toBeNull()
  })

  it('reads the language of a path', () => {
    expect(pathLocale('/en/mdm')).toBe('en')
    expect(pathLocale('/en')).toBe('en')
    expect(pathLocale('/english')).toBe('zh')
    expect(pathLocale('/mdm')).toBe('zh')
    expect(pathLocale('/ru/m.mdm')).toBe(locales.includes('ru') ? 'ru' : 'zh')
    expect(pathLocale('/russia')).toBe('zh')
  })
})

describe('issue 13 redirects: a product that changes its customizeUrl', () => {
  it('moves the desktop page and its /m. twin in every site language', () => {
    // The written languages, and German as a further one (SITE_LANGUAGES=zh,en,ru,de).
    const moves: Record<string, Move[]> = {
      zh: [
        { from: '/product-detail/old', to: '/product-detail/new' },
        { from: '/m.product-detail/old', to: '/m.product-detail/new' },
      ],
      en: [
        { from: '/en/product-detail/old', to: '/en/product-detail/new' },
        { from: '/en/m.product-detail/old', to: '/en/m.product-detail/new' },
      ],
      ru: [
        { from: '/ru/product-detail/old', to: '/ru/product-detail/new' },
        { from: '/ru/m.product-detail/old', to: '/ru/m.product-detail/new' },
      ],
      de: [
        { from: '/de/product-detail/old', to: '/de/product-detail/new' },
        { from: '/de/m.product-detail/old', to: '/de/m.product-detail/new' },
      ],
    }
    expect(productMoves('old', 'new')).toEqual(locales.flatMap((locale) => moves[locale]))
  })

  it('collapses chains: A→B then B→C points A straight at C', () => {
    const plan = planMove([{ id: 1, from: '/p/a', to: '/p/b' }], { from: '/p/b', to: '/p/c' })
    expect(plan).toEqual({ remove: [], retarget: [{ id: 1, to: '/p/c' }], upsert: { from: '/p/b', to: '/p/c' } })
  })

  it('makes no loop: A→B then B→A removes A→B, since A is a live page again', () => {
    const plan = planMove([{ id: 1, from: '/p/a', to: '/p/b' }], { from: '/p/b', to: '/p/a' })
    expect(plan).toEqual({ remove: [1], retarget: [], upsert: { from: '/p/b', to: '/p/a' } })
  })

  it('leaves redirects to documents and to other addresses alone', () => {
    const existing = [
      { id: 1, from: '/x', to: null },
      { id: 2, from: '/y', to: '/en/p/b' },
      { id: 3, from: '/z', to: '/p/b?utm=1' },
    ]
    expect(planMove(existing, { from: '/p/b', to: '/p/c' }).retarget).toEqual([])
  })
})

describe('issue 26: a redirect that would make a loop', () => {
  it('finds A → B → A, a redirect to itself, and longer chains', () => {
    expect(redirectLoop([{ from: '/b', to: '/a' }], { from: '/a', to: '/b' })).toEqual(['/a', '/b', '/a'])
    expect(redirectLoop([], { from: '/a', to: '/a?x=1' })).toEqual(['/a', '/a'])
    const chain = [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/en/d' },
      { from: '/en/d', to: '/zh/a/' },
    ]
    expect(redirectLoop(chain, { from: '/a', to: '/b' })).toEqual(['/a', '/b', '/c', '/en/d', '/a'])
  })

  it('compares addresses in their one spelling (escapes, /zh, trailing slash, query)', () => {
    expect(redirectLoop([{ from: '/%E4%B8%AD', to: 'https://example.com/x' }], { from: '/中', to: '/b' })).toBeNull()
    expect(redirectLoop([{ from: '/b/', to: '/%E4%B8%AD?utm=1' }], { from: '/中', to: '/b' })).toEqual(['/中', '/b', '/中'])
  })

  it('lets chains that end on a page or another site, and loops that do not pass through it, be', () => {
    expect(redirectLoop([{ from: '/b', to: '/c' }], { from: '/a', to: '/b' })).toBeNull()
    expect(redirectLoop([{ from: '/b', to: 'https://example.com/a' }], { from: '/a', to: '/b' })).toBeNull()
    expect(redirectLoop([{ from: '/b', to: '/c' }, { from: '/c', to: '/b' }], { from: '/a', to: '/b' })).toBeNull()
    expect(redirectLoop([{ from: '/b', to: '/a' }], { from: '/a', to: 'https://example.com/b' })).toBeNull()
    expect(redirectLoop([{ from: '/en/a', to: '/b' }], { from: '/b', to: '/a' })).toBeNull()
  })
})

describe('issue 37: loops through the site’s own address or a device twin, and paths that leave the site', () => {
  it('follows an absolute address on the site’s own host as the site path it is', () => {
    const own = ['shop.example.com', '127.0.0.1:3000']
    expect(redirectLoop([], { from: '/news-detail/99998', to: 'http://127.0.0.1:3000/news-detail/99998' }, own)).toEqual(['/news-detail/99998', '/news-detail/99998'])
    expect(redirectLoop([{ from: '/b', to: 'https://shop.example.com/a?x=1' }], { from: '/a', to: '/b' }, own)).toEqual(['/a', '/b', '/a'])
    // Another host, or the same name on another port, is another site.
    expect(redirectLoop([], { from: '/a', to: 'http://127.0.0.1:3001/a' }, own)).toBeNull()
    expect(redirectLoop([], { from: '/a', to: 'https://other.example.com/a' }, own)).toBeNull()
  })

  it('takes an address and its device twin for the one page they are', () => {
    expect(redirectLoop([], { from: '/news-detail/99999', to: '/m.news-detail/99999' })).toEqual(['/news-detail/99999', '/m.news-detail/99999'])
    expect(redirectLoop([], { from: '/en/m.news-detail/7', to: '/en/news-detail/7' })).toEqual(['/en/m.news-detail/7', '/en/news-detail/7'])
    expect(redirectLoop([{ from: '/m.news-detail/5', to: '/a' }], { from: '/a', to: '/news-detail/5' })).toEqual(['/a', '/news-detail/5', '/a'])
    // A twin in the other language is another page.
    expect(redirectLoop([], { from: '/news-detail/7', to: '/en/m.news-detail/7' })).toBeNull()
  })

  it('refuses a backslash anywhere, and a path that starts //, as typed or escaped', () => {
    for (const path of ['/\\evil.example/x', '/a\\b', '/%5Cevil.example', '//evil.example/x', '/%2F/evil.example']) {
      expect(normaliseTarget(path), path).toBeNull()
    }
    expect(normaliseSitePath('/\\evil.example/x')).toBeNull()
    expect(normaliseSitePath('//evil.example/x')).toBeNull()
    expect(sitePathProblem('/\\evil.example/x')).toBe('backslash')
    expect(sitePathProblem('/%5cx')).toBe('backslash')
    expect(sitePathProblem('//evil.example')).toBe('protocolRelative')
    expect(sitePathProblem('/a//b')).toBeNull()
    expect(hostsOf(['https://shop.example.com', 'http://127.0.0.1:3000', '127.0.0.1:3000', undefined])).toEqual(['shop.example.com', '127.0.0.1:3000'])
  })
})
