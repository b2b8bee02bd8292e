import { describe, expect, it } from 'vitest'

import { jobFilterProps } from '@/components/about/jobFilterProps'
import { siteMapAboutLinks, siteMapPages } from '@/components/about/siteMapPages'
import { readNewsListSegments } from '@/rules/newsListParams'
import { paths } from '@/rules/paths'
import { productListCategoryIndex } from '@/rules/productListParams'
import { mobileHref, mobilePaths, twinPath } from '@/rules/routes'

const key = (name: string) => name

/** A mobile page links to a /m. twin or to a route that has none (the conference page). */
const isMobileLink = (href: string) => href.startsWith('/m.') || twinPath(href, 'mobile') === null

describe('§2.2 the site map lists pages of its own device', () => {
  it('the mobile map links only to /m. twins (the conference page has none and keeps its address)', () => {
    const links = [...siteMapPages(mobilePaths, key, key), ...siteMapAboutLinks(mobilePaths, key)]
    // 11 pages, the three customer-resources pages (issue 29), three about links.
    expect(links.length).toBe(17)
    for (const link of links) expect(isMobileLink(link.href), link.href).toBe(true)
    expect(links.map((link) => link.href)).toContain('/m.index')
    expect(links.map((link) => link.href)).toContain('/m.introductory#contact')
    expect(links.map((link) => link.href)).toContain(paths.conference())
    expect(links.map((link) => link.href)).toEqual(expect.arrayContaining(['/m.downloads', '/m.case-studies', '/m.where-to-buy']))
  })

  it('the desktop map keeps the desktop addresses, in the same order', () => {
    const desktop = siteMapPages(paths, key, key).map((link) => link.href)
    const mobile = siteMapPages(mobilePaths, key, key).map((link) => link.href)
    expect(desktop.some((href) => href.includes('/m.'))).toBe(false)
    expect(desktop.map((href) => mobileHref(href))).toEqual(mobile)
  })
})

describe('§2.1/§2.2 /product-list?i=N (and its twin) served from the segment N', () => {
  it('no segment is the first category, one number is that category, anything else none', () => {
    expect(productListCategoryIndex(undefined)).toBe(0)
    expect(productListCategoryIndex([])).toBe(0)
    expect(productListCategoryIndex(['3'])).toBe(3)
    expect(productListCategoryIndex(['0012'])).toBe(12)
    expect(productListCategoryIndex(['a'])).toBeNull()
    expect(productListCategoryIndex(['12345'])).toBeNull()
    expect(productListCategoryIndex(['1', '2'])).toBeNull()
  })
})

describe('§2.2 /m.news-list redirects to the mobile canonical form of the desktop rule', () => {
  it('page 1 and a bare `all` become the mobile canonical address', () => {
    for (const [segments, canonical] of [
      [['3', '1'], '/m.news-list/3'],
      [['all'], '/m.news-list'],
      [['all', '1'], '/m.news-list'],
    ] as const) {
      const request = readNewsListSegments(segments)
      expect(request.kind).toBe('redirect')
      if (request.kind === 'redirect') expect(mobileHref(request.path)).toBe(canonical)
    }
  })
})

describe('§2.1 recruitment filter', () => {
  it('one tab per location with its number of openings, texts from the about messages', () => {
    const props = jobFilterProps((name) => `about.${name}`, [
      { id: 1, name: 'Shenzhen', jobCount: 3 },
      { id: 2, name: 'Wuhan', jobCount: 0 },
    ])
    expect(props).toEqual({
      label: 'about.locations',
      allLabel: 'about.allLocations',
      locations: [
        { id: 1, name: 'Shenzhen', count: 3 },
        { id: 2, name: 'Wuhan', count: 0 },
      ],
      emptyText: 'about.noJobs',
    })
  })
})
