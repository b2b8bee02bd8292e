/**
 * The demo-content seed (src/cms/seed) against a real database: DATABASE_URI points to a fresh
 * SQLite file or PostgreSQL database, migrated here with the committed migrations.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from './support/seeded'
import type { Media, Product, ProductCategory } from '../../src/cms/payload-types'
import { ensureAdministrator, seedIfEmpty, type SeedResult } from '../../src/cms/seed'
import { makePdf } from '../../src/cms/seed/pdf'
import { navPicture, newsPageSize } from '../../src/rules/limits'
import { mdmPricing } from '../../src/rules/mdmPricing'
import { isStrongCode } from '../../src/rules/personalCodes'


let payload: Payload
let categoriesBefore = 0
let first: SeedResult

const id = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id?: number }).id : undefined

const asMedia = (value: unknown): Media => {
  expect(typeof value, 'relation populated as a media document').toBe('object')
  return value as Media
}

const collections = [
  'product-categories',
  'products',
  'solutions',
  'news-categories',
  'news',
  'job-locations',
  'jobs',
  'album-categories',
  'albums',
  'media',
  'users',
  'events',
  'registrations',
  'invitations',
] as const

async function countAll(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    collections.map(async (collection) => [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs] as const),
  )
  return Object.fromEntries(entries)
}

/** Every byte offset in the xref table points at its object; every stream length is exact. */
function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1')
  expect(text.startsWith('%PDF-1.4')).toBe(true)
  const start = /startxref\n(\d+)\n%%EOF\n?$/.exec(text)
  expect(start, 'startxref trailer').not.toBeNull()
  const xrefAt = Number(start![1])
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt))!
  const size = Number(header[1])
  const table = text.slice(xrefAt + header[0].length, xrefAt + header[0].length + size * 20)
  for (let n = 1; n < size; n++) {
    const entry = table.slice(n * 20, n * 20 + 20)
    expect(entry).toMatch(/^\d{10} 00000 n \n$/)
    expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${n} 0 obj`)).toBe(true)
  }
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const begin = match.index! + match[0].length
    expect(text.slice(begin + Number(match[1]), begin + Number(match[1]) + 10)).toBe('\nendstream')
  }
}

beforeAll(async () => {
  payload = await migratedPayload()
  categoriesBefore = (await payload.count({ collection: 'product-categories', overrideAccess: true })).totalDocs
  first = await seedIfEmpty(payload)
  console.log(`seedIfEmpty: seeded=${first.seeded} in ${first.ms} ms`, first.counts)
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('seedIfEmpty: demo content for an empty site (seed issue; spec §2, §3)', () => {
  it('seeds when the database has no product category, and reports what it created', () => {
    expect(categoriesBefore).toBe(0)
    expect(first.seeded).toBe(true)
    expect(first.counts['product-categories']).toBeGreaterThanOrEqual(6)
    expect(first.counts.products).toBeGreaterThanOrEqual(40)
    expect(first.counts.news).toBeGreaterThanOrEqual(25)
    expect(first.counts.globals).toBe(12)
    expect(first.ms).toBeGreaterThan(0)
  })

  it('does nothing the second time: seeded false and no document added', async () => {
    const before = await countAll()
    const again = await seedIfEmpty(payload)
    expect(again.seeded).toBe(false)
    expect(again.counts).toEqual({})
    expect(await countAll()).toEqual(before)
  })
})

describe('product categories and products (spec §2.5 mega-menu, §3 Product category / Product)', () => {
  let categories: ProductCategory[]
  let products: Product[]

  beforeAll(async () => {
    categories = (await payload.find({ collection: 'product-categories', locale: 'zh', depth: 1, limit: 0, sort: 'order' })).docs
    products = (await payload.find({ collection: 'products', locale: 'zh', depth: 1, limit: 0, sort: 'order' })).docs
  })

  it('has at least 6 categories with an ASCII slug, normal and selected 96×96 icons, a summary and an order', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6)
    const slugs = new Set<string>()
    for (const category of categories) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      slugs.add(category.slug!)
      const icon = asMedia(category.image)
      const selected = asMedia(category.selectedImage)
      expect(icon.id).not.toBe(selected.id)
      for (const picture of [icon, selected]) expect([picture.width, picture.height]).toEqual([96, 96])
      expect(category.summary).toBeTruthy()
      expect(typeof category.order).toBe('number')
    }
    expect(slugs.size).toBe(categories.length)
  })

  it('names categories in Chinese and in English', async () => {
    const english = (await payload.find({ collection: 'product-categories', locale: 'en', fallbackLocale: false, limit: 0, sort: 'order' })).docs
    expect(english.map((category) => category.id)).toEqual(categories.map((category) => category.id))
    categories.forEach((category, index) => {
      expect(category.name).toMatch(/[\u4e00-\u9fff]/)
      expect(english[index]!.name).toMatch(/^[\x20-\x7e°]+$/)
      expect(english[index]!.name).not.toBe(category.name)
      expect(english[index]!.summary).toBeTruthy()
    })
    expect(english.map((category) => category.name)).toContain('Rugged Tablets')
  })

  it('has one category with more than 12 products (view more) and one with exactly 12 (the boundary)', () => {
    const sizes = categories.map((category) => products.filter((product) => id(product.category) === category.id).length)
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(14)
    expect(sizes).toContain(12)
    // The join field the menus read agrees with the relationship.
    for (const [index, category] of categories.entries()) expect(category.products?.docs?.length).toBe(sizes[index])
  })

  it('has at least 40 products, each complete', () => {
    expect(products.length).toBeGreaterThanOrEqual(40)
    const urls = new Set<string>()
    for (const product of products) {
      expect(product.firstTitle).toBeTruthy()
      expect(product.model).toMatch(/^RT-[A-Z0-9-]+$/)
      expect(product.customizeUrl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      urls.add(product.customizeUrl!)
      expect(id(product.category)).toBeTypeOf('number')
      expect(product.series).toMatch(/\S/)
      expect(typeof product.order).toBe('number')
      expect(asMedia(product.cover).mimeType).toMatch(/^image\//)
      expect(product.gallery?.length).toBeGreaterThanOrEqual(2)
      expect(product.gallery?.length).toBeLessThanOrEqual(4)
      expect(product.summary).toBeTruthy()
      expect(product.features?.length).toBeGreaterThanOrEqual(4)
      expect(product.features?.length).toBeLessThanOrEqual(6)
      expect(product.specs?.length).toBeGreaterThanOrEqual(6)
      expect(product.specs?.length).toBeLessThanOrEqual(10)
      const datasheet = asMedia(product.datasheet)
      expect(datasheet.mimeType).toBe('application/pdf')
      expect(datasheet.filename).toMatch(/^[A-Za-z0-9-]+-datasheet\.pdf$/)
    }
    expect(urls.size).toBe(products.length)
  })

  it('gives every product English title, summary, features and spec rows (same rows, other language)', async () => {
    const english = (await payload.find({ collection: 'products', locale: 'en', fallbackLocale: false, depth: 0, limit: 0, sort: 'order' })).docs
    const byId = new Map(english.map((product) => [product.id, product]))
    for (const product of products) {
      const en = byId.get(product.id)!
      expect(en.firstTitle).toBeTruthy()
      expect(en.firstTitle).not.toBe(product.firstTitle)
      expect(en.summary).toBeTruthy()
      expect(en.features?.map((row) => row.id)).toEqual(product.features?.map((row) => row.id))
      expect(en.features?.every((row) => row.text && !/[\u4e00-\u9fff]/.test(row.text))).toBe(true)
      expect(en.specs?.map((row) => row.id)).toEqual(product.specs?.map((row) => row.id))
      expect(en.specs?.every((row) => row.item && row.value)).toBe(true)
    }
  })

  it('stores datasheets as valid PDF files (xref offsets, stream lengths)', () => {
    const files = new Set(products.map((product) => asMedia(product.datasheet).filename!))
    expect(files.size).toBeGreaterThanOrEqual(2)
    for (const file of files) expectValidPdf(fs.readFileSync(path.join(process.env.MEDIA_DIR!, file)))
  })
})

describe('solutions (spec §2.1 solution list/detail, §3 Solution)', () => {
  it('has at least 6 solutions with summary, cover, rich body, 3 highlights and related products, in both languages', async () => {
    const zh = (await payload.find({ collection: 'solutions', locale: 'zh', depth: 0, limit: 0, sort: 'order' })).docs
    const en = (await payload.find({ collection: 'solutions', locale: 'en', fallbackLocale: false, depth: 0, limit: 0, sort: 'order' })).docs
    expect(zh.length).toBeGreaterThanOrEqual(6)
    zh.forEach((solution, index) => {
      expect(solution.summary).toBeTruthy()
      expect(solution.cover).toBeTypeOf('number')
      expect(solution.body?.root.children.length).toBeGreaterThanOrEqual(3)
      expect(solution.highlights).toHaveLength(3)
      expect(solution.relatedProducts?.length).toBeGreaterThanOrEqual(1)
      expect(en[index]!.name).not.toBe(solution.name)
      expect(en[index]!.highlights?.map((row) => row.id)).toEqual(solution.highlights?.map((row) => row.id))
      expect(JSON.stringify(en[index]!.body)).not.toMatch(/[\u4e00-\u9fff]/)
    })
  })
})

describe('news (spec §2.1 news trend/list/detail, §3 News category, §7 news calls)', () => {
  it('has at least 3 categories with codes, one holding more than two pages of articles', async () => {
    const categories = (await payload.find({ collection: 'news-categories', locale: 'en', fallbackLocale: false, limit: 0 })).docs
    expect(categories.length).toBeGreaterThanOrEqual(3)
    expect(categories.map((category) => category.code)).toEqual(expect.arrayContaining(['company', 'industry', 'events']))
    const sizes = await Promise.all(
      categories.map(async (category) => (await payload.count({ collection: 'news', where: { category: { equals: category.id } } })).totalDocs),
    )
    expect(Math.max(...sizes)).toBeGreaterThan(2 * newsPageSize)
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(15)
  })

  it('has at least 25 complete articles with distinct dates over 2023–2026; 3 top, 3 in the banner, some with PDFs', async () => {
    const articles = (await payload.find({ collection: 'news', locale: 'zh', depth: 1, limit: 0 })).docs
    expect(articles.length).toBeGreaterThanOrEqual(25)
    const dates = articles.map((article) => article.date.slice(0, 10))
    expect(new Set(dates).size).toBe(articles.length)
    expect(new Set(dates.map((date) => date.slice(0, 4)))).toEqual(new Set(['2023', '2024', '2025', '2026']))
    for (const article of articles) {
      expect(article.title).toBeTruthy()
      expect(article.summary).toBeTruthy()
      expect(asMedia(article.cover).mimeType).toMatch(/^image\//)
      const blocks = article.body?.root.children.length ?? 0
      expect(blocks).toBeGreaterThanOrEqual(3)
      expect(blocks).toBeLessThanOrEqual(6)
      expect(article.attachments?.length ?? 0).toBeLessThanOrEqual(2)
      for (const attachment of article.attachments ?? []) expect(asMedia(attachment).mimeType).toBe('application/pdf')
    }
    expect(articles.filter((article) => article.top)).toHaveLength(3)
    expect(articles.filter((article) => article.banner)).toHaveLength(3)
    expect(articles.filter((article) => (article.attachments?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(3)
  })

  it('gives articles English titles and bodies', async () => {
    const zh = (await payload.find({ collection: 'news', locale: 'zh', depth: 0, limit: 0, sort: 'date' })).docs
    const en = (await payload.find({ collection: 'news', locale: 'en', fallbackLocale: false, depth: 0, limit: 0, sort: 'date' })).docs
    expect(en.map((article) => article.id)).toEqual(zh.map((article) => article.id))
    en.forEach((article, index) => {
      expect(article.title).not.toBe(zh[index]!.title)
      expect(article.title).not.toMatch(/[\u4e00-\u9fff]/)
      expect(article.body?.root.children.length).toBeGreaterThanOrEqual(3)
    })
  })
})

describe('careers (spec §2.1 /recruitment-information; jobInfo and jobInfo/location calls)', () => {
  it('has at least 3 locations and at least 8 complete jobs spread over all of them', async () => {
    const locations = (await payload.find({ collection: 'job-locations', locale: 'en', fallbackLocale: false, limit: 0 })).docs
    const jobs = (await payload.find({ collection: 'jobs', locale: 'zh', depth: 0, limit: 0 })).docs
    expect(locations.length).toBeGreaterThanOrEqual(3)
    expect(jobs.length).toBeGreaterThanOrEqual(8)
    expect(new Set(jobs.map((job) => id(job.location)))).toEqual(new Set(locations.map((location) => location.id)))
    for (const job of jobs) {
      expect(job.title).toBeTruthy()
      expect(job.department).toBeTruthy()
      expect(job.headcount).toBeGreaterThanOrEqual(1)
      expect(job.description).toBeTruthy()
      expect(job.requirements?.length).toBeGreaterThanOrEqual(3)
      expect(job.requirements?.length).toBeLessThanOrEqual(5)
      expect(job.email).toMatch(/@ruitu\.example$/)
    }
  })
})

describe('albums (spec §2.1 admin album list/detail, §6)', () => {
  it('has at least 2 categories and 3 albums of 3–6 captioned photos', async () => {
    expect((await payload.count({ collection: 'album-categories' })).totalDocs).toBeGreaterThanOrEqual(2)
    const zh = (await payload.find({ collection: 'albums', locale: 'zh', depth: 1, limit: 0, sort: 'date' })).docs
    const en = (await payload.find({ collection: 'albums', locale: 'en', fallbackLocale: false, depth: 0, limit: 0, sort: 'date' })).docs
    expect(zh.length).toBeGreaterThanOrEqual(3)
    zh.forEach((album, index) => {
      expect(album.photos?.length).toBeGreaterThanOrEqual(3)
      expect(album.photos?.length).toBeLessThanOrEqual(6)
      for (const photo of album.photos ?? []) {
        expect(photo.caption).toBeTruthy()
        expect([asMedia(photo.image).width, asMedia(photo.image).height]).toEqual([1200, 800])
      }
      expect(en[index]!.photos?.map((photo) => photo.caption)).not.toEqual(album.photos?.map((photo) => photo.caption))
    })
  })

  it('keeps every album picture in the staff-only album area, and every other picture on the site (issue 11)', async () => {
    const albums = (await payload.find({ collection: 'albums', depth: 1, limit: 0 })).docs
    const albumPictureIds = new Set(albums.flatMap((album) => [album.cover, ...(album.photos ?? []).map((photo) => photo.image)]).map(id))
    const media = (await payload.find({ collection: 'media', depth: 0, limit: 0, select: { area: true } })).docs
    for (const doc of media) expect(doc.area, `media ${doc.id}`).toBe(albumPictureIds.has(doc.id) ? 'album' : 'site')
    expect(media.filter((doc) => doc.area === 'album').length).toBe(albumPictureIds.size)
  })

  it('moves a site picture into the album area when it is put in an album', async () => {
    const [picture] = (await payload.find({ collection: 'media', where: { area: { equals: 'site' }, mimeType: { contains: 'image' } }, limit: 1 })).docs
    const [category] = (await payload.find({ collection: 'album-categories', limit: 1 })).docs
    const album = await payload.create({ collection: 'albums', data: { title: 'Integration album', category: category!.id, cover: picture!.id } })
    expect((await payload.findByID({ collection: 'media', id: picture!.id })).area).toBe('album')
    await payload.delete({ collection: 'albums', id: album.id })
    await payload.update({ collection: 'media', id: picture!.id, data: { area: 'site' } })
  })
})

describe('globals (spec §2.5 header, §2.6 footer, §3 Menu settings, §9 MDM pricing)', () => {
  it('site settings: identity, contacts, socials (chat app by QR code only), external sites, conference banner', async () => {
    const zh = await payload.findGlobal({ slug: 'site-settings', locale: 'zh', depth: 1 })
    const en = await payload.findGlobal({ slug: 'site-settings', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(zh.companyName).toBe('锐途智能')
    expect(en.companyName).toBe('RuiTu Rugged Computing')
    expect(zh.description && en.description).toBeTruthy()
    expect(zh.contactLines?.length).toBeGreaterThanOrEqual(3)
    expect(zh.contactLines?.map((line) => line.value).join(' ')).toContain('sales@ruitu.example')
    expect(en.contactLines?.map((line) => line.label)).toEqual(expect.arrayContaining(['Address', 'Phone', 'Email']))
    const socials = zh.socials ?? []
    expect(socials.map((social) => social.name)).toEqual(['WeChat', 'Weibo', 'LinkedIn', 'Video'])
    for (const social of socials) expect([asMedia(social.icon).width, asMedia(social.icon).height]).toEqual([64, 64])
    const wechat = socials[0]!
    expect(wechat.url ?? null).toBeNull()
    expect([asMedia(wechat.qrCode).width, asMedia(wechat.qrCode).height]).toEqual([256, 256])
    for (const social of socials.slice(1)) {
      expect(new URL(social.url!).hostname).toMatch(/(^|\.)example(\.com)?$/)
      expect(social.qrCode ?? null).toBeNull()
    }
    expect(zh.externalSites).toEqual({ englishUrl: 'https://en.ruitu.example', russianUrl: 'https://ru.ruitu.example' })
    expect(zh.conferenceBanner?.enabled).toBe(true)
    expect(zh.conferenceBanner?.href).toBe('/cpdc-2024')
    expect(zh.conferenceBanner?.text).toBe('2024 开发者大会')
    expect(en.conferenceBanner?.text).toBe('2024 Developer Conference')
  })

  it('mobile guideline (§2.2): the same numbered steps in both languages, with notes', async () => {
    const zh = await payload.findGlobal({ slug: 'mobile-guide', locale: 'zh', depth: 0 })
    const en = await payload.findGlobal({ slug: 'mobile-guide', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(zh.title).toBe('设备接入指南')
    expect(en.title).toBe('Device enrolment guide')
    expect(zh.steps?.length).toBe(5)
    expect(en.steps?.map((step) => step.id)).toEqual(zh.steps?.map((step) => step.id))
    expect(en.steps?.every((step) => step.title && step.body && !/[\u4e00-\u9fff]/.test(step.title + step.body))).toBe(true)
    expect(JSON.stringify(en.notes)).toContain('Android 8.0')
  })

  it('menu settings: three navigation pictures of exactly 360×166 and their links', async () => {
    const menu = await payload.findGlobal({ slug: 'menu-settings', depth: 1 })
    for (const picture of [menu.solutionImage, menu.newsImage, menu.aboutUsImage]) {
      const media = asMedia(picture)
      expect([media.width, media.height]).toEqual([navPicture.width, navPicture.height])
    }
    expect([menu.solutionUrl, menu.newsUrl, menu.aboutUsUrl]).toEqual(['/solution-list', '/news-trend', '/introductory'])
  })

  it('home page: 3 banners, at least 4 keyed sections, 6–10 tags linking to site pages', async () => {
    const zh = await payload.findGlobal({ slug: 'home-page', locale: 'zh', depth: 1 })
    const en = await payload.findGlobal({ slug: 'home-page', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(zh.banners).toHaveLength(3)
    for (const banner of zh.banners ?? []) {
      expect([asMedia(banner.image).width, asMedia(banner.image).height]).toEqual([1920, 720])
      expect(banner.title && banner.subtitle && banner.link).toBeTruthy()
    }
    expect(en.banners?.map((banner) => banner.title)).not.toEqual(zh.banners?.map((banner) => banner.title))
    expect(zh.sections?.map((section) => section.key)).toEqual(expect.arrayContaining(['products', 'solutions', 'mdm', 'about']))
    expect(zh.tags?.length).toBeGreaterThanOrEqual(6)
    expect(zh.tags?.length).toBeLessThanOrEqual(10)
    const links = (zh.tags ?? []).map((tag) => tag.link)
    expect(links).toEqual(expect.arrayContaining(['/product-list?i=0', '/mdm']))
    for (const link of links) expect(link).toMatch(/^\/[a-z-]+(\?i=\d+)?$/)
  })

  it('MDM page: title, subtitle, hero, 6 features and 3 scenarios in both languages', async () => {
    const zh = await payload.findGlobal({ slug: 'mdm-page', locale: 'zh', depth: 0 })
    const en = await payload.findGlobal({ slug: 'mdm-page', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(zh.title && zh.subtitle && zh.heroImage).toBeTruthy()
    expect(zh.features).toHaveLength(6)
    expect(zh.scenarios).toHaveLength(3)
    expect(en.features?.map((feature) => feature.title)).not.toEqual(zh.features?.map((feature) => feature.title))
    expect(en.scenarios?.every((scenario) => scenario.title && scenario.text)).toBe(true)
  })

  it('MDM pricing: the §9 figures from rules/limits, tier names and periods in both languages', async () => {
    const zh = await payload.findGlobal({ slug: 'mdm-pricing', locale: 'zh', depth: 0 })
    const en = await payload.findGlobal({ slug: 'mdm-pricing', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(zh.tiers?.map((tier) => [tier.code, tier.price, tier.recommended])).toEqual(
      mdmPricing.tiers.map((tier) => [tier.id, tier.price, tier.label === 'recommended']),
    )
    expect(zh.tiers?.map((tier) => [tier.name, tier.period])).toEqual([
      ['基础版', '按月'],
      ['标准版', '按年'],
      ['企业版', '推荐'],
    ])
    expect(en.tiers?.map((tier) => [tier.name, tier.period])).toEqual([
      ['Basic', 'Monthly'],
      ['Standard', 'Yearly'],
      ['Enterprise', 'Recommended'],
    ])
    const row = (doc: typeof zh, feature: string) => doc.rows?.find((candidate) => candidate.feature === feature)
    expect(row(zh, '并发用户数')).toMatchObject({ basic: '15 人', standard: '15 人', enterprise: '30 人', extra: '200元/人/年' })
    expect(row(en, 'Concurrent users')).toMatchObject({ enterprise: '30 users', extra: '$200 per user per year' })
    expect(row(zh, '并发设备数')?.extra).toBe('100元/10台/年，超过1000台请联系客户经理')
    expect(row(en, 'Concurrent devices')?.extra).toBe('$100 per 10 devices per year; above 1,000 devices, contact your account manager')
    expect(row(zh, '最大带宽')).toMatchObject({ basic: '5M', standard: '5M', enterprise: '5M' })
    expect(row(zh, '云存储')).toMatchObject({ basic: '100M', standard: '100M', enterprise: '1G', extra: '300元/100M' })
    expect(row(zh, '推送券')).toMatchObject({ basic: '50 张', standard: '100 张', enterprise: '500 张', extra: '10元/张' })
    expect(row(en, 'Push vouchers')?.extra).toBe('$10 each')
    expect(zh.addOns?.map((addOn) => addOn.prices)).toEqual(['300/2000', '80/600', '1000/2000'])
    expect(zh.customFirmwarePerHour).toBe(2000)
    expect(zh.trialDays).toBe(30)
  })

  it('company profile (4 figures, 6 milestones) and legal notice (5+ sections, effective date)', async () => {
    const profile = await payload.findGlobal({ slug: 'company-profile', locale: 'en', fallbackLocale: false, depth: 0 })
    expect(profile.title && profile.subtitle && profile.heroImage && profile.body).toBeTruthy()
    expect(profile.stats).toHaveLength(4)
    expect(profile.milestones).toHaveLength(6)
    const legal = await payload.findGlobal({ slug: 'legal-notice', locale: 'zh', depth: 0 })
    const sections = legal.body?.root.children.filter((node) => node.type === 'heading') ?? []
    expect(sections.length).toBeGreaterThanOrEqual(5)
    expect(legal.effectiveDate).toBeTruthy()
  })
})

describe('events (issue 6; docs/events.md): the 2024 conference, the 2025 gala with invitations, the MEGA1 launch', () => {
  it('seeds three events with microsite tokens, API hashes and content in both languages', async () => {
    expect(first.counts.events).toBe(3)
    const zh = (await payload.find({ collection: 'events', locale: 'zh', depth: 1, limit: 0, sort: 'startsAt', joins: false })).docs
    const en = (await payload.find({ collection: 'events', locale: 'en', fallbackLocale: false, depth: 0, limit: 0, sort: 'startsAt', joins: false })).docs
    expect(zh.map((event) => event.token)).toEqual(['cpdc2024', 'gala2025', 'mega1'])
    expect(new Set(zh.map((event) => event.hash)).size).toBe(3)
    zh.forEach((event, index) => {
      expect(event.hash).toMatch(/^[0-9a-f]{24}$/)
      expect(event.title).toMatch(/[\u4e00-\u9fff]/)
      expect(en[index]!.title).not.toMatch(/[\u4e00-\u9fff]/)
      expect(new Date(event.endsAt).getTime()).toBeGreaterThan(new Date(event.startsAt).getTime())
      expect(event.agenda!.length).toBeGreaterThanOrEqual(5)
      expect(event.speakers!.length).toBeGreaterThanOrEqual(2)
      expect(event.partners!.length).toBeGreaterThanOrEqual(4)
      expect(event.highlights!.length).toBeGreaterThanOrEqual(3)
      expect(event.venue.name && event.venue.address && event.venue.directions).toBeTruthy()
      expect(asMedia(event.venue.map).width).toBe(1200)
      expect(asMedia(event.heroImage).width).toBe(1920)
      expect(event.registration?.capacity).toBeGreaterThan(0)
      expect(event.registration?.questions?.length).toBeGreaterThanOrEqual(2)
      for (const question of event.registration?.questions ?? []) expect(question.key).toMatch(/^[a-z][a-z0-9_]*$/)
      expect(en[index]!.registration?.questions?.map((question) => question.label)).not.toEqual(event.registration?.questions?.map((question) => question.label))
    })
    expect(zh.map((event) => event.invitationPage ?? null)).toEqual([null, 'invitation2025', 'mega1-invitation'])
    expect(zh.map((event) => event.anniversarySignIn)).toEqual([false, true, false])
    expect(zh[1]!.invitation?.letter && en[1]!.invitation?.letter).toBeTruthy()
  })

  it('links the /cpdc-2024 page to the 2024 event', async () => {
    const page = await payload.findGlobal({ slug: 'conference-page', depth: 1 })
    expect(typeof page.event === 'object' && page.event?.token).toBe('cpdc2024')
  })

  it('seeds past registrations (seats, codes, check-ins) and personal invitations with their answers', async () => {
    const registrations = (await payload.find({ collection: 'registrations', depth: 1, limit: 0, sort: 'createdAt' })).docs
    const cpdc = registrations.filter((registration) => typeof registration.event === 'object' && registration.event.token === 'cpdc2024')
    expect(cpdc.length).toBeGreaterThanOrEqual(10)
    expect(cpdc.map((registration) => registration.seat)).toEqual(cpdc.map((_, index) => index + 1))
    // Seeded codes are as strong as drawn ones (issue 11): 12 characters, no made-up pattern.
    for (const registration of registrations) expect(isStrongCode(registration.code!) && registration.code!.length === 12, registration.code!).toBe(true)
    const arrivals = cpdc.filter((registration) => registration.checkedIn).map((registration) => registration.signInNumber)
    expect(arrivals).toEqual(arrivals.map((_, index) => index + 1))
    const invitations = (await payload.find({ collection: 'invitations', depth: 1, limit: 0 })).docs
    expect(invitations.length).toBeGreaterThanOrEqual(8)
    for (const invitation of invitations) expect(isStrongCode(invitation.code!) && invitation.code!.length === 12, invitation.code!).toBe(true)
    const accepted = invitations.filter((invitation) => invitation.status === 'accepted')
    expect(accepted.length).toBeGreaterThanOrEqual(2)
    for (const invitation of accepted) {
      const [registration] = invitation.registrations?.docs ?? []
      expect(typeof registration === 'object' && registration?.source).toBe('invitation')
    }
    expect(invitations.some((invitation) => invitation.status === 'declined')).toBe(true)
    expect(invitations.some((invitation) => invitation.status === 'pending')).toBe(true)
  })
})

describe('pictures are drawn by the project, never downloaded (seed issue)', () => {
  it('uploads product pictures at 1200×900, banners at 1920×720, news covers at 1200×675', async () => {
    const media = (await payload.find({ collection: 'media', limit: 0, depth: 0 })).docs
    const sizeOf = (prefix: string) => media.filter((doc) => doc.filename?.startsWith(prefix)).map((doc) => `${doc.width}×${doc.height}`)
    expect(new Set(sizeOf('product-'))).toEqual(new Set(['1200×900']))
    expect(new Set(sizeOf('banner-'))).toEqual(new Set(['1920×720']))
    expect(new Set(sizeOf('news-'))).toEqual(new Set(['1200×675']))
    expect(sizeOf('product-').length).toBeGreaterThanOrEqual(8)
    // Alternative text in both languages.
    const english = (await payload.find({ collection: 'media', locale: 'en', fallbackLocale: false, limit: 0, depth: 0 })).docs
    expect(english.every((doc) => doc.alt && !/[\u4e00-\u9fff]/.test(doc.alt))).toBe(true)
  })

  it('writes two-page PDFs with an exact xref table', () => {
    const pdf = makePdf({ title: 'Test', lines: Array.from({ length: 60 }, (_, index) => ({ text: `Line ${index} (with parens) \\ ok` })) })
    expectValidPdf(pdf)
    expect(pdf.toString('latin1')).toMatch(/\/Count 2 /)
  })
})

describe('ensureAdministrator: the first administrator (seed issue; spec §6)', () => {
  it('creates one administrator with a generated password when there is none, and never a second', async () => {
    const usersBefore = (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
    const env = { ADMIN_EMAIL: 'Seed.Admin@Example.com' }
    const created = await ensureAdministrator(payload, env)
    expect(usersBefore).toBe(0)
    expect(created).toMatchObject({ email: 'seed.admin@example.com', created: true, passwordSource: 'generated' })
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{18}$/)
    const login = await payload.login({ collection: 'users', data: { email: created.email, password: created.password! } })
    expect(login.token).toBeTruthy()
    const again = await ensureAdministrator(payload, { ...env, ADMIN_PASSWORD: 'another-password' })
    expect(again.created).toBe(false)
    expect(again.password).toBeUndefined()
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(1)
  })
})
