/**
 * Issue 13 managed redirects against the built server: a changed customizeUrl answers 308 from the
 * old address to the new one, desktop and /m., zh and en; an editor's own redirect works; an
 * unknown address is still the site's 404.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import en from '../../src/i18n/messages/en/errors.json'
import zh from '../../src/i18n/messages/zh/errors.json'
import { adminToken, baseUrl, read } from './support'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const run = randomBytes(3).toString('hex')

async function cms(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/cms${path}`, {
    method,
    headers: { Authorization: `JWT ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as { doc?: { id: number } }
  expect(response.status, JSON.stringify(json).slice(0, 300)).toBeLessThan(300)
  return json
}

/** Status and Location (as a path) of one GET, without following it. */
async function visit(path: string, phone = false) {
  const response = await fetch(baseUrl + encodeURI(path), { redirect: 'manual', headers: phone ? { 'User-Agent': iphone } : {} })
  const body = await response.text()
  const location = response.headers.get('location')
  return { status: response.status, location: location ? decodeURI(new URL(location, baseUrl).href.replace(baseUrl, '')) : null, body }
}

/** An edit expires the cache at once; a page may still be finishing its first render. */
async function eventually(path: string, phone: boolean, expected: { status: number; location: string | null }) {
  let last = await visit(path, phone)
  for (let tries = 0; tries < 20 && (last.status !== expected.status || last.location !== expected.location); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    last = await visit(path, phone)
  }
  expect({ status: last.status, location: last.location }, path).toEqual(expected)
}

let productId: number
beforeAll(async () => {
  const [category] = await read<{ id: number }[]>('/api/front/productCategory?language=zh')
  productId = (await cms('POST', '/products', { firstTitle: 'Redirect test', model: `old-${run}`, category: category.id, order: 9999, _status: 'published' })).doc!.id
  // Published in English too: an English page exists only for what was published in English (issue 31).
  await cms('PATCH', `/products/${productId}?locale=en`, { firstTitle: 'Redirect test', _status: 'published' })
})

// The test's product goes last in its category, and away afterwards: other tests take the first one.
afterAll(async () => {
  await cms('DELETE', `/products/${productId}`)
})

describe('a product whose customizeUrl changes', () => {
  it('answers 308 from each old address to the new one, desktop and /m., zh and en', async () => {
    // The old pages are rendered and cached first, as a visitor would have found them.
    for (const path of [`/product-detail/old-${run}`, `/en/product-detail/old-${run}`]) expect((await visit(path)).status).toBe(200)
    await cms('PATCH', `/products/${productId}`, { customizeUrl: `new-${run}` })

    await eventually(`/product-detail/old-${run}`, false, { status: 308, location: `/product-detail/new-${run}` })
    await eventually(`/en/product-detail/old-${run}`, false, { status: 308, location: `/en/product-detail/new-${run}` })
    await eventually(`/m.product-detail/old-${run}`, true, { status: 308, location: `/m.product-detail/new-${run}` })
    await eventually(`/en/m.product-detail/old-${run}`, true, { status: 308, location: `/en/m.product-detail/new-${run}` })
    expect((await visit(`/product-detail/new-${run}`)).status).toBe(200)
    expect((await visit(`/en/m.product-detail/new-${run}`, true)).status).toBe(200)
  })

  it('collapses a chain: the first address goes straight to the latest', async () => {
    await cms('PATCH', `/products/${productId}`, { customizeUrl: `newer-${run}` })
    await eventually(`/product-detail/old-${run}`, false, { status: 308, location: `/product-detail/newer-${run}` })
    await eventually(`/en/product-detail/new-${run}`, false, { status: 308, location: `/en/product-detail/newer-${run}` })
  })
})

describe("an editor's own redirect", () => {
  it('sends a site path that no page has to the address the editor gave, in each language', async () => {
    await eventually(`/brochure-${run}`, false, { status: 404, location: null })
    await cms('POST', '/redirects', { from: `/brochure-${run}`, to: { type: 'custom', url: '/mdm' }, type: '308' })
    await cms('POST', '/redirects', { from: `/en/brochure-${run}`, to: { type: 'custom', url: 'https://example.com/en' }, type: '307' })
    await eventually(`/brochure-${run}`, false, { status: 308, location: '/mdm' })
    await eventually(`/en/brochure-${run}`, false, { status: 307, location: 'https://example.com/en' })
  })

  it('also covers an unknown id of a real route', async () => {
    await cms('POST', '/redirects', { from: `/news-detail/98765${run.length}`, to: { type: 'custom', url: '/news-list' }, type: '308' })
    await eventually(`/news-detail/98765${run.length}`, false, { status: 308, location: '/news-list' })
  })

  it('keeps the query string, with one Location, from the first uncached answer on (issue 31)', async () => {
    const from = `/solution-detail/97531${parseInt(run, 16)}`
    await cms('POST', '/redirects', { from, to: { type: 'custom', url: '/solution-list' }, type: '308' })
    await eventually(`${from}?utm_source=mail&x=1`, false, { status: 308, location: '/solution-list?utm_source=mail&x=1' })
    const response = await fetch(`${baseUrl}${from}?b=2`, { redirect: 'manual' })
    // Two Location headers read as one value joined by ", ".
    expect(response.headers.get('location')).toBe('/solution-list?b=2')
    expect((await visit(from)).location).toBe('/solution-list')
  })
})

describe('a redirect loop (issue 26)', () => {
  it('is refused when saved through the REST API, 400 naming the chain, in the admin language', async () => {
    const [a, b] = [`/loop-a-${run}`, `/loop-b-${run}`]
    await cms('POST', '/redirects', { from: a, to: { type: 'custom', url: b }, type: '308' })
    const response = await fetch(`${baseUrl}/api/cms/redirects?locale=en`, {
      method: 'POST',
      headers: { Authorization: `JWT ${await adminToken()}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ from: b, to: { type: 'custom', url: a }, type: '308' }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0]?.data?.errors).toEqual([
      { path: 'to.url', message: `This redirect would make a loop: ${b} → ${a} → ${b}. Point it at the final page instead.`, label: expect.anything() },
    ])
    // …and the site keeps answering the first one.
    await eventually(a, false, { status: 308, location: b })
  })
})

describe('an unknown address', () => {
  it('is still the 404 page, with its HTML, on desktop and /m. in both languages', async () => {
    const cases = [
      [`/no-such-${run}`, false, zh.notFoundHint],
      [`/en/no/such/${run}`, false, en.notFoundHint],
      [`/m.product-detail/none-${run}`, true, zh.notFoundHint],
      [`/en/m.news-detail/none-${run}`, true, en.notFoundHint],
    ] as const
    for (const [path, phone, hint] of cases) {
      const answer = await visit(path, phone)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toContain(hint)
    }
  })
})
