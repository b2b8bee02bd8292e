/**
 * Drafts against the built server (issue 13): a draft saved through /api/cms by a signed-in
 * editor — a new product, an edited news title, an edited home page — is invisible on every
 * public address (desktop and /m. pages in both languages), every /api/front call and the
 * sitemap; publishing it shows it within 2 s.
 */
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

let token = ''

beforeAll(async () => {
  token = await adminToken()
})

async function cms<T>(path: string, method: string, body: unknown): Promise<T> {
  const response = await fetch(url(`/api/cms${path}`), {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${method} /api/cms${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

/** A visitor's GET (no cookie): a phone for /m. addresses, a desktop browser otherwise. */
async function visit(path: string): Promise<{ status: number; text: string }> {
  const mobile = /^\/(en\/)?m\./.test(path)
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': mobile ? iPhone : desktop } })
  return { status: response.status, text: await response.text() }
}

/** Which of `paths` show `text` now. */
async function showing(paths: string[], text: string): Promise<string[]> {
  const answers = await Promise.all(paths.map(async (path) => [path, (await visit(path)).text.includes(text)] as const))
  return answers.filter(([, shown]) => shown).map(([path]) => path)
}

/**
 * Polls every path until it shows `text`; returns the latest time, after `since`, at which a
 * request that showed it was sent (a cold page takes a while to render on a busy machine, which
 * is not what "shown within 2 s" measures). Fails when a request sent after 2 s still misses it.
 */
async function shownWithin2s(paths: string[], text: string, since = Date.now()): Promise<number> {
  const firstShown = await Promise.all(
    paths.map(async (path) => {
      for (;;) {
        const sent = Date.now() - since
        if ((await visit(path)).text.includes(text)) return sent
        expect(sent, `${path} still without ${text}`).toBeLessThanOrEqual(2000)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }),
  )
  return Math.max(...firstShown)
}

const both = (path: string, mobile: string) => [path, `/en${path}`, mobile, `/en${mobile}`]

describe('a new product saved as a draft', () => {
  it('is on no page, call or sitemap until published, then everywhere within 2 s', async () => {
    const tag = randomBytes(4).toString('hex')
    const slug = `draft-${tag}`
    const title = `草稿产品${tag}`
    const categories = (await (await fetch(url('/api/front/productCategory'))).json()) as { data: { id: number }[] }
    const created = await cms<{ doc: { id: number } }>('/products?locale=zh&draft=true', 'POST', {
      _status: 'draft',
      firstTitle: title,
      model: `DR-${tag}`,
      customizeUrl: slug,
      category: categories.data[0]!.id,
      // Last in its category, and deleted at the end: the browser tests take each category's first products.
      order: 9999,
    })
    // Its English written too (issue 31: the English site shows only what was published in English);
    // "Publish all locales" below publishes both drafts.
    await cms(`/products/${created.doc.id}?locale=en&draft=true`, 'PATCH', { firstTitle: `Draft product ${tag}` })
    const pages = both(`/product-detail/${slug}`, `/m.product-detail/${slug}`)
    const calls = [`/api/front/product?customizeUrl=${slug}`, `/api/front/product?id=${created.doc.id}&language=en`]
    const lists = ['/product-list', '/en/product-list', '/api/front/productCategory', '/api/front/productCategory?language=en', '/sitemap.xml']

    for (const path of pages) expect((await visit(path)).status, path).toBe(404)
    for (const path of calls) expect((await visit(path)).status, path).toBe(404)
    expect(await showing([...lists, '/api/front/product/serial'], slug)).toEqual([])

    await cms(`/products/${created.doc.id}?locale=zh`, 'PATCH', { _status: 'published' })
    const took = await shownWithin2s([...pages, ...calls, ...lists], slug)
    console.log(`new product published: shown on ${pages.length + calls.length + lists.length} addresses after ${took} ms`)
    expect(await showing([`/product-detail/${slug}`, `/m.product-detail/${slug}`], title)).toHaveLength(2)
    await cms(`/products/${created.doc.id}`, 'DELETE', undefined)
  })
})

describe('a published news title edited as a draft', () => {
  it('keeps the published title everywhere until published, then shows the new one within 2 s', async () => {
    const list = (await (await fetch(url('/api/front/news'))).json()) as { data: { items: { id: number; title: string }[] } }
    const article = list.data.items[0]!
    const title = `草稿新闻标题${randomBytes(4).toString('hex')}`
    // What the admin sends while an editor types: an autosave of the draft.
    await cms(`/news/${article.id}?locale=zh&draft=true&autosave=true`, 'PATCH', { title })
    const addresses = [
      ...both(`/news-detail/${article.id}`, `/m.news-detail/${article.id}`),
      '/news-trend',
      '/m.news-trend',
      '/api/front/news',
      `/api/front/news?id=${article.id}`,
    ]
    expect(await showing(addresses, title)).toEqual([])
    expect(await showing([`/news-detail/${article.id}`, `/api/front/news?id=${article.id}`], article.title)).toHaveLength(2)

    await cms(`/news/${article.id}?locale=zh`, 'PATCH', { _status: 'published' })
    const zhAddresses = addresses.filter((path) => !path.startsWith('/en/'))
    const took = await shownWithin2s(zhAddresses, title)
    console.log(`news title published: shown on ${zhAddresses.length} addresses after ${took} ms`)
  })
})

describe('the home page global edited as a draft', () => {
  it('keeps the published banner until published, then shows the new one within 2 s', async () => {
    const home = await (await fetch(url('/api/cms/globals/home-page?locale=zh&depth=0&draft=true'), { headers: { Authorization: `JWT ${token}` } })).json() as {
      banners: { id: string; title: string }[]
    }
    const title = `草稿横幅${randomBytes(4).toString('hex')}`
    const banners = home.banners.map((banner, index) => (index === 0 ? { ...banner, title } : banner))
    await cms('/globals/home-page?locale=zh&draft=true', 'POST', { banners })
    const addresses = ['/', '/m.index', '/api/front/indexBanner']
    expect(await showing([...addresses, '/en', '/en/m.index', '/api/front/indexBanner?language=en'], title)).toEqual([])

    await cms('/globals/home-page?locale=zh', 'POST', { banners, _status: 'published' })
    const took = await shownWithin2s(addresses, title)
    console.log(`home banner published: shown on ${addresses.length} addresses after ${took} ms`)
  })
})
