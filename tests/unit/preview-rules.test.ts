import { describe, expect, it } from 'vitest'

import { deviceRedirect } from '../../src/rules/device'
import { documentPage, draftModeCookieName, pageForWidth, phonePreviewAddress, previewAddress, sameSitePath } from '../../src/rules/preview'

describe('the page a document is previewed on', () => {
  it('is its real address in the language being edited', () => {
    expect(documentPage('collection', 'products', { id: 7, customizeUrl: 'rk-10' }, 'zh')).toBe('/product-detail/rk-10')
    expect(documentPage('collection', 'products', { id: 7, customizeUrl: 'rk-10' }, 'en')).toBe('/en/product-detail/rk-10')
    expect(documentPage('collection', 'products', { id: 7 }, 'zh')).toBe('/product-detail/7')
    expect(documentPage('collection', 'news', { id: 3 }, 'en')).toBe('/en/news-detail/3')
    expect(documentPage('collection', 'solutions', { id: 2 }, 'zh')).toBe('/solution-detail/2')
    // A microsite carries its language in its address, not under /en.
    expect(documentPage('collection', 'events', { id: 1, token: 'cpdc2024' }, 'en')).toBe('/cpdc2024-en')
    expect(documentPage('global', 'home-page', {}, 'zh')).toBe('/')
    expect(documentPage('global', 'home-page', {}, 'en')).toBe('/en')
    expect(documentPage('global', 'mdm-pricing', {}, 'en')).toBe('/en/mdm-price')
    expect(documentPage('global', 'mobile-guide', {}, 'en')).toBe('/en/m.guideline')
  })

  it('is none for a document not saved yet or a collection without pages', () => {
    expect(documentPage('collection', 'news', {}, 'zh')).toBeNull()
    expect(documentPage('collection', 'events', { id: 1 }, 'zh')).toBeNull()
    expect(documentPage('collection', 'enquiries', { id: 1 }, 'zh')).toBeNull()
    expect(documentPage('global', 'nothing', {}, 'zh')).toBeNull()
  })

  it('opens through the preview route, on the desktop or as its /m. twin', () => {
    expect(previewAddress('/en/product-detail/rk-10')).toBe('/api/preview?path=%2Fen%2Fproduct-detail%2Frk-10')
    expect(phonePreviewAddress(previewAddress('/en/product-detail/rk-10'))).toBe(previewAddress('/en/m.product-detail/rk-10'))
    expect(phonePreviewAddress(previewAddress('/cpdc2024-en'))).toBe(previewAddress('/m.cpdc2024-en'))
    expect(phonePreviewAddress(previewAddress('/en/m.guideline'))).toBeNull()
  })

  it("knows Next's draft-mode cookie, which the proxy reads to leave the device to the editor", () => {
    // The name draftMode().enable() sets, as next/headers documents it; tests/http/preview.test.ts
    // finds Next's own cookie by this constant.
    expect(draftModeCookieName).toBe('__prerender_bypass')
    // Without it a desktop browser asking for a /m. page is sent to the desktop one.
    expect(deviceRedirect('/m.index', { device: 'desktop', crawler: false })).toBe('/')
  })
})

describe('the preview route opens pages of this site only', () => {
  it('keeps a path with its query and fragment', () => {
    expect(sameSitePath('/en/news-list/3/2?x=1#top')).toBe('/en/news-list/3/2?x=1#top')
    expect(sameSitePath('/m.index')).toBe('/m.index')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
    ['/x'],
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull()
  })
})

describe('the live preview follows its breakpoint', () => {
  it('shows the /m. twin at a phone width and the desktop page when wider', () => {
    expect(pageForWidth('/en/product-detail/rk-10', 390)).toBe('/en/m.product-detail/rk-10')
    expect(pageForWidth('/en/m.product-detail/rk-10', 1440)).toBe('/en/product-detail/rk-10')
    expect(pageForWidth('/', 390)).toBe('/m.index')
  })

  it('stays where it is when the page already fits the device or has no twin', () => {
    expect(pageForWidth('/en/m.product-detail/rk-10', 390)).toBeNull()
    expect(pageForWidth('/product-detail/rk-10', 1440)).toBeNull()
    expect(pageForWidth('/album-list', 390)).toBeNull()
  })
})
