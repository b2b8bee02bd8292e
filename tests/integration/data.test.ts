import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getAlbum, getAlbumCategories, getAlbums } from '@/data/albums'
import { administratorFromToken, tokenFromAuthorization } from '@/data/auth'
import { saveEnquiry } from '@/data/enquiries'
import { getCompanyProfile, getHomeContent, getLegalNotice, getMenuSettings, getSiteSettings } from '@/data/globals'
import { getJobLocations, getJobs } from '@/data/jobs'
import { getMdmPricing } from '@/data/mdm'
import { getNewsArticle, getNewsAttachment, getNewsBanner, getNewsCategories, getNewsPage, getTopNews } from '@/data/news'
import { getProduct, getProductCategories, getProductSeries } from '@/data/products'
import { consumeRateLimit, refundRateLimit } from '@/data/rateLimit'
import { getSolution, getSolutions } from '@/data/solutions'
import { queryRows } from '@/data/sql'
import { newsPageSize } from '@/rules/limits'

import { seededPayload } from './support/seeded'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

describe('§3/§7 product categories through the data layer', () => {
  it('gives every category with its products, in each language', async () => {
    const [zh, en] = await Promise.all([getProductCategories('zh'), getProductCategories('en')])
    expect(zh.length).toBeGreaterThanOrEqual(6)
    expect(en.map((category) => category.id)).toEqual(zh.map((category) => category.id))
    expect(en[0].name).not.toBe(zh[0].name)
    expect(zh.reduce((sum, category) => sum + category.productList.length, 0)).toBeGreaterThanOrEqual(40)
    for (const category of zh) {
      expect(category.url).toMatch(/^[a-z0-9-]+$/)
      expect(category.imageUrl).toMatch(/^\/api\/cms\/media\/file\//)
      expect(category.selectImageUrl).toMatch(/^\/api\/cms\/media\/file\//)
      for (const product of category.productList) {
        expect(product.firstTitle).toBeTruthy()
        expect(product.model).toBeTruthy()
        expect(product.customizeUrl).toMatch(/^[a-z0-9-]+$/)
      }
    }
  })

  it('finds a product by customizeUrl and by id (§2.1 both readings), and nothing for an unknown key', async () => {
    const [category] = await getProductCategories('en')
    const listed = category.productList[0]
    const byUrl = await getProduct('en', listed.customizeUrl)
    const byId = await getProduct('en', String(listed.id))
    expect(byUrl?.id).toBe(listed.id)
    expect(byId?.id).toBe(listed.id)
    expect(byUrl?.category).toEqual({ id: category.id, name: category.name, url: category.url, index: 0 })
    expect(byUrl?.specs.length).toBeGreaterThan(0)
    expect(byUrl?.features.length).toBeGreaterThan(0)
    expect(byUrl?.related.every((item) => item.id !== listed.id)).toBe(true)
    expect(await getProduct('en', 'no-such-product')).toBeNull()
    expect(await getProduct('en', '99999999')).toBeNull()
  })

  it('groups products by series', async () => {
    const series = await getProductSeries('zh')
    const total = series.reduce((sum, group) => sum + group.products.length, 0)
    const categories = await getProductCategories('zh')
    expect(total).toBe(categories.reduce((sum, category) => sum + category.productList.length, 0))
    const one = await getProductSeries('zh', categories[0].id)
    expect(one.flatMap((group) => group.products).every((product) => categories[0].productList.some((p) => p.id === product.id))).toBe(true)
  })
})

describe('solutions', () => {
  it('lists solutions and gives one in detail; unknown and malformed ids give null', async () => {
    const solutions = await getSolutions('en')
    expect(solutions.length).toBeGreaterThanOrEqual(6)
    const detail = await getSolution('en', String(solutions[0].id))
    expect(detail?.name).toBe(solutions[0].name)
    expect(detail?.bodyHtml).toContain('<p')
    expect(await getSolution('en', '0')).toBeNull()
    expect(await getSolution('en', 'abc')).toBeNull()
  })
})

describe('news: categories, pages, articles, attachments', () => {
  it('filters categories by code', async () => {
    const all = await getNewsCategories('zh')
    expect(all.length).toBeGreaterThanOrEqual(3)
    const one = await getNewsCategories('zh', all[0].code)
    expect(one).toEqual([all[0]])
    expect(await getNewsCategories('zh', 'no-such-code')).toEqual([])
  })

  it('pages a category newest first, and refuses pages past the end and unknown categories', async () => {
    const categories = await getNewsCategories('en')
    const pages = await Promise.all(categories.map((category) => getNewsPage('en', category.id, 1)))
    const big = pages.find((page) => (page?.totalPages ?? 0) > 2)!
    expect(big).toBeTruthy()
    expect(big.items).toHaveLength(newsPageSize)
    const dates = big.items.map((item) => item.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await getNewsPage('en', big.category!.id, big.totalPages)
    expect(last?.items.length).toBe(big.totalDocs - newsPageSize * (big.totalPages - 1))
    expect(await getNewsPage('en', big.category!.id, big.totalPages + 1)).toBeNull()
    expect(await getNewsPage('en', 99999999, 1)).toBeNull()
    const all = await getNewsPage('en', null, 1)
    expect(all?.totalDocs).toBeGreaterThanOrEqual(25)
  })

  it('gives an article with its neighbours in the same category', async () => {
    const categories = await getNewsCategories('zh')
    const page = (await getNewsPage('zh', categories[0].id, 1))!
    const middle = page.items[1]
    const article = (await getNewsArticle('zh', String(middle.id)))!
    expect(article.previous?.id).toBe(page.items[0].id)
    expect(article.next?.id).toBe(page.items[2].id)
    const first = (await getNewsArticle('zh', String(page.items[0].id)))!
    expect(first.previous).toBeNull()
    expect(await getNewsArticle('zh', '99999999')).toBeNull()
  })

  it('serves an attachment only for the article it belongs to', async () => {
    const withFiles = await payload.find({ collection: 'news', where: { attachments: { exists: true } }, depth: 0, limit: 10 })
    const article = withFiles.docs.find((doc) => (doc.attachments ?? []).length > 0)!
    const fileId = article.attachments![0] as number
    const file = await getNewsAttachment('zh', String(article.id), String(fileId))
    expect(file?.mimeType).toBe('application/pdf')
    expect(file?.filename).toMatch(/\.pdf$/)
    const other = await payload.find({ collection: 'news', where: { id: { not_equals: article.id } }, depth: 0, limit: 1 })
    const stranger = other.docs.find((doc) => !(doc.attachments ?? []).includes(fileId))!
    expect(await getNewsAttachment('zh', String(stranger.id), String(fileId))).toBeNull()
    expect(await getNewsAttachment('zh', 'x', '1')).toBeNull()
  })

  it('lists top and banner articles', async () => {
    expect((await getTopNews('zh')).every((item) => item.top)).toBe(true)
    expect((await getTopNews('zh')).length).toBeGreaterThanOrEqual(3)
    expect((await getNewsBanner('zh')).length).toBeGreaterThanOrEqual(3)
  })
})

describe('jobs', () => {
  it('lists locations with counts and filters jobs by location', async () => {
    const locations = await getJobLocations('en')
    const jobs = await getJobs('en')
    expect(locations.length).toBeGreaterThanOrEqual(3)
    expect(jobs.length).toBeGreaterThanOrEqual(8)
    expect(locations.reduce((sum, location) => sum + location.jobCount, 0)).toBe(jobs.length)
    const filtered = await getJobs('en', locations[0].id)
    expect(filtered.length).toBe(locations[0].jobCount)
    expect(filtered.every((job) => job.location?.id === locations[0].id)).toBe(true)
  })
})

describe('globals', () => {
  it('gives menu pictures, site settings, home content, pricing, profile and legal notice', async () => {
    const menu = await getMenuSettings('zh')
    expect(menu.solutionImage && menu.newsImage && menu.aboutUsImage).toBeTruthy()
    const site = await getSiteSettings('en')
    expect(site.companyName).toBeTruthy()
    expect(site.socials.some((social) => social.QRCode && !social.url)).toBe(true)
    expect(site.socials.some((social) => social.url)).toBe(true)
    const home = await getHomeContent('zh')
    expect(home.banners.length).toBeGreaterThan(0)
    const pricing = await getMdmPricing('zh')
    expect(pricing.tiers.map((tier) => tier.price).sort()).toEqual([1999, 3299, 5999])
    expect(pricing.trialDays).toBe(30)
    expect(pricing.customFirmwarePerHour).toBe(2000)
    expect((await getCompanyProfile('en')).bodyHtml).toContain('<')
    expect((await getLegalNotice('en')).title).toBeTruthy()
  })
})

describe('§6 albums (administrators only)', () => {
  it('lists categories with counts, albums and one album with photos', async () => {
    const categories = await getAlbumCategories('zh')
    expect(categories.length).toBeGreaterThanOrEqual(2)
    const albums = await getAlbums('zh')
    expect(categories.reduce((sum, category) => sum + category.albumCount, 0)).toBe(albums.length)
    const album = await getAlbum('zh', String(albums[0].id))
    expect(album?.photos.length).toBeGreaterThanOrEqual(3)
    expect(await getAlbum('zh', '99999999')).toBeNull()
  })

  it('accepts a real token, refuses a forged or missing one', async () => {
    const email = `staff-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'a-long-test-password', role: 'admin' } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-test-password' } })
    expect(await administratorFromToken(token)).toMatchObject({ email })
    expect(await administratorFromToken(tokenFromAuthorization(`Bearer ${token}`))).toMatchObject({ email })
    const forged = token!.slice(0, -4) + (token!.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    expect(await administratorFromToken(forged)).toBeNull()
    expect(await administratorFromToken('not-a-token')).toBeNull()
    expect(await administratorFromToken(null)).toBeNull()
  })
})

describe('enquiries and rate limits', () => {
  it('stores an enquiry for staff, with status new', async () => {
    const email = `visitor-${Date.now()}@example.com`
    const { id } = await saveEnquiry({
      name: '张三', company: '', email, telephone: '', productModel: 'RT-T10', applicationIndustry: '',
      content: '想了解价格', language: 'zh', form: 'dialog',
    })
    const stored = await payload.findByID({ collection: 'enquiries', id })
    expect(stored).toMatchObject({ email, content: '想了解价格', language: 'zh', form: 'dialog', status: 'new', productModel: 'RT-T10' })
  })

  it('stores an enquiry with the same columns and defaults as Payload\'s own create', async () => {
    const enquiry = { name: 'Li', company: 'ACME', email: `same-${Date.now()}@example.com`, telephone: '', productModel: '', applicationIndustry: '', content: 'price?', language: 'en' as const, form: 'quick' as const }
    const before = Date.now()
    const { id, createdAt } = await saveEnquiry(enquiry, '/en/contact')
    const viaCreate = await payload.create({ collection: 'enquiries', overrideAccess: true, data: { ...enquiry, page: '/en/contact', status: 'new' } })
    const stored = await payload.findByID({ collection: 'enquiries', id })
    const strip = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: typeof stored) => rest
    expect(strip(stored)).toEqual(strip(await payload.findByID({ collection: 'enquiries', id: viaCreate.id })))
    expect(stored.createdAt).toBe(createdAt)
    expect(stored.updatedAt).toBe(createdAt)
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('counts hits atomically per subject and window, shared through the database', async () => {
    const subject = `test:${Date.now()}`
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(subject, 10, 60)))
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(results.filter((result) => result.allowed)).toHaveLength(10)
    const other = await consumeRateLimit(`${subject}:other`, 10, 60)
    expect(other).toMatchObject({ count: 1, allowed: true })
    const nextWindow = await consumeRateLimit(subject, 10, 60, Date.now() + 61_000)
    expect(nextWindow.count).toBe(1)
  })

  it('keeps the counters in the database where instances share it (PostgreSQL), in memory on SQLite (one instance)', async () => {
    const hit = await consumeRateLimit(`where:${Date.now()}`, 3, 60)
    const rows = await queryRows<{ count: number }>(payload, (sql) => sql`SELECT count FROM rate_limits WHERE key = ${hit.key}`)
    expect(rows.map((row) => Number(row.count))).toEqual(payload.db.name === 'postgres' ? [1] : [])
  })

  it('takes a hit back in the window it was counted in, atomically, never below zero', async () => {
    const subject = `refund:${Date.now()}`
    const hits = await Promise.all(Array.from({ length: 5 }, () => consumeRateLimit(subject, 3, 60)))
    await Promise.all(hits.slice(0, 4).map((hit) => refundRateLimit(hit)))
    expect(await consumeRateLimit(subject, 3, 60)).toMatchObject({ count: 2, allowed: true })
    const [first] = hits
    for (let i = 0; i < 4; i++) await refundRateLimit(first!)
    expect((await consumeRateLimit(subject, 3, 60)).count).toBe(1)
  })
})
