/**
 * Spec §2.1/§7 news: categories, paged lists (404 past the last page or for an unknown
 * category), one article with neighbours and attachments, and the attachment download.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { message } from '../../src/rules/messages'
import { call, read, url } from './support'

interface NewsSummary {
  id: number
  title: string
  date: string
  category: { id: number; name: string } | null
}
interface NewsPage {
  items: NewsSummary[]
  page: number
  pageSize: number
  totalPages: number
  totalDocs: number
  category: { id: number; name: string; code: string } | null
}
interface Attachment {
  id: number
  filename: string
  mimeType: string
  size: number
  downloadUrl: string
}
interface NewsArticle extends NewsSummary {
  bodyHtml: string
  attachments: Attachment[]
  previous: { id: number; title: string } | null
  next: { id: number; title: string } | null
}

let firstPage: NewsPage
let categories: { id: number; name: string; code: string }[]
let articleWithAttachment: NewsArticle
let otherArticle: NewsSummary

beforeAll(async () => {
  firstPage = await read<NewsPage>('/api/front/news')
  categories = await read('/api/front/newsCategory')
  // Walk the list until an article with an attachment turns up (the demo content has some).
  for (let page = 1; page <= firstPage.totalPages && !articleWithAttachment; page += 1) {
    const list = page === 1 ? firstPage : await read<NewsPage>(`/api/front/news?page=${page}`)
    for (const item of list.items) {
      const article = await read<NewsArticle>(`/api/front/news?id=${item.id}`)
      if (article.attachments.length > 0) {
        articleWithAttachment = article
        break
      }
    }
  }
  otherArticle = firstPage.items.find((item) => item.id !== articleWithAttachment?.id)!
})

describe('§7 news list', () => {
  it('answers page 1 of all news, newest first', () => {
    expect(firstPage.page).toBe(1)
    expect(firstPage.totalDocs).toBeGreaterThan(0)
    expect(firstPage.items.length).toBeGreaterThan(0)
    expect(firstPage.items.length).toBeLessThanOrEqual(firstPage.pageSize)
    const dates = firstPage.items.map((item) => item.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(firstPage.category).toBeNull()
  })

  it('pages through every article exactly once', async () => {
    const seen: number[] = []
    for (let page = 1; page <= firstPage.totalPages; page += 1) {
      const list = await read<NewsPage>(`/api/front/news?page=${page}`)
      expect(list.page).toBe(page)
      seen.push(...list.items.map((item) => item.id))
    }
    expect(seen).toHaveLength(firstPage.totalDocs)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('filters by category', async () => {
    for (const category of categories) {
      const list = await read<NewsPage>(`/api/front/news?categoryId=${category.id}&language=zh`)
      expect(list.category?.id).toBe(category.id)
      for (const item of list.items) expect(item.category?.id).toBe(category.id)
    }
  })

  it('answers in English with language=en and language=1 alike', async () => {
    const en = await read<NewsPage>('/api/front/news?language=en')
    expect(await read('/api/front/news?language=1')).toEqual(en)
    expect(en.items.map((item) => item.id)).toEqual(firstPage.items.map((item) => item.id))
    expect(en.items.map((item) => item.title)).not.toEqual(firstPage.items.map((item) => item.title))
  })

  it('answers 404 past the last page and for an unknown category', async () => {
    const past = await call(`/api/front/news?page=${firstPage.totalPages + 1}`)
    expect(past.status).toBe(404)
    expect(past.body).toEqual({ result: false, data: null, message: message('notFoundResource', 'zh') })
    expect((await call('/api/front/news?page=999999999999')).status).toBe(404)
    const unknown = await call('/api/front/news?categoryId=999999&language=en')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(message('notFoundResource', 'en'))
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=99999999999999999999', 'categoryId=abc', 'page=1&page=2'])(
    'answers 400 for %s',
    async (query) => {
      const answer = await call(`/api/front/news?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.body.result).toBe(false)
      expect(answer.body.message).toMatch(/^参数无效：(page|categoryId)。$/)
    },
  )
})

describe('§7 news article', () => {
  it('answers one article with neighbours and attachments', async () => {
    const id = firstPage.items[0]!.id
    const article = await read<NewsArticle>(`/api/front/news?id=${id}`)
    expect(article).toMatchObject({ id, title: expect.any(String), bodyHtml: expect.any(String), attachments: expect.any(Array) })
    expect(article).toHaveProperty('previous')
    expect(article).toHaveProperty('next')
    if (article.next) {
      const next = await read<NewsArticle>(`/api/front/news?id=${article.next.id}`)
      expect(next.previous?.id).toBe(article.id)
    }
  })

  it('answers in English with language=en and language=1 alike', async () => {
    const id = firstPage.items[0]!.id
    const zh = await read<NewsArticle>(`/api/front/news?id=${id}`)
    const en = await read<NewsArticle>(`/api/front/news?id=${id}&language=en`)
    expect(await read(`/api/front/news?id=${id}&language=1`)).toEqual(en)
    expect(en.title).not.toBe(zh.title)
  })

  it('answers 404 for an unknown id and 400 for a malformed one or a mixed query', async () => {
    expect((await call('/api/front/news?id=999999')).status).toBe(404)
    for (const query of ['id=abc', 'id=0', 'id=-3', 'id=1e3', `id=${firstPage.items[0]!.id}&page=2`]) {
      const answer = await call(`/api/front/news?${query}`)
      expect(answer.status, query).toBe(400)
    }
  })
})

describe('§7 news/download', () => {
  it('the demo content has an article with an attachment', () => {
    expect(articleWithAttachment, 'no article with an attachment in the demo content').toBeDefined()
  })

  it('streams the file with its type, length and a download name', async () => {
    const attachment = articleWithAttachment.attachments[0]!
    expect(attachment.downloadUrl).toBe(`/api/front/news/download?id=${articleWithAttachment.id}&fileId=${attachment.id}`)
    const response = await fetch(url(attachment.downloadUrl))
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(response.headers.get('content-type')).toBe(attachment.mimeType)
    // The whole file arrives. (The handler sets Content-Length, but Next.js 16 drops that header
    // from every route handler response and sends the body chunked; if it is there, it is right.)
    expect(bytes.byteLength).toBe(attachment.size)
    const length = response.headers.get('content-length')
    if (length !== null) expect(length).toBe(String(bytes.byteLength))
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''\S+$/)
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(attachment.filename)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    if (attachment.mimeType === 'application/pdf') {
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    }
  })

  it('serves a PDF', () => {
    expect(articleWithAttachment.attachments.some((file) => file.mimeType === 'application/pdf')).toBe(true)
  })

  it('answers 404 when the file is not that article’s', async () => {
    const attachment = articleWithAttachment.attachments[0]!
    const wrongArticle = await call(`/api/front/news/download?id=${otherArticle.id}&fileId=${attachment.id}`)
    expect(wrongArticle.status).toBe(404)
    expect(wrongArticle.body).toEqual({ result: false, data: null, message: message('notFoundResource', 'zh') })
    const unknownFile = await call(`/api/front/news/download?id=${articleWithAttachment.id}&fileId=999999&language=en`)
    expect(unknownFile.status).toBe(404)
    expect(unknownFile.body.message).toBe(message('notFoundResource', 'en'))
    expect((await call(`/api/front/news/download?id=999999&fileId=${attachment.id}`)).status).toBe(404)
  })

  it.each(['', 'id=1', 'fileId=1', 'id=abc&fileId=1', 'id=1&fileId=-1', 'id=1&fileId=1&fileId=2'])(
    'answers 400 for "%s"',
    async (query) => {
      const answer = await call(`/api/front/news/download?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.body.result).toBe(false)
    },
  )
})

describe('§7 newsBanner and news/top/all', () => {
  it('answer article summaries', async () => {
    for (const path of ['/api/front/newsBanner', '/api/front/news/top/all']) {
      const items = await read<NewsSummary[]>(path)
      expect(Array.isArray(items)).toBe(true)
      for (const item of items) expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(String) })
    }
    const top = await read<(NewsSummary & { top: boolean })[]>('/api/front/news/top/all')
    for (const item of top) expect(item.top).toBe(true)
  })
})
