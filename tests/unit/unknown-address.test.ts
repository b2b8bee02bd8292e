/**
 * Issue 36: a made-up document address is answered with the not-found page of its language and
 * device, decided from the site's address book before anything renders (server/unknown-address.ts,
 * src/rules/addressBook.ts).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { bookOf, notFoundAddress } from '../../server/unknown-address.ts'
import {
  documentAddresses,
  documentAddressPatterns,
  listValueChecks,
  micrositeAddresses,
  notFoundAddresses,
  siteTopSegments,
  unroutedAddressPattern,
} from '../../src/rules/addressBook'
import { eventSiteFolder } from '../../src/rules/eventRoutes'
import { locales } from '../../src/rules/language'
import { paths } from '../../src/rules/paths'

const answer = {
  patterns: documentAddressPatterns(),
  unrouted: unroutedAddressPattern(),
  known: [
    ...micrositeAddresses('cpdc2024', 'zh'),
    ...micrositeAddresses('cpdc2024', 'en'),
    '/old-brochure',
    ...documentAddresses(paths.productDetail('rt-t7'), 'zh'),
    ...documentAddresses(paths.productDetail('rt t10'), 'en'),
    ...documentAddresses(paths.newsList(3, 2), 'zh'),
    ...documentAddresses(paths.productList(1), 'zh'),
    '/news-detail/99998',
  ],
  notFound: notFoundAddresses(),
  listValues: listValueChecks({ productKeys: ['rt-t7'], categoryIds: ['4'] }),
}
const book = bookOf(answer)
const desktop = { language: 'zh', device: 'desktop', crawler: false } as const
const phone = { language: 'zh', device: 'mobile', crawler: false } as const
const english = { language: 'en', device: 'desktop', crawler: false } as const

describe('the address book', () => {
  it('covers the document pages on both devices and in every language, nothing else', () => {
    const matches = (path: string) => book.patterns.some((pattern) => pattern.test(path))
    for (const path of ['/product-detail/x', '/en/m.product-detail/x', '/news-detail/1', '/m.solution-detail/2', '/case-studies/mine']) expect(matches(path), path).toBe(true)
    expect(matches('/ru/m.product-detail/x')).toBe(locales.includes('ru'))
    for (const path of ['/news-list/1', '/news-list/all/3', '/m.news-list/2/7', '/product-list?i=12', '/en/m.product-list?i=0']) expect(matches(path), path).toBe(true)
    for (const path of ['/product-detail', '/product-detail/x/y', '/zh/product-detail/x', '/news-list', '/news-list/1/2/3', '/product-list', '/product-list?i=01', '/product-list?i=1&x=2', '/case-studies', '/mdm']) expect(matches(path), path).toBe(false)
    expect(documentAddresses(paths.productDetail('rt t10'), 'en')).toEqual(['/en/product-detail/rt t10', '/en/m.product-detail/rt t10'])
    // The written languages, and German as a further one (SITE_LANGUAGES=zh,en,ru,de).
    const pages: Record<string, { desktop: string; mobile: string }> = {
      zh: { desktop: '/page-not-found', mobile: '/m.page-not-found' },
      en: { desktop: '/en/page-not-found', mobile: '/en/m.page-not-found' },
      ru: { desktop: '/ru/page-not-found', mobile: '/ru/m.page-not-found' },
      de: { desktop: '/de/page-not-found', mobile: '/de/m.page-not-found' },
    }
    expect(notFoundAddresses()).toEqual(Object.fromEntries(locales.map((locale) => [locale, pages[locale]])))
  })
})

describe('a made-up document address', () => {
  it('goes on as the not-found page of its language and device', () => {
    expect(notFoundAddress(book, '/product-detail/nope?utm=1', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/m.news-detail/12345', phone)).toBe('/m.page-not-found')
    expect(notFoundAddress(book, '/en/case-studies/nope', english)).toBe('/en/page-not-found')
  })

  it('judges a news list’s page and a product category too', () => {
    expect(notFoundAddress(book, '/news-list/3/2', desktop)).toBeNull()
    expect(notFoundAddress(book, '/news-list/3/9', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/news-list/99/2', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/product-list?i=1', desktop)).toBeNull()
    expect(notFoundAddress(book, '/product-list?i=99', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/product-list?i=99&utm=x', desktop)).toBeNull()
  })

  it('judges the download centre’s product and category and where to buy’s product line by the content’s values', () => {
    expect(notFoundAddress(book, '/downloads?product=made-up-1', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/en/m.downloads?type=manual&category=99&page=2', { ...phone, language: 'en' })).toBe('/en/m.page-not-found')
    expect(notFoundAddress(book, '/where-to-buy?line=99', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/downloads?product=rt-t7&category=4', desktop)).toBeNull()
    expect(notFoundAddress(book, '/where-to-buy?line=4&country=DE', desktop)).toBeNull()
    // Empty fields (a GET form sends them all), other filters and a text query are the site's to judge.
    expect(notFoundAddress(book, '/downloads?type=&product=&category=&q=', desktop)).toBeNull()
    expect(notFoundAddress(book, '/downloads?type=made-up&q=x', desktop)).toBeNull()
    expect(notFoundAddress(book, '/downloads', desktop)).toBeNull()
    expect(notFoundAddress(book, '/where-to-buy?country=ZZ', desktop)).toBeNull()
    expect(notFoundAddress(book, '/product-list?product=made-up', desktop)).toBeNull()
  })

  it('leaves known addresses, redirects’ old addresses, other pages and odd spellings to the site', () => {
    expect(notFoundAddress(book, '/product-detail/rt-t7', desktop)).toBeNull()
    expect(notFoundAddress(book, '/m.product-detail/rt-t7', phone)).toBeNull()
    expect(notFoundAddress(book, '/en/product-detail/rt%20t10', english)).toBeNull()
    expect(notFoundAddress(book, '/news-detail/99998', desktop)).toBeNull()
    expect(notFoundAddress(book, '/mdm', desktop)).toBeNull()
    expect(notFoundAddress(book, '/product-detail/nope/', desktop)).toBeNull()
    expect(notFoundAddress(book, '/product-detail/%zz', desktop)).toBeNull()
  })

  it('leaves a phone on a desktop address (and a desktop on a phone’s) to the proxy’s redirect first; a crawler gets the 404 at once', () => {
    expect(notFoundAddress(book, '/product-detail/nope', phone)).toBeNull()
    expect(notFoundAddress(book, '/m.product-detail/nope', desktop)).toBeNull()
    expect(notFoundAddress(book, '/m.product-detail/nope', { ...desktop, crawler: true })).toBe('/m.page-not-found')
  })

  it('is only the English product known in English: a Chinese-only product is unknown under /en', () => {
    expect(notFoundAddress(book, '/en/product-detail/rt-t7', english)).toBe('/en/page-not-found')
  })
})

/** The route folders under `dir`: a route group's (`(name)`) folders count as its parent's; private (`_x`) and dynamic (`[x]`) folders are no first segment. */
function routeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('['))
    .flatMap((entry) => (entry.name.startsWith('(') ? routeFolders(path.join(dir, entry.name)) : [entry.name]))
}

describe('an address under a first segment the site does not have', () => {
  it('knows every first segment of the site’s routes (the folders of src/app), and nothing a file’s name', () => {
    const app = path.resolve('src/app')
    const folders = [...routeFolders(app), ...routeFolders(path.join(app, '(site)/[locale]'))].filter((folder) => folder !== eventSiteFolder)
    expect(folders.filter((folder) => !siteTopSegments().includes(folder))).toEqual([])
    for (const file of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/favicon.ico', '/en/robots.txt', '/x/y.pdf']) expect(book.unrouted.test(file), file).toBe(false)
  })

  it('goes on as the not-found page of its language, on the visitor’s device', () => {
    expect(notFoundAddress(book, '/x7k2q', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/9k3j2h5g8?utm=1', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/x7k2q/more/deep', phone)).toBe('/m.page-not-found')
    expect(notFoundAddress(book, '/m.x7k2q', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, '/en/x7k2q', english)).toBe('/en/page-not-found')
    expect(notFoundAddress(book, '/mdm-en', desktop)).toBe('/page-not-found')
    expect(notFoundAddress(book, `/${eventSiteFolder}/cpdc2024`, desktop)).toBe('/page-not-found')
  })

  it('leaves the site’s own pages, the published microsites, redirects’ old addresses and odd spellings to the site', () => {
    for (const address of [
      '/', '/en', '/zh', '/zh/mdm', '/mdm', '/m.index', '/en/m.news-detail/1', '/album-list', '/album-detail/3', '/cpdc-2024', '/m.guideline-en',
      '/invitation2025/ABC123', '/mega1-invitation', '/anniversary-sign-in', '/m.sign-in/nope', '/page-not-found/x', '/bench-floor',
      '/admin/collections/products', '/api/front/news', '/_next/static/chunks/x.js', '/img/384/logo.png',
      '/cpdc2024', '/cpdc2024-en', '/m.cpdc2024', '/m.cpdc2024-en', '/cpdc2024/sign-in', '/en/cpdc2024', '/old-brochure',
      '/x7k2q/', '/x7k2q//y', '/..%2f..%2fetc/passwd', '/x7k2q.html',
    ]) {
      expect(notFoundAddress(book, address, desktop), address).toBeNull()
    }
  })
})

describe('the step', () => {
  it('reads the book once, answers from it, and reads it again after any tag expiry', async () => {
    const { IncomingMessage, ServerResponse } = await import('node:http')
    const { Socket } = await import('node:net')
    const { createFrontDoor } = await import('../../server/front-door.ts')
    const { createUnknownAddress } = await import('../../server/unknown-address.ts')
    const { expireFrontCaches } = await import('../../server/page-cache.ts')
    let reads = 0
    const step = createUnknownAddress(async () => (reads++, answer))
    const frontDoor = createFrontDoor({ hops: 0 })
    const ask = (url: string, method = 'GET', headers: Record<string, string> = {}) => {
      const req = new IncomingMessage(new Socket())
      Object.assign(req, { method, url, headers })
      let seen: { url?: string; notFoundPage?: boolean; noSuchPage?: boolean } = {}
      const context = () => registryContext()
      frontDoor(req, new ServerResponse(req), () =>
        step(req, new ServerResponse(req), () => (seen = { url: req.url, notFoundPage: context()?.notFoundPage, ...(context()?.noSuchPage ? { noSuchPage: true } : {}) })),
      )
      return seen
    }
    const { registry } = await import('@rugged/front-door/registry')
    const registryContext = () => registry.requests.getStore()
    expect(ask('/product-detail/nope')).toEqual({ url: '/product-detail/nope', notFoundPage: undefined })
    await new Promise((resolve) => setImmediate(resolve))
    expect(ask('/product-detail/nope')).toEqual({ url: '/page-not-found', notFoundPage: true })
    expect(ask('/product-detail/rt-t7').url).toBe('/product-detail/rt-t7')
    expect(reads).toBe(1)
    expireFrontCaches()
    expect(ask('/product-detail/nope').url).toBe('/product-detail/nope')
    await new Promise((resolve) => setImmediate(resolve))
    expect(reads).toBe(2)
    expect(ask('/product-detail/nope').url).toBe('/page-not-found')
    // A write to an address that names no page keeps its address, marked for the request guard's 404; a server action and a page's own address go on.
    expect(ask('/x7k2q', 'POST')).toEqual({ url: '/x7k2q', notFoundPage: undefined, noSuchPage: true })
    expect(ask('/product-detail/nope', 'DELETE')).toEqual({ url: '/product-detail/nope', notFoundPage: undefined, noSuchPage: true })
    expect(ask('/x7k2q', 'POST', { 'next-action': 'abc' })).toEqual({ url: '/x7k2q', notFoundPage: undefined })
    expect(ask('/mdm', 'PUT')).toEqual({ url: '/mdm', notFoundPage: undefined })
    expect(ask('/x7k2q', 'OPTIONS')).toEqual({ url: '/x7k2q', notFoundPage: undefined })
  })
})
