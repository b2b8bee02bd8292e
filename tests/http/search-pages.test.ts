/**
 * Issue 14 search pages, through the built server: /search and /m.search (Chinese, and English
 * under /en) answer 200 with a noindex robots meta and the visitor's results, marked and grouped;
 * phones and desktops are sent to their own twin; no query string makes them fail.
 */
import { describe, expect, it } from 'vitest'

import { read, url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

async function page(path: string, userAgent = desktop) {
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': userAgent } })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const noindex = /<meta name="robots" content="noindex(?:, ?follow)?"\s*\/?>/

/** A seeded product's model, e.g. RT-T7 (the ids and models differ between seeds). */
async function seededModel(): Promise<string> {
  const categories = await read<{ productList: { model: string }[] }[]>('/api/front/productCategory?language=zh')
  const model = categories.flatMap((category) => category.productList).find((product) => /[a-z]-?\w/i.test(product.model))?.model
  expect(model, 'a seeded model number').toBeTruthy()
  return model!
}

describe('issue 14 /search and /m.search', () => {
  it('a model number without its hyphen, lower-case: 200, noindex, the product marked in its group', async () => {
    const model = await seededModel()
    const squeezed = model.replace(/[-\s]/g, '').toLowerCase()
    const { status, html } = await page(`/search?q=${encodeURIComponent(squeezed)}`)
    expect(status).toBe(200)
    expect(html).toMatch(noindex)
    expect(html).toContain('data-testid="search-group-product"')
    expect(html).toContain(`<mark>${model}</mark>`)
    expect(html).toMatch(/data-testid="search-tabs"/)
  })

  it('English under /en, with English text; the phone twin in the mobile layout', async () => {
    const model = await seededModel()
    const english = await page(`/en/search?q=${encodeURIComponent(model)}`)
    expect(english.status).toBe(200)
    expect(english.html).toMatch(/<html lang="en"/)
    expect(english.html).toContain('Results for “')
    expect(english.html).toMatch(noindex)
    const phone = await page(`/en/m.search?q=${encodeURIComponent(model)}`, iPhone)
    expect(phone.status).toBe(200)
    expect(phone.html).toContain('data-layout="mobile"')
    expect(phone.html).toMatch(noindex)
    expect(phone.html).toContain(`<mark>${model}</mark>`)
    // Results link to the phone twins.
    expect(phone.html).toMatch(/href="\/en\/m\.product-detail\//)
  })

  it('phones go to /m.search and desktops to /search, keeping the query and the language', async () => {
    const toPhone = await page('/search?q=%E5%B9%B3%E6%9D%BF&page=2', iPhone)
    expect(toPhone.status).toBe(307)
    expect(toPhone.headers.get('location')).toMatch(/\/m\.search\?q=%E5%B9%B3%E6%9D%BF&page=2$/)
    const toDesktop = await page('/en/m.search?q=tablet', desktop)
    expect(toDesktop.status).toBe(307)
    expect(toDesktop.headers.get('location')).toMatch(/\/en\/search\?q=tablet$/)
  })

  it('a query with no result shows the empty state with suggestions', async () => {
    const { status, html } = await page('/search?q=zzqqxxnothing')
    expect(status).toBe(200)
    expect(html).toContain('data-testid="search-empty"')
    expect(html).toContain('data-testid="search-suggestions"')
    expect(html).toContain('href="/product-list"')
  })

  it('a too-long query gets a clear message in the visitor’s language, not a search', async () => {
    const zh = await page(`/search?q=${'a'.repeat(2000)}`)
    expect(zh.status).toBe(200)
    expect(zh.html).toContain('data-testid="search-too-long"')
    expect(zh.html).toContain('搜索词最多 200 个字符，当前为 2000 个')
    const en = await page(`/en/m.search?q=${'a'.repeat(201)}`, iPhone)
    expect(en.html).toContain('A search may have at most 200 characters; yours has 201')
  })

  it.each([
    '',
    'q=',
    'q=%20%20',
    `q=${'x'.repeat(2000)}`,
    'q=%22rt-t7%22',
    "q=%27%20OR%201%3D1--",
    'q=%25',
    'q=_',
    'q=*',
    'q=%',
    'q=%E0%A4%A',
    'q=%ED%A0%80',
    'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'q=DROP%20TABLE%20products%3B',
    'q=a&q=b',
    'q=tablet&page=-1',
    'q=tablet&page=abc',
    'q=tablet&page=99999999999',
    'q=tablet&type=users',
    'q=tablet&type=product&type=news',
  ])('?%.60s never fails (2xx), in both layouts', async (query) => {
    for (const [path, agent] of [
      [`/search?${query}`, desktop],
      [`/en/m.search?${query}`, iPhone],
    ] as const) {
      const { status, html } = await page(path, agent)
      expect(status, path).toBe(200)
      expect(html, path).not.toContain('<script>alert(1)</script>')
    }
  })

  it('is in no sitemap', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text()
    expect(sitemap).not.toMatch(/\/(?:m\.)?search\b/)
  })
})
