/**
 * Issue 28, spec §2.5: the desktop header's panels are not in the pages' HTML; the browser fetches
 * them on intent from /api/header-menu/{language}, a static answer built from the same content
 * (and expired with it: tests/e2e/header.spec.ts edits a menu link and sees the panel change).
 */
import { describe, expect, it } from 'vitest'

import type { MenuPanels } from '../../src/components/layout/menu/types'
import { url } from './support'

type Category = { name: string; productList: { firstTitle: string; model: string; customizeUrl: string }[] }

async function json<T>(path: string): Promise<T> {
  const response = await fetch(url(path))
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''

describe('the header panels leave the page', () => {
  it.each(['/', '/en', '/mdm-price', '/product-detail/rt-t7', '/en/news-trend'])('%s: the header holds its five top-level links and no panel content', async (path) => {
    const response = await fetch(url(path))
    expect(response.status).toBe(200)
    const html = await response.text()
    const header = headerOf(html)
    expect(header).toContain('aria-controls="header-menu-products"')
    expect(header).not.toContain('/product-detail/')
    expect(header).not.toContain('/solution-detail/')
    expect(header).not.toContain('/news-list/')
    // Nor in the page's RSC payload: no client prop carries the menus.
    expect(html).not.toContain('"countLabel"')
  })
})

describe('GET /api/header-menu/{language}', () => {
  it.each(['zh', 'en'] as const)('%s: every category with its first 11 products, and the three drop-downs', async (locale) => {
    const [panels, categories] = await Promise.all([
      json<MenuPanels>(`/api/header-menu/${locale}`),
      json<{ data: Category[] }>(`/api/front/productCategory?language=${locale}`).then((answer) => answer.data),
    ])
    expect(panels.products.map((category) => category.name)).toEqual(categories.map((category) => category.name))
    for (const [index, category] of categories.entries()) {
      const shown = panels.products[index]!
      expect(shown.href).toBe(`/product-list?i=${index}`)
      expect(shown.products).toEqual(
        category.productList.slice(0, 11).map((product) => ({
          href: `/product-detail/${encodeURIComponent(product.customizeUrl)}`,
          title: product.firstTitle,
          model: product.model,
        })),
      )
      expect(shown.viewMoreHref).toBe(category.productList.length > 12 ? `/product-list?i=${index}` : null)
    }
    expect(Object.keys(panels.dropdowns).sort()).toEqual(['about', 'news', 'solutions'])
    for (const section of Object.values(panels.dropdowns)) {
      expect(section.links.length).toBeGreaterThan(0)
      expect(section.picture?.image).toMatchObject({ width: 360, height: 166 })
      expect(section.picture?.image.src).toMatch(/^\/img\/\d+\//)
    }
    expect(panels.text.pageMissing).toBe('找不到该项相关页面')
  })

  it('answers from the cache like a page, and an unknown language with 404', async () => {
    await fetch(url('/api/header-menu/zh'))
    const again = await fetch(url('/api/header-menu/zh'))
    expect(again.headers.get('content-type')).toContain('application/json')
    expect(again.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect((await fetch(url('/api/header-menu/fr'))).status).toBe(404)
  })
})
