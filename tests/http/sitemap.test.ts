/** Issue 4/5 SEO: sitemap.xml lists the public pages with both languages as alternates. */
import { describe, expect, it } from 'vitest'

import { url } from './support'

describe('sitemap.xml', () => {
  it('lists desktop pages with their English alternates, and the mobile-only guideline', async () => {
    const response = await fetch(url('/sitemap.xml'))
    expect(response.status).toBe(200)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(locs).toEqual(expect.arrayContaining(['/', '/mdm-price', '/news-trend', '/m.guideline']))
    expect(locs.some((path) => path.startsWith('/product-detail/'))).toBe(true)
    expect(locs.some((path) => path.startsWith('/news-detail/'))).toBe(true)
    // Mobile twins are announced by their desktop page, not listed twice.
    expect(locs.filter((path) => path.startsWith('/m.') && path !== '/m.guideline')).toEqual([])
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/mdm-price"/)
  })

  it('robots.txt points to it', async () => {
    const text = await (await fetch(url('/robots.txt'))).text()
    expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/)
  })
})
