/**
 * Issue 14 comparison over HTTP: /product-compare and its /m. twin (noindex, notices, the empty
 * page, differences only, twins by device), and the product API's `specs` unchanged for clients.
 */
import { describe, expect, it } from 'vitest'

import { productCategories, specLabels } from '@/cms/seed/content/products'

import { read, url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

async function page(path: string, userAgent = desktop) {
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': userAgent } })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const columns = (html: string) => [...html.matchAll(/data-compare-column="([^"]+)"/g)].map((match) => match[1])
const rowKeys = (html: string) => [...html.matchAll(/data-spec-key="([^"]+)"/g)].map((match) => match[1])

describe('/product-compare', () => {
  it('shows one column per product and one row per item, and is not indexed', async () => {
    const { status, html } = await page('/product-compare?ids=rt-t7,rt-t8')
    expect(status).toBe(200)
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(columns(html)).toEqual(['rt-t7', 'rt-t8'])
    const keys = rowKeys(html)
    expect(keys[0]).toBe('cpu')
    expect(keys).toEqual(Object.keys(specLabels).filter((key) => keys.includes(key)))
    expect(html).toContain('<th scope="row"')
    expect(html).toContain(specLabels.cpu.zh)
  })

  it('answers in English under /en and takes numeric ids', async () => {
    const products = await read<{ productList: { id: number; customizeUrl: string }[] }[]>('/api/front/productCategory?language=en')
    const first = products[1]!.productList[0]!
    const { status, html } = await page(`/en/product-compare?ids=${first.id},rt-t7`)
    expect(status).toBe(200)
    expect(columns(html)).toEqual([first.customizeUrl, 'rt-t7'])
    expect(html).toContain(specLabels.cpu.en)
    expect(html).toContain('Show differences only')
  })

  it('drops unknown ids with a notice, and keeps the first four of more', async () => {
    const unknown = await page('/product-compare?ids=rt-t7,no-such-product,%3Cb%3E')
    expect(unknown.status).toBe(200)
    expect(columns(unknown.html)).toEqual(['rt-t7'])
    expect(unknown.html).toMatch(/data-testid="compare-notice"[^>]*>.*未找到以下产品.*no-such-product/s)
    expect(unknown.html).not.toContain('<b>')

    const many = await page('/en/product-compare?ids=rt-t7,rt-t8,rt-t7s,rt-t10,rt-t12')
    expect(columns(many.html)).toHaveLength(4)
    expect(many.html).toContain('the first 4 are shown')
  })

  it('shows only the rows that differ with diff=1, as a plain link', async () => {
    const all = rowKeys((await page('/product-compare?ids=rt-t7,rt-t7s')).html)
    const { html } = await page('/product-compare?ids=rt-t7,rt-t7s&diff=1')
    const differing = rowKeys(html)
    expect(differing.length).toBeGreaterThan(0)
    expect(differing.length).toBeLessThan(all.length)
    expect(html).toMatch(/href="\/product-compare\?ids=rt-t7,rt-t7s&amp;diff=1"[^>]*aria-current="true"|aria-current="true"[^>]*href="\/product-compare\?ids=rt-t7,rt-t7s&amp;diff=1"/)
  })

  it('gives a helpful empty page, not a 404, without ids or with none known', async () => {
    for (const path of ['/product-compare', '/product-compare?ids=nothing-here', `/product-compare?ids=${'x'.repeat(2000)}`, "/product-compare?ids=1'%20OR%201=1--"]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html).toContain('还没有选择要对比的产品')
      expect(html).toContain('href="/product-list"')
    }
  })

  it('has a phone twin, each device sent to its own', async () => {
    const toPhone = await page('/en/product-compare?ids=rt-t7,rt-t8', iPhone)
    expect(toPhone.status).toBe(307)
    expect(decodeURIComponent(toPhone.location!)).toBe('/en/m.product-compare?ids=rt-t7,rt-t8')
    const phone = await page('/en/m.product-compare?ids=rt-t7,rt-t8', iPhone)
    expect(phone.status).toBe(200)
    expect(phone.html).toContain('data-compare-page="mobile"')
    expect(phone.html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(columns(phone.html)).toEqual(['rt-t7', 'rt-t8'])
    const toDesktop = await page('/m.product-compare?ids=rt-t7', desktop)
    expect(toDesktop.status).toBe(307)
    expect(decodeURIComponent(toDesktop.location!)).toBe('/product-compare?ids=rt-t7')
  })

  it('is not in the sitemap', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text()
    expect(sitemap).toContain('/product-detail/')
    expect(sitemap).not.toContain('product-compare')
  })
})

describe('the product API after structured spec items', () => {
  it('gives specs as before: label and value in the language asked, in the seeded order', async () => {
    const seeded = productCategories.flatMap((category) => category.products).find((product) => product.model === 'RT-T7')!
    for (const language of ['zh', 'en'] as const) {
      const product = await read<{ specs: unknown[] }>(`/api/front/product?customizeUrl=rt-t7&language=${language}`)
      expect(product.specs).toEqual(seeded.specs.map((row) => ({ label: specLabels[row.item][language], value: row.value[language] })))
    }
  })
})
