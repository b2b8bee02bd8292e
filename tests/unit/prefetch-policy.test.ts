import { describe, expect, it } from 'vitest'

import { classifyLinkClick } from '../../src/components/behaviour/navigationClick'
import { prefetchAllowed, prefetchTarget } from '../../src/components/behaviour/prefetchPolicy'
import { progressAt, progressCeiling, progressVisible } from '../../src/components/behaviour/progress'
import { prefetchIdleTimeoutMs, prefetchSkippedConnectionTypes, progressBar } from '../../src/rules/limits'

const here = { href: 'https://site.test/en/product-list?i=1' }

describe('§4 link prefetch: when idle, never on 2g or data saver', () => {
  it('uses the spec constants', () => {
    expect(prefetchIdleTimeoutMs).toBe(2000)
    expect(prefetchSkippedConnectionTypes).toEqual(['2g'])
  })

  it('skips 2g (and slow-2g) and data saver; allows the rest and unknown connections', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(prefetchAllowed({})).toBe(true)
    expect(prefetchAllowed(undefined)).toBe(true)
  })

  it('prefetches internal pages other than the current one', () => {
    expect(prefetchTarget({ href: 'https://site.test/en/mdm' }, here)).toBe('/en/mdm')
    expect(prefetchTarget({ href: '/product-list' }, here)).toBe('/product-list')
    expect(prefetchTarget({ href: '/news-detail/3#top' }, here)).toBe('/news-detail/3')
  })

  it('never prefetches a page the proxy picks by its query (Next would fetch it again and again)', () => {
    expect(prefetchTarget({ href: '/product-list?i=2' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/m.product-list?i=0' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/product-list?x=2' }, here)).toBe('/product-list?x=2')
    // Issue 36: the download centre and where to buy, with their filters and pages or without.
    expect(prefetchTarget({ href: '/downloads?page=2' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/m.where-to-buy?country=NL' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/downloads' }, here)).toBeNull()
  })

  it('never prefetches other sites, new tabs, downloads, APIs, the CMS or the current page', () => {
    expect(prefetchTarget({ href: 'https://ru.example/' }, here)).toBeNull()
    expect(prefetchTarget({ href: 'mailto:a@b.cn' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/cpdc-2024', target: '_blank' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/files/a.pdf', download: true }, here)).toBeNull()
    expect(prefetchTarget({ href: '/api/front/news/download?id=1' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/admin/login' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/product-list?i=1' }, here)).toBeNull()
  })
})

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

describe('§2.3/§4 link clicks: navigation, or the page already shown', () => {
  it('reloads on a plain link to the current URL', () => {
    expect(classifyLinkClick(click, { href: 'https://site.test/en/product-list?i=1' }, here.href)).toBe('same-page')
  })

  it('navigates on another page, query-only changes included', () => {
    expect(classifyLinkClick(click, { href: 'https://site.test/en/product-list?i=2' }, here.href)).toBe('navigate')
    expect(classifyLinkClick(click, { href: 'https://site.test/en/mdm' }, here.href)).toBe('navigate')
    expect(classifyLinkClick(click, { href: 'https://site.test/en/introductory#contact' }, here.href)).toBe('navigate')
  })

  it('leaves everything else to the browser', () => {
    expect(classifyLinkClick(click, { href: 'https://site.test/en/product-list?i=1#specs' }, here.href)).toBeNull()
    expect(classifyLinkClick({ ...click, ctrlKey: true }, { href: 'https://site.test/en/mdm' }, here.href)).toBeNull()
    expect(classifyLinkClick({ ...click, button: 1 }, { href: 'https://site.test/en/mdm' }, here.href)).toBeNull()
    expect(classifyLinkClick({ ...click, defaultPrevented: true }, { href: 'https://site.test/en/mdm' }, here.href)).toBeNull()
    expect(classifyLinkClick(click, { href: 'https://site.test/cpdc-2024', target: '_blank' }, here.href)).toBeNull()
    expect(classifyLinkClick(click, { href: 'https://ru.example/' }, here.href)).toBeNull()
    expect(classifyLinkClick(click, { href: 'https://site.test/api/front/news/download?id=1' }, here.href)).toBeNull()
    expect(classifyLinkClick(click, { href: 'https://site.test/a.pdf', download: true }, here.href)).toBeNull()
  })
})

describe('§4 progress bar: 5000 ms duration, 200 ms throttle', () => {
  it('stays hidden during the throttle', () => {
    expect(progressBar).toEqual({ durationMs: 5000, throttleMs: 200 })
    expect(progressVisible(199)).toBe(false)
    expect(progressVisible(200)).toBe(true)
  })

  it('creeps towards 90 % and never completes on its own', () => {
    expect(progressAt(0)).toBe(0)
    expect(progressAt(1000)).toBeGreaterThan(progressAt(500))
    expect(progressAt(5000)).toBeGreaterThan(0.8)
    expect(progressAt(5000)).toBeLessThan(progressCeiling)
    expect(progressAt(60_000)).toBeLessThanOrEqual(progressCeiling)
  })
})
