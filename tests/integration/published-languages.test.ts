/**
 * Issue 31, item 1: a language's site shows only what was published in that language.
 *
 * The reproduction: a document created as a Chinese draft and published with "Publish in
 * 中文" (`publishSpecificLocale: 'zh'`), its English never written. Before, localisation fallback
 * filled its empty English fields from the Chinese ones and the English site listed it, in Chinese.
 */
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getDocuments } from '@/data/downloads'
import { getDocumentLanguages, getPageLanguages, isPagePublished } from '@/data/languages'
import { getLegalNotice } from '@/data/globals'
import { getNewsArticle, getNewsAttachment, getNewsPage, getTopNews } from '@/data/news'
import { getProduct, getProductCategories, getProductSeries } from '@/data/products'
import { searchSite } from '@/data/search'
import { getSitemapContent } from '@/data/sitemap'
import { getSolution, getSolutions } from '@/data/solutions'
import { hasText, titleFields } from '@/rules/publishedLanguages'
import { locales } from '@/rules/language'

import { seededPayload } from './support/seeded'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

describe('the demo content', () => {
  it('is published in both languages: every seeded document has its title in each', async () => {
    const missing: string[] = []
    for (const [collection, field] of Object.entries(titleFields)) {
      const { docs } = await payload.find({ collection: collection as CollectionSlug, locale: 'all', depth: 0, pagination: false, draft: false })
      for (const doc of docs as unknown as Record<string, Record<string, unknown>>[]) {
        for (const locale of ['zh', 'en']) if (!hasText(doc[field]?.[locale])) missing.push(`${collection} ${String(doc.id)} ${locale}`)
      }
    }
    expect(missing).toEqual([])
  })
})

/** Created as a Chinese draft, then "Publish in 中文": never any English text. */
async function chineseOnly(collection: CollectionSlug, data: Record<string, unknown>): Promise<number> {
  const draft = await payload.create({ collection, locale: 'zh', draft: true, depth: 0, data: { ...data, _status: 'draft' } as never })
  await payload.update({ collection, id: draft.id, locale: 'zh', publishSpecificLocale: 'zh', depth: 0, data: { _status: 'published' } as never })
  return draft.id as number
}

/** The same document's English published later, as an editor does with "Publish in English". */
async function publishEnglish(collection: CollectionSlug, id: number, data: Record<string, unknown>) {
  await payload.update({ collection, id, locale: 'en', publishSpecificLocale: 'en', depth: 0, data: { ...data, _status: 'published' } as never })
}

async function first(collection: CollectionSlug) {
  return (await payload.find({ collection, locale: 'zh', depth: 0, limit: 1, sort: 'createdAt' })).docs[0] as unknown as Record<string, unknown>
}

describe('a Chinese-only published news article', () => {
  let id: number
  beforeAll(async () => {
    const seeded = await first('news')
    id = await chineseOnly('news', { title: '只有中文的新闻', summary: '中文摘要', date: '2099-01-01T12:00:00.000Z', category: seeded.category, top: true, attachments: seeded.attachments })
  })

  it('is on the Chinese site', async () => {
    expect((await getNewsArticle('zh', String(id)))?.title).toBe('只有中文的新闻')
    expect((await getNewsPage('zh', null, 1))?.items.map((item) => item.id)).toContain(id)
  })

  it('is absent from every English read: list, top stories, detail, search, sitemap, alternates', async () => {
    expect(await getNewsArticle('en', String(id))).toBeNull()
    expect((await getNewsPage('en', null, 1))?.items.map((item) => item.id)).not.toContain(id)
    expect((await getTopNews('en')).map((item) => item.id)).not.toContain(id)
    expect((await getSitemapContent('en')).news.map((item) => item.id)).not.toContain(id)
    expect((await getSitemapContent('zh')).news.map((item) => item.id)).toContain(id)
    expect(await getDocumentLanguages('news', id)).toEqual(['zh'])
    expect((await searchSite({ locale: 'en', query: '只有中文的新闻' })).total).toBe(0)
    expect((await searchSite({ locale: 'zh', query: '只有中文的新闻' })).total).toBeGreaterThan(0)
  })

  it('hands out its attachments only in Chinese', async () => {
    const article = await getNewsArticle('zh', String(id))
    const attachment = article?.attachments[0]
    if (!attachment) return expect(article?.attachments).toEqual([])
    expect(await getNewsAttachment('zh', id, attachment.id)).not.toBeNull()
    expect(await getNewsAttachment('en', id, attachment.id)).toBeNull()
  })

  it('appears in English once English is published, and nowhere shows Chinese text there', async () => {
    await publishEnglish('news', id, { title: 'Now in English' })
    const english = await getNewsArticle('en', String(id))
    expect(english?.title).toBe('Now in English')
    // The English summary was never written: empty, not the Chinese one.
    expect(english?.summary).toBe('')
    expect(await getDocumentLanguages('news', id)).toEqual(['zh', 'en'])
    expect((await getNewsArticle('zh', String(id)))?.title).toBe('只有中文的新闻')
  })
})

describe('a Chinese-only published product', () => {
  let id: number
  let key: string
  beforeAll(async () => {
    const seeded = await first('products')
    key = `zh-only-${Date.now()}`
    id = await chineseOnly('products', { firstTitle: '只有中文的产品', model: `ZH-${Date.now()}`, customizeUrl: key, category: seeded.category, order: 999 })
  })

  it('is absent from English lists, series, detail and alternates', async () => {
    const models = (categories: Awaited<ReturnType<typeof getProductCategories>>) => categories.flatMap((category) => category.productList.map((product) => product.id))
    expect(models(await getProductCategories('zh'))).toContain(id)
    expect(models(await getProductCategories('en'))).not.toContain(id)
    expect((await getProductSeries('en')).flatMap((series) => series.products.map((product) => product.id))).not.toContain(id)
    expect((await getProduct('zh', key))?.firstTitle).toBe('只有中文的产品')
    expect(await getProduct('en', key)).toBeNull()
    expect(await getProduct('en', String(id))).toBeNull()
    expect((await getSitemapContent('en')).products.map((product) => product.customizeUrl)).not.toContain(key)
    expect(await getDocumentLanguages('products', id)).toEqual(['zh'])
  })
})

describe('a Chinese-only published solution', () => {
  let id: number
  beforeAll(async () => {
    id = await chineseOnly('solutions', { name: '只有中文的方案', summary: '中文简介', order: 999 })
  })

  it('is absent from the English list and detail', async () => {
    expect((await getSolutions('zh')).map((solution) => solution.id)).toContain(id)
    expect((await getSolutions('en')).map((solution) => solution.id)).not.toContain(id)
    expect(await getSolution('en', String(id))).toBeNull()
    expect((await getSolution('zh', String(id)))?.name).toBe('只有中文的方案')
  })

  it('drops a related product that is not published in English from the English page', async () => {
    const product = await chineseOnly('products', { firstTitle: '相关产品', model: `REL-${Date.now()}`, category: (await first('products')).category })
    const shown = (await payload.find({ collection: 'products', locale: 'zh', depth: 0, limit: 1, sort: 'createdAt' })).docs[0]!
    await payload.update({ collection: 'solutions', id, locale: 'zh', publishSpecificLocale: 'zh', data: { relatedProducts: [shown.id, product], _status: 'published' } })
    await publishEnglish('solutions', id, { name: 'English solution' })
    expect((await getSolution('zh', String(id)))?.relatedProducts.map((related) => related.id)).toEqual([shown.id, product])
    expect((await getSolution('en', String(id)))?.relatedProducts.map((related) => related.id)).toEqual([shown.id])
  })
})

describe('a Chinese-only published download-centre document', () => {
  it('is absent from the English download centre', async () => {
    const seeded = await first('documents')
    const id = await chineseOnly('documents', { title: '只有中文的文档', type: seeded.type, language: seeded.language, version: '9.9', releaseDate: '2099-01-01T12:00:00.000Z', file: seeded.file })
    expect((await getDocuments('zh')).map((document) => document.id)).toContain(id)
    expect((await getDocuments('en')).map((document) => document.id)).not.toContain(id)
  })
})

describe('a page global published in Chinese only', () => {
  it('has no English page until English is published', async () => {
    // A new legal notice: every other language's cleared, as on a site whose notice was never translated.
    const untranslated = Object.fromEntries(locales.filter((locale) => locale !== 'zh').map((locale) => [locale, null]))
    await payload.db.updateGlobal({ slug: 'legal-notice', data: { title: { zh: '法律声明（仅中文）', ...untranslated } } as never, req: undefined as never })
    expect(await getPageLanguages('legal-notice')).toEqual(['zh'])
    expect(await isPagePublished('legal-notice', 'en')).toBe(false)
    // No fallback: the English read of it holds no Chinese text.
    expect((await getLegalNotice('en')).title).toBe('')
    expect((await getLegalNotice('zh')).title).toBe('法律声明（仅中文）')

    await payload.updateGlobal({ slug: 'legal-notice', locale: 'en', publishSpecificLocale: 'en', data: { title: 'Legal notice', _status: 'published' } })
    // Publishing one language keeps the others as the last published version has them (Russian's too).
    expect(await getPageLanguages('legal-notice')).toEqual([...locales])
    expect(await isPagePublished('legal-notice', 'en')).toBe(true)
  })
})
