/**
 * Issue 31 against the built server: a news article created as a Chinese draft and published with
 * "Publish in 中文" (`?locale=zh&publishSpecificLocale=zh`, the reproduction) is on the
 * Chinese site and absent from every English surface — list, detail (404), API, search, sitemap,
 * hreflang. Once its English is published, the English site shows it within 2 s.
 */
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, url } from './support'

const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const tag = randomBytes(4).toString('hex')
const chineseTitle = `只有中文的新闻${tag}`
const englishTitle = `Now in English ${tag}`

let token = ''
let id = 0

async function cms<T>(path: string, method: string, body: unknown): Promise<T> {
  const response = await fetch(url(`/api/cms${path}`), { method, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${method} /api/cms${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

async function visit(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': desktop } })
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  token = await adminToken()
  const category = (await cms<{ docs: { id: number }[] }>('/news-categories?limit=1&depth=0', 'GET', undefined)).docs[0]!.id
  const draft = await cms<{ doc: { id: number } }>('/news?locale=zh&draft=true', 'POST', {
    title: chineseTitle,
    summary: '中文摘要',
    category,
    date: '2099-06-01T12:00:00.000Z',
    _status: 'draft',
  })
  id = draft.doc.id
  await cms(`/news/${id}?locale=zh&publishSpecificLocale=zh`, 'PATCH', { _status: 'published' })
})

describe('a news article published in Chinese only', () => {
  it('is on the Chinese site', async () => {
    expect((await visit('/news-trend')).text).toContain(chineseTitle)
    expect((await visit(`/news-detail/${id}`)).status).toBe(200)
  })

  it('is absent from the English list, detail, API, search and sitemap', async () => {
    expect((await visit('/en/news-trend')).text).not.toContain(chineseTitle)
    const detail = await visit(`/en/news-detail/${id}`)
    expect(detail.status).toBe(404)
    expect(detail.text).not.toContain(chineseTitle)
    const list = await (await fetch(url('/api/front/news?language=en'))).text()
    expect(list).not.toContain(chineseTitle)
    expect((await fetch(url(`/api/front/news?id=${id}&language=en`))).status).toBe(404)
    expect((await visit(`/en/search?q=${encodeURIComponent(chineseTitle)}`)).text).not.toContain(`/en/news-detail/${id}"`)
    const sitemap = await (await fetch(url('/sitemap.xml'))).text()
    expect(sitemap).toContain(`/news-detail/${id}</loc>`)
    expect(sitemap).not.toContain(`/en/news-detail/${id}"`)
    // The Chinese page names no English alternate.
    const chinese = (await visit(`/news-detail/${id}`)).text
    expect(chinese).toMatch(/hreflang="zh-CN"/i)
    expect(chinese).not.toMatch(new RegExp(`hreflang="en" href="[^"]*/en/news-detail/${id}"`, 'i'))
  })

  it('shows on the English site within 2 s once English is published', async () => {
    const since = Date.now()
    await cms(`/news/${id}?locale=en&publishSpecificLocale=en`, 'PATCH', { title: englishTitle, _status: 'published' })
    for (;;) {
      const sent = Date.now() - since
      const page = await visit(`/en/news-detail/${id}`)
      if (page.status === 200 && page.text.includes(englishTitle)) break
      expect(sent, `/en/news-detail/${id} still without its English title`).toBeLessThanOrEqual(2000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect((await visit('/en/news-trend')).text).toContain(englishTitle)
    // The Chinese page now names its English alternate.
    expect((await visit(`/news-detail/${id}`)).text).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/news-detail/${id}"`, 'i'))
  })
})
