/**
 * Drafts and versions (issue 13): a draft — a new document, or a newer version of a published
 * one — is invisible through every data function until it is published; unpublishing hides a
 * document again; restoring an earlier version brings its text back. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEventByHash, getEventByToken, listEvents } from '@/data/events'
import { getHomeContent } from '@/data/globals'
import { getNewsArticle, getNewsBanner, getNewsPage, getTopNews } from '@/data/news'
import { getProduct, getProductCategories, getProductSeries } from '@/data/products'
import { suggestCompanies } from '@/data/registrations'
import { getSitemapContent } from '@/data/sitemap'
import { getSolution } from '@/data/solutions'
import { withDraftReads } from '@/data/visibility'

import { makeEvent, person, register } from './support/events'
import { seededPayload } from './support/seeded'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

const listedProducts = async (locale: 'zh' | 'en') => (await getProductCategories(locale)).flatMap((category) => category.productList)

async function firstCategoryId(): Promise<number> {
  return (await getProductCategories('zh'))[0]!.id
}

async function draftProduct(customizeUrl: string) {
  return payload.create({
    collection: 'products',
    locale: 'zh',
    draft: true,
    data: { _status: 'draft', firstTitle: '草稿产品', model: `DRAFT-${customizeUrl}`, customizeUrl, category: await firstCategoryId(), series: 'draft-series' },
  })
}

describe('a new product saved as a draft', () => {
  it('is invisible to every product read, the series, a solution and the sitemap, then shows once published', async () => {
    const product = await draftProduct('draft-product-one')
    const solution = (await payload.find({ collection: 'solutions', limit: 1, depth: 0 })).docs[0]!
    await payload.update({ collection: 'solutions', id: solution.id, data: { relatedProducts: [product.id] } })

    for (const locale of ['zh', 'en'] as const) {
      expect((await listedProducts(locale)).some((item) => item.id === product.id)).toBe(false)
      expect(await getProduct(locale, 'draft-product-one')).toBeNull()
      expect(await getProduct(locale, String(product.id))).toBeNull()
      expect((await getProductSeries(locale)).some((group) => group.series === 'draft-series')).toBe(false)
      expect((await getSolution(locale, String(solution.id)))?.relatedProducts).toEqual([])
      expect((await getSitemapContent(locale)).products.some((item) => item.customizeUrl === 'draft-product-one')).toBe(false)
    }
    // An editor's preview reads the draft.
    expect((await withDraftReads(() => getProduct('zh', 'draft-product-one')))?.firstTitle).toBe('草稿产品')

    await payload.update({ collection: 'products', id: product.id, locale: 'zh', data: { _status: 'published' } })
    expect((await getProduct('zh', 'draft-product-one'))?.firstTitle).toBe('草稿产品')
    expect((await listedProducts('zh')).some((item) => item.id === product.id)).toBe(true)
    // Issue 31: published in Chinese only, the English site does not list it until its English is.
    expect((await listedProducts('en')).some((item) => item.id === product.id)).toBe(false)
    await payload.update({ collection: 'products', id: product.id, locale: 'en', publishSpecificLocale: 'en', data: { firstTitle: 'Draft product', _status: 'published' } })
    expect((await listedProducts('en')).some((item) => item.id === product.id)).toBe(true)
    expect((await getSolution('zh', String(solution.id)))?.relatedProducts.map((item) => item.id)).toEqual([product.id])
    expect((await getSitemapContent('zh')).products.some((item) => item.customizeUrl === 'draft-product-one')).toBe(true)

    // Unpublishing (a save with the draft status, as the admin's "Unpublish" sends) hides it again.
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' } })
    expect(await getProduct('zh', 'draft-product-one')).toBeNull()
    expect((await listedProducts('zh')).some((item) => item.id === product.id)).toBe(false)
  })
})

describe('a published article edited as a draft', () => {
  it('keeps its published title on the article, its lists, top stories and banner until the draft is published', async () => {
    const article = (await payload.find({ collection: 'news', locale: 'zh', limit: 1, depth: 0, sort: '-date', where: { top: { equals: true } } })).docs[0]!
    await payload.update({ collection: 'news', id: article.id, data: { banner: true } })
    const published = article.title
    // An autosave, as the admin sends while an editor types.
    await payload.update({ collection: 'news', id: article.id, locale: 'zh', draft: true, autosave: true, data: { title: '草稿标题' } })

    const titles = async () => [
      (await getNewsArticle('zh', String(article.id)))?.title,
      (await getNewsPage('zh', null, 1))?.items.find((item) => item.id === article.id)?.title,
      (await getTopNews('zh')).find((item) => item.id === article.id)?.title,
      (await getNewsBanner('zh')).find((item) => item.id === article.id)?.title,
    ]
    expect(await titles()).toEqual([published, published, published, published])
    expect((await withDraftReads(() => getNewsArticle('zh', String(article.id))))?.title).toBe('草稿标题')

    await payload.update({ collection: 'news', id: article.id, locale: 'zh', data: { _status: 'published' } })
    expect(await titles()).toEqual(['草稿标题', '草稿标题', '草稿标题', '草稿标题'])
  })

  it('restores an earlier version (the admin\'s "Restore")', async () => {
    const article = (await payload.find({ collection: 'news', locale: 'zh', limit: 1, depth: 0, sort: 'date' })).docs[0]!
    await payload.update({ collection: 'news', id: article.id, locale: 'zh', data: { title: '第一版', _status: 'published' } })
    await payload.update({ collection: 'news', id: article.id, locale: 'zh', data: { title: '第二版', _status: 'published' } })
    expect((await getNewsArticle('zh', String(article.id)))?.title).toBe('第二版')

    const versions = await payload.findVersions({ collection: 'news', locale: 'zh', where: { parent: { equals: article.id } }, sort: '-updatedAt', limit: 10 })
    const first = versions.docs.find((version) => version.version.title === '第一版' && version.version._status === 'published')
    expect(first).toBeDefined()
    await payload.restoreVersion({ collection: 'news', id: first!.id })
    expect((await getNewsArticle('zh', String(article.id)))?.title).toBe('第一版')
  })
})

describe('a page global edited as a draft', () => {
  it('keeps the published home page until the draft is published', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', locale: 'zh', depth: 0 })
    const published = (await getHomeContent('zh')).banners[0]!.title
    const banners = home.banners!.map((banner, index) => ({ ...banner, title: index === 0 ? '草稿横幅' : banner.title }))
    await payload.updateGlobal({ slug: 'home-page', locale: 'zh', draft: true, data: { banners } })
    expect((await getHomeContent('zh')).banners[0]!.title).toBe(published)
    expect((await withDraftReads(() => getHomeContent('zh'))).banners[0]!.title).toBe('草稿横幅')

    await payload.updateGlobal({ slug: 'home-page', locale: 'zh', data: { banners, _status: 'published' } })
    expect((await getHomeContent('zh')).banners[0]!.title).toBe('草稿横幅')
  })
})

describe('an unpublished event', () => {
  it('is missing for its microsite, its API hash, the event list, registration and company suggestions', async () => {
    const event = await makeEvent(payload)
    expect((await register(event, person())).ok).toBe(true)
    // Suggested companies are those staff entered for the event (issue 37): an invitation's.
    await payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: 'Draftcheck', company: 'Draftcheck 有限公司' }, overrideAccess: true })
    expect(await suggestCompanies(event.id, 'Draftcheck')).toEqual(['Draftcheck 有限公司'])

    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' } })
    expect(await getEventByToken('zh', event.token)).toBeNull()
    expect(await getEventByHash('zh', event.hash)).toBeNull()
    expect((await listEvents('zh')).some((item) => item.id === event.id)).toBe(false)
    expect(await suggestCompanies(event.id, 'Draftcheck')).toEqual([])

    const draft = await payload.create({
      collection: 'events',
      locale: 'zh',
      draft: true,
      data: { _status: 'draft', token: `draft${Date.now().toString(36)}`, title: '草稿活动', startsAt: new Date().toISOString(), endsAt: new Date().toISOString(), theme: 'conference', venue: { name: 'x' } },
    })
    expect(await getEventByToken('zh', draft.token)).toBeNull()
    expect(await getEventByHash('zh', draft.hash ?? '')).toBeNull()
  })
})
