/**
 * Issue 36: the download centre and where to buy filter and page on the server, from plain GET
 * forms, desktop and phone, in both languages: each answer ≤ 60 kB of HTML, every page reachable,
 * filters and text search answered without JavaScript, and made-up query values filling no cache.
 * GET /api/front/downloads in pages.
 */
import { describe, expect, it } from 'vitest'

import { resourceLists } from '../../src/rules/resourceLists'
import { read, serverLogMessages, url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const htmlLimit = 60 * 1024

interface Page {
  status: number
  text: string
  headers: Headers
}

async function get(path: string): Promise<Page> {
  const phone = /(^|\/)m\./.test(path)
  const response = await fetch(url(path), { redirect: 'manual', headers: phone ? { 'User-Agent': iPhone } : {} })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** The rows of a page of the list: the ids of its documents or partners, in order. */
const rowIds = (html: string, kind: 'document' | 'partner') => [...html.matchAll(new RegExp(`<li id="${kind}-(\\d+)"`, 'g'))].map((match) => Number(match[1]))

/** "Page 2 of 14" / "第 2 / 14 页" from the count line; 1 when the list has one page. */
const pageCount = (html: string) => Number(/(?:of|\/) (\d+)(?: 页)?<\/p>/.exec(/data-testid="list-count">[^<]*<\/p>/.exec(html)?.[0] ?? '')?.[1] ?? 1)

interface DocumentItem {
  id: number
  title: string
  type: string
  products: { customizeUrl: string }[]
}

const lists = [
  { path: '/downloads', kind: 'document' },
  { path: '/where-to-buy', kind: 'partner' },
] as const
const twins = (path: string) => [path, `/en${path}`, `/m.${path.slice(1)}`, `/en/m.${path.slice(1)}`]

describe('issue 36 lists in pages of at most 60 kB', () => {
  for (const { path, kind } of lists) {
    it(`${path}: every page, desktop and phone, both languages, ≤ 60 kB; together they list each entry once`, async () => {
      for (const address of twins(path)) {
        const first = await get(address)
        expect(first.status, address).toBe(200)
        const pages = pageCount(first.text)
        expect(pages, `${address} comes in pages`).toBeGreaterThan(1)
        const seen: number[] = []
        for (let page = 1; page <= pages; page++) {
          const answer = page === 1 ? first : await get(`${address}?page=${page}`)
          expect(answer.status, `${address}?page=${page}`).toBe(200)
          expect(Buffer.byteLength(answer.text), `${address}?page=${page}`).toBeLessThanOrEqual(htmlLimit)
          seen.push(...rowIds(answer.text, kind))
        }
        expect(new Set(seen).size, address).toBe(seen.length)
        expect((await get(`${address}?page=${pages + 1}`)).status, 'past the last page').toBe(404)
      }
    })
  }

  it('lists as many documents over its pages as the API counts', async () => {
    const { total } = await read<{ total: number }>('/api/front/downloads?language=en')
    const first = await get('/en/downloads')
    let listed = 0
    for (let page = 1; page <= pageCount(first.text); page++) listed += rowIds((await get(`/en/downloads?page=${page}`)).text, 'document').length
    expect(listed).toBe(total)
  })
})

describe('issue 36 filters and search on the server, without JavaScript', () => {
  it('offers a plain GET form: the list’s address, every filter, a text field and a submit button', async () => {
    for (const address of twins('/downloads')) {
      const { text } = await get(address)
      // (The header's search box is a search form too: the list's is the one sent to the list.)
      const form = new RegExp(`<form[^>]*action="${address}"[^>]*>[\\s\\S]*?</form>`).exec(text)?.[0] ?? ''
      expect(form, address).toMatch(/role="search"/)
      expect(form).toMatch(/method="get"/)
      for (const name of ['type', 'product', 'category', 'language']) expect(form).toMatch(new RegExp(`<select[^>]* name="${name}"`))
      expect(form).toMatch(/<input[^>]*name="q"/)
      expect(form).toMatch(/<button type="submit"/)
      expect(form).not.toContain('data-needs-script')
    }
  })

  it('answers what the form sends as a browser sends it (every field, empty ones too), filtered', async () => {
    const all = await read<{ items: DocumentItem[]; total: number }>('/api/front/downloads?language=en&product=rt-t7&pageSize=100')
    const page = await get('/en/downloads?type=&product=rt-t7&category=&language=&q=')
    expect(page.status).toBe(200)
    expect(rowIds(page.text, 'document')).toEqual(all.items.map((doc) => doc.id).slice(0, resourceLists.downloads.pageSize))
    expect(page.text).toMatch(/<option value="rt-t7" selected="">RT-T7<\/option>/)
    const manuals = await get('/en/m.downloads?type=manual&product=rt-t7')
    expect(rowIds(manuals.text, 'document')).toEqual(all.items.filter((doc) => doc.type === 'manual').map((doc) => doc.id))
    expect(manuals.text).toContain('RT-T7 User Manual')
  })

  it('keeps a filtered page in the cache like the list, and answers a text query per request, uncached and unindexed', async () => {
    await get('/downloads?type=manual&page=2')
    const again = await get('/downloads?type=manual&page=2')
    expect(again.status).toBe(200)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    const searched = await get('/en/downloads?q=rtt7+manual')
    expect(searched.status).toBe(200)
    expect(searched.text).toContain('RT-T7 User Manual')
    expect(rowIds(searched.text, 'document').length).toBeGreaterThan(0)
    expect(searched.headers.get('cache-control')).toMatch(/no-store|private/)
    expect(searched.text).toMatch(/<meta name="robots" content="noindex, follow"/)
    const partners = await get('/en/where-to-buy?q=Rotterdam')
    expect(partners.text).toContain('Polder Fleet Solutions B.V.')
    expect(rowIds(partners.text, 'partner')).toHaveLength(1)
  })

  it('filters where to buy by region, country, product line and partner type', async () => {
    const europe = await get('/en/where-to-buy?region=europe')
    expect(rowIds(europe.text, 'partner')).toHaveLength(2)
    expect(europe.text).not.toContain('>North China</h2>')
    const netherlands = await get('/en/m.where-to-buy?country=nl')
    expect(rowIds(netherlands.text, 'partner')).toHaveLength(1)
    expect(netherlands.text).toContain('Polder Fleet Solutions B.V.')
    const resellers = await get('/where-to-buy?type=reseller')
    expect(resellers.status).toBe(200)
    const types = [...resellers.text.matchAll(/<p class="[^"]*tags"><span class="[^"]*">([^<]+)<\/span>/g)].map((match) => match[1])
    expect(types.length).toBeGreaterThan(0)
    expect(new Set(types)).toEqual(new Set(['经销商']))
  })
})

describe('issue 36 made-up query values fill no cache', () => {
  const renderings = (key: string) => serverLogMessages().filter((line) => line === `page rendered: ${key}`).length

  it('answers a malformed query 404 from one address, however many there are', async () => {
    const before = renderings('/zh/downloads/invalid')
    const made = Array.from({ length: 20 }, (_, index) => `/downloads?type=made-up-${index}`)
    for (const address of made) expect((await get(address)).status, address).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 500)) // the log line is written as the rendering is stored
    expect(renderings('/zh/downloads/invalid') - before).toBeLessThanOrEqual(1)
    for (const address of ['/en/m.where-to-buy?country=XYZ', '/where-to-buy?line=abc', '/downloads?page=0']) expect((await get(address)).status, address).toBe(404)
  })

  it('answers a well-formed value that names nothing 404 (kept in memory only), and a text query is stored nowhere', async () => {
    for (const address of ['/downloads?product=no-such-product', '/en/downloads?category=999999', '/where-to-buy?country=FR', '/en/m.where-to-buy?line=999999']) {
      const answer = await get(address)
      expect(answer.status, address).toBe(404)
      expect(answer.text, address).toContain('data-testid="not-found"')
    }
    const before = serverLogMessages().filter((line) => line.includes('/downloads/search')).length
    for (let index = 0; index < 5; index++) expect((await get(`/downloads?q=made-up-${index}`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(serverLogMessages().filter((line) => line.includes('/downloads/search')).length).toBe(before)
  })
})

describe('a phone list whose filter names nothing', () => {
  /** Where the not-found page's way home leads: the link inside its section. */
  const notFoundHome = (html: string) => /data-testid="not-found"[\s\S]*?<a [^>]*href="([^"]*)"/.exec(html)?.[1]

  it('is the 404 page leading back to the phone’s home page, the desktop list’s to the desktop’s', async () => {
    const answers = [
      ['/m.downloads?category=999999', '/m.index'],
      ['/en/m.where-to-buy?line=999999', '/en/m.index'],
      ['/en/downloads?category=999999', '/en'],
      ['/where-to-buy?country=FR', '/'],
    ]
    for (const [address, home] of answers) {
      const answer = await get(address)
      expect(answer.status, address).toBe(404)
      expect(notFoundHome(answer.text), address).toBe(home)
    }
  })
})

describe('issue 36 GET /api/front/downloads in pages', () => {
  it('answers a page of the same items with page, pageSize, total and totalPages', async () => {
    const first = await read<{ items: DocumentItem[]; page: number; pageSize: number; total: number; totalPages: number }>('/api/front/downloads?language=zh')
    const { pageSize } = resourceLists.downloads
    expect(first).toMatchObject({ page: 1, pageSize, totalPages: Math.ceil(first.total / pageSize) })
    expect(first.items).toHaveLength(pageSize)
    expect(first.total).toBeGreaterThan(100)
    const second = await read<{ items: DocumentItem[]; page: number }>('/api/front/downloads?language=zh&page=2&pageSize=50')
    expect(second.page).toBe(2)
    expect(second.items).toHaveLength(50)
    const all = await read<{ items: DocumentItem[] }>('/api/front/downloads?language=zh&pageSize=100')
    expect(second.items.map((doc) => doc.id)).toEqual(all.items.slice(50, 100).map((doc) => doc.id))
    // Words compared as the site search compares them: "rtt7" is in RT-T7 and in RT-T7S.
    const searched = await read<{ items: DocumentItem[] }>('/api/front/downloads?language=en&q=rtt7+manual')
    expect(searched.items.map((doc) => doc.title).sort()).toEqual(['RT-T7 User Manual', 'RT-T7S User Manual'])
  })

  it.each([
    ['page=0', 400],
    ['pageSize=0', 400],
    ['pageSize=101', 400],
    ['pageSize=x', 400],
    ['page=999', 404],
  ])('%s answers %i', async (query, status) => {
    const response = await fetch(url(`/api/front/downloads?${query}`))
    expect(response.status).toBe(status)
    if (status === 400) expect(((await response.json()) as { data: { field: string } }).data.field).toBe(query.split('=')[0])
  })
})
