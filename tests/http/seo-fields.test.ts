/**
 * Issue 13 SEO fields against the built server: a meta title, description and share picture typed
 * in a page's SEO tab show in its <head> and Open Graph tags, desktop and /m., in the language they
 * were typed in; the other language keeps its derived values.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, baseUrl, read } from './support'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const run = randomBytes(3).toString('hex')

async function cms<T = { doc?: { id: number } }>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/cms${path}`, {
    method,
    headers: { Authorization: `JWT ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  expect(response.status, JSON.stringify(json).slice(0, 300)).toBeLessThan(300)
  return json
}

interface Head {
  title: string
  description: string | undefined
  ogTitle: string | undefined
  ogDescription: string | undefined
  ogImage: string | undefined
}

async function head(path: string, phone = false): Promise<Head> {
  const response = await fetch(baseUrl + path, { headers: phone ? { 'User-Agent': iphone } : {}, redirect: 'manual' })
  const html = await response.text()
  expect(response.status, path).toBe(200)
  const meta = (attribute: string, name: string) => html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '',
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
  }
}

/** An edit expires the cached page at once; allow the next render a moment. */
async function eventually(path: string, phone: boolean, check: (found: Head) => boolean): Promise<Head> {
  let found = await head(path, phone)
  for (let tries = 0; tries < 20 && !check(found); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    found = await head(path, phone)
  }
  return found
}

let productId: number
let picture: { id: number; filename: string; sizes?: { social?: { filename?: string | null } } }
const address = `seo-${run}`

beforeAll(async () => {
  const [category] = await read<{ id: number }[]>('/api/front/productCategory?language=zh')
  productId = (await cms('POST', '/products', { firstTitle: 'SEO test', model: `SEO-${run}`, customizeUrl: address, category: category.id, order: 9999, _status: 'published' })).doc!.id
  // Published in English too: an English page exists only for what was published in English (issue 31).
  await cms('PATCH', `/products/${productId}?locale=en`, { firstTitle: 'SEO test', _status: 'published' })
  const media = await cms<{ docs: { id: number; filename: string; sizes?: { social?: { filename?: string | null } } }[] }>('GET', '/media?limit=1&depth=0&where[mimeType][contains]=image')
  picture = media.docs[0]
})

// The test's product goes last in its category, and away afterwards: other tests take the first one.
afterAll(async () => {
  await cms('POST', '/globals/mdm-page?locale=en', { meta: { title: '', description: '' }, _status: 'published' })
  await cms('DELETE', `/products/${productId}`)
})

describe('a product with SEO fields', () => {
  it('uses its derived title and description while the SEO tab is empty', async () => {
    const found = await head(`/product-detail/${address}`)
    expect(found.title).toMatch(new RegExp(`^SEO test SEO-${run} \\| `))
    expect(found.ogTitle).toBe(`SEO test SEO-${run}`)
  })

  it('shows the edited meta title, description and share picture in the head and og: tags, desktop and /m.', async () => {
    await cms('PATCH', `/products/${productId}?locale=zh`, {
      meta: { title: `坚固平板 ${run} 官方页面`, description: `三防平板电脑 ${run} 的介绍`, image: picture.id },
    })
    for (const phone of [false, true]) {
      const path = phone ? `/m.product-detail/${address}` : `/product-detail/${address}`
      const found = await eventually(path, phone, (page) => page.title.startsWith('坚固平板'))
      expect(found.title, path).toBe(`坚固平板 ${run} 官方页面`)
      expect(found.description, path).toBe(`三防平板电脑 ${run} 的介绍`)
      expect(found.ogTitle, path).toBe(`坚固平板 ${run} 官方页面`)
      expect(found.ogDescription, path).toBe(`三防平板电脑 ${run} 的介绍`)
      // Issue 31: the share picture is its 1200×630 copy cut around the focal point, when it has one.
      expect(found.ogImage, path).toContain(picture.sizes?.social?.filename ?? picture.filename)
    }
  })

  it('keeps the English page on its derived values until English ones are typed', async () => {
    const derived = await head(`/en/product-detail/${address}`)
    expect(derived.title).not.toContain('坚固平板')
    await cms('PATCH', `/products/${productId}?locale=en`, { firstTitle: 'SEO test', meta: { title: `Rugged tablet ${run}` } })
    const found = await eventually(`/en/m.product-detail/${address}`, true, (page) => page.title === `Rugged tablet ${run}`)
    expect(found.title).toBe(`Rugged tablet ${run}`)
    // The share picture is per language too, and this product has no cover to fall back to.
    expect(found.ogImage).toBeUndefined()
  })
})

describe('a page global with SEO fields', () => {
  it('shows the edited meta title and description on /en/mdm and /en/m.mdm', async () => {
    // Published as the admin's Publish button does: a save without `_status` keeps the status of
    // the latest version, and staff-roles.test.ts leaves a draft of every global behind.
    await cms('POST', '/globals/mdm-page?locale=en', { meta: { title: `Device management ${run}`, description: `MDM ${run} for rugged fleets` }, _status: 'published' })
    for (const [path, phone] of [['/en/mdm', false], ['/en/m.mdm', true]] as const) {
      const found = await eventually(path, phone, (page) => page.title === `Device management ${run}`)
      expect(found.title, path).toBe(`Device management ${run}`)
      expect(found.description, path).toBe(`MDM ${run} for rugged fleets`)
      expect(found.ogTitle, path).toBe(`Device management ${run}`)
    }
  })
})
