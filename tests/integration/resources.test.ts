import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '@/cms/seed/pdf'
import { getCaseStudies, getCaseStudiesUsing, getCaseStudy } from '@/data/caseStudies'
import { countDownload, filterDocuments, findDownload, getDocuments, getProductDocuments } from '@/data/downloads'
import { enquiryContext } from '@/data/enquiryContext'
import { saveEnquiry } from '@/data/enquiries'
import { openMediaFile } from '@/data/mediaFiles'
import { getMdmPricing } from '@/data/mdm'
import { filterPartners, getPartners, partnersByRegion } from '@/data/partners'
import { getProductCategories } from '@/data/products'
import { getResourcePage } from '@/data/resourcePages'
import { getSolutions } from '@/data/solutions'
import { specEstimateRates } from '@/rules/mdmEstimate'
import { regions } from '@/rules/resources'

import { seededPayload } from './support/seeded'

let payload: Payload
const savedEnv = { to: process.env.ENQUIRY_NOTIFY_TO, language: process.env.ENQUIRY_NOTIFY_LANGUAGE }

beforeAll(async () => {
  payload = await seededPayload()
  process.env.ENQUIRY_NOTIFY_TO = 'sales@rugged.test'
  process.env.ENQUIRY_NOTIFY_LANGUAGE = 'zh'
})

afterAll(() => {
  for (const [key, value] of [['ENQUIRY_NOTIFY_TO', savedEnv.to], ['ENQUIRY_NOTIFY_LANGUAGE', savedEnv.language]] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

async function storedDigest(filename: string) {
  const file = await openMediaFile(filename)
  if (!file) throw new Error(`${filename} is not in the media store`)
  const bytes = Buffer.from(await new Response(file.body).arrayBuffer())
  return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length }
}

describe('issue 29 download centre', () => {
  it('gives every product its own datasheet and user manual, named after it (RT-T7 no longer shares RT-T10’s)', async () => {
    const [documents, categories] = await Promise.all([getDocuments('en'), getProductCategories('en')])
    const products = categories.flatMap((category) => category.productList)
    expect(products.length).toBeGreaterThanOrEqual(40)
    for (const product of products) {
      for (const [type, file] of [['datasheet', `${product.model}-datasheet.pdf`], ['manual', `${product.model}-user-manual.pdf`]] as const) {
        const own = filterDocuments(documents, { product: product.id, type })
        expect(own.map((doc) => doc.file.filename), `${product.model} ${type}`).toEqual([file])
        expect(own[0]!.title).toContain(product.model)
        expect(own[0]!.products.map((item) => item.id)).toEqual([product.id])
      }
    }
    const rtT7 = await payload.find({ collection: 'products', where: { model: { equals: 'RT-T7' } }, depth: 1 })
    expect((rtT7.docs[0]!.datasheet as { filename?: string }).filename).toBe('RT-T7-datasheet.pdf')
  })

  it('lists each file’s size and SHA-256 as those of the stored bytes, previous versions included', async () => {
    const documents = await getDocuments('zh')
    const files = documents.flatMap((doc) => [doc.file, ...doc.previousVersions.map((version) => version.file)])
    expect(files.length).toBeGreaterThan(100)
    for (const file of files) {
      expect(file.sha256, file.filename).toMatch(/^[0-9a-f]{64}$/)
      expect(await storedDigest(file.filename), file.filename).toEqual({ sha256: file.sha256, size: file.size })
    }
    expect(new Set(files.map((file) => file.sha256)).size).toBe(files.length)
  })

  it('keeps earlier versions downloadable, each under its own address', async () => {
    const firmware = (await getDocuments('en')).find((doc) => doc.title === 'RT-V7 System Firmware')!
    expect(firmware.version).toBe('2.3.0')
    expect(firmware.previousVersions.map((version) => version.version)).toEqual(['2.2.1', '2.1.0'])
    const previous = firmware.previousVersions[0]!
    // Issue 31: a link from an English page asks for the English document (Chinese is the default).
    expect(previous.file.url).toBe(`/api/front/downloads/file?id=${firmware.id}&fileId=${previous.file.fileId}&language=en`)
    expect((await findDownload('en', firmware.id, previous.file.fileId))?.version.version).toBe('2.2.1')
    expect((await findDownload('en', firmware.id))?.version.version).toBe('2.3.0')
    expect(await findDownload('en', firmware.id, firmware.file.fileId + 100_000)).toBeNull()
    expect(firmware.systems).toEqual(['linux'])
    expect(firmware.file.mimeType).toBe('application/gzip')
  })

  it('filters by product, category, type and the file’s language; titles follow the page language', async () => {
    const [zh, en, categories] = await Promise.all([getDocuments('zh'), getDocuments('en'), getProductCategories('en')])
    expect(en.map((doc) => doc.id)).toEqual(zh.map((doc) => doc.id))
    expect(en.find((doc) => doc.type === 'manual')!.title).not.toBe(zh.find((doc) => doc.type === 'manual')!.title)
    const vehicle = categories.find((category) => category.productList.some((product) => product.model === 'RT-V7'))!
    const inCategory = filterDocuments(en, { category: vehicle.id })
    expect(inCategory.length).toBeGreaterThan(0)
    expect(inCategory.every((doc) => doc.products.some((product) => product.categoryId === vehicle.id))).toBe(true)
    const drivers = filterDocuments(en, { type: 'driver' })
    expect(drivers.length).toBeGreaterThanOrEqual(2)
    expect(filterDocuments(en, { type: 'driver', language: 'multi' })).toEqual(drivers)
    expect(filterDocuments(en, { type: 'driver', language: 'zh' })).toEqual([])
  })

  it('reads a product’s own documents as the download centre lists them for it (issue 36: its page reads no more)', async () => {
    const [all, categories] = await Promise.all([getDocuments('en'), getProductCategories('en')])
    const products = categories.flatMap((category) => category.productList)
    for (const product of products) expect(await getProductDocuments('en', product.id), product.model).toEqual(filterDocuments(all, { product: product.id }))
    expect(all.reduce((count, doc) => count + doc.previousVersions.length, 0)).toBeGreaterThan(0)
    expect(all.every((doc) => [doc, ...doc.previousVersions].every((version) => /^[0-9a-f]{64}$/.test(version.file.sha256)))).toBe(true)
  })

  it('finds documents by words of their title or product models, as the site search compares them (issue 36)', async () => {
    const en = await getDocuments('en')
    expect(filterDocuments(en, { query: 'rtt7 manual' }).map((doc) => doc.title).sort()).toEqual(['RT-T7 User Manual', 'RT-T7S User Manual'])
    expect(filterDocuments(en, { query: 'RT-V7 firmware', type: 'firmware' }).map((doc) => doc.title)).toEqual(['RT-V7 System Firmware'])
    expect(filterDocuments(en, { query: 'no-such-words' })).toEqual([])
  })

  it('lists a draft only once it is published', async () => {
    const file = (await payload.find({ collection: 'media', where: { filename: { equals: 'RT-T7-quick-guide.pdf' } } })).docs[0]!
    // Written and published in English (issue 31: the English list shows what was published in English).
    const draft = await payload.create({
      collection: 'documents',
      locale: 'en',
      draft: true,
      data: { title: 'Draft guide', type: 'quickGuide', language: 'en', version: '9', releaseDate: new Date().toISOString(), file: file.id, _status: 'draft' },
    })
    expect((await getDocuments('en')).some((doc) => doc.id === draft.id)).toBe(false)
    await payload.update({ collection: 'documents', id: draft.id, locale: 'en', data: { _status: 'published' } })
    expect((await getDocuments('en')).some((doc) => doc.id === draft.id)).toBe(true)
    await payload.delete({ collection: 'documents', id: draft.id })
  })

  it('counts each client’s download once a day, concurrent ones too, per document and file; a deleted document takes its counts along', async () => {
    const doc = (await getDocuments('en')).find((candidate) => candidate.title === 'RT-V Series Linux Driver Package')!
    const clients = Array.from({ length: 12 }, (_, index) => `203.0.113.${index + 1}`)
    expect(await Promise.all(clients.map((client) => countDownload(doc.id, doc, client)))).toEqual(clients.map(() => true))
    // Issue 37: the same client again the same day, at once or one after another, is not counted.
    expect(await Promise.all([1, 2, 3].map(() => countDownload(doc.id, doc, clients[0]!)))).toEqual([false, false, false])
    expect(await countDownload(doc.id, doc.previousVersions[0]!, clients[0]!)).toBe(true)
    const rows = await payload.find({ collection: 'download-counts', where: { document: { equals: doc.id } }, sort: '-count' })
    expect(rows.docs.map((row) => [row.version, row.count])).toEqual([
      ['5.4.2', 12],
      ['5.3.0', 1],
    ])
    expect(rows.docs[0]!.lastDownloadAt).toBeTruthy()
    // The document shows them to staff (its join field).
    const withCounts = await payload.findByID({ collection: 'documents', id: doc.id, depth: 1 })
    expect(withCounts.downloads?.docs?.length).toBe(2)

    const file = (await payload.find({ collection: 'media', where: { filename: { equals: 'RT-T7-quick-guide.pdf' } } })).docs[0]!
    const gone = await payload.create({ collection: 'documents', data: { title: 'Gone', type: 'quickGuide', language: 'en', version: '1', releaseDate: new Date().toISOString(), file: file.id, _status: 'published' } })
    await countDownload(gone.id, { version: '1', releaseDate: '', releaseNotes: '', file: { fileId: file.id, filename: file.filename!, mimeType: '', size: 0, sha256: '', url: '' } }, '203.0.113.99')
    await payload.delete({ collection: 'documents', id: gone.id })
    expect((await payload.count({ collection: 'download-counts', where: { key: { like: `${gone.id}:` } } })).totalDocs).toBe(0)
  })

  it('takes a new upload’s digest from its stored bytes, and gives an older upload one when a document takes it', async () => {
    const data = makePdf({ title: 'A new certificate', lines: [{ text: `Issued ${Date.now()}` }] })
    const upload = await payload.create({ collection: 'media', data: { alt: 'cert', area: 'site' }, file: { data, mimetype: 'application/pdf', name: `new-cert-${Date.now()}.pdf`, size: data.length } })
    expect(upload.sha256).toBe(createHash('sha256').update(data).digest('hex'))
    expect((await payload.findByID({ collection: 'media', id: upload.id })).sha256).toBe(upload.sha256)

    await payload.db.updateOne({ collection: 'media', id: upload.id, data: { sha256: null } })
    const doc = await payload.create({ collection: 'documents', data: { title: 'Cert', type: 'certificate', language: 'en', version: '1', releaseDate: new Date().toISOString(), file: upload.id, _status: 'published' } })
    expect((await payload.findByID({ collection: 'media', id: upload.id })).sha256).toBe(upload.sha256)
    await payload.delete({ collection: 'documents', id: doc.id })

    // Issue 37: the digest and the size are the server's, through the local API too (and a forged
    // value sent with the file itself gives way to the bytes').
    const forged = { sha256: `${'0'.repeat(61)}bad`, filesize: 1 }
    const kept = await payload.update({ collection: 'media', id: upload.id, data: { ...forged, alt: 'certificate' } })
    expect([kept.sha256, kept.filesize, kept.alt]).toEqual([upload.sha256, data.length, 'certificate'])
    const again = makePdf({ title: 'Another certificate', lines: [{ text: `Issued ${Date.now()}` }] })
    const withFile = await payload.create({ collection: 'media', data: { alt: 'cert', area: 'site', ...forged }, file: { data: again, mimetype: 'application/pdf', name: `forged-${Date.now()}.pdf`, size: again.length } })
    expect([withFile.sha256, withFile.filesize]).toEqual([createHash('sha256').update(again).digest('hex'), again.length])
  })
})

describe('issue 29 case studies', () => {
  it('has at least four, in both languages, newest first', async () => {
    const [zh, en] = await Promise.all([getCaseStudies('zh'), getCaseStudies('en')])
    expect(zh.length).toBeGreaterThanOrEqual(4)
    expect(en.map((study) => study.slug)).toEqual(zh.map((study) => study.slug))
    for (const [index, study] of en.entries()) {
      expect(study.title).not.toBe(zh[index]!.title)
      expect(study.figures.length).toBeGreaterThan(0)
      expect(study.cover?.url).toBeTruthy()
    }
    expect(new Set(en.map((study) => study.industry)).size).toBeGreaterThanOrEqual(4)
    expect([...en].sort((a, b) => b.date.localeCompare(a.date))).toEqual(en)
  })

  it('gives one study by its address with its story, products and solutions; an unknown one is null', async () => {
    const study = (await getCaseStudy('en', 'open-pit-haul-trucks'))!
    expect(study.customer).toContain('Northern Energy')
    for (const html of [study.challengeHtml, study.solutionHtml, study.resultsHtml]) expect(html).toMatch(/^<p>/)
    expect(study.products.map((product) => product.model)).toEqual(['RT-V7M', 'RT-SV360H', 'RT-DMS3'])
    expect(study.solutions.map((solution) => solution.name)).toEqual(['Smart Mining Haul Trucks'])
    expect(study.quote?.author).toBe('Wang Jianguo')
    expect(study.gallery.length).toBeGreaterThan(0)
    expect(await getCaseStudy('en', 'no-such-study')).toBeNull()
  })

  it('finds the studies that use a product or a solution', async () => {
    const products = (await getProductCategories('en')).flatMap((category) => category.productList)
    const dms = products.find((product) => product.model === 'RT-DMS3')!
    expect((await getCaseStudiesUsing('en', { product: dms.id })).map((study) => study.slug).sort()).toEqual(['city-bus-safety', 'open-pit-haul-trucks'])
    const fleet = (await getSolutions('en')).find((solution) => solution.name === 'Fleet Mobile Device Management')!
    expect((await getCaseStudiesUsing('en', { solution: fleet.id })).map((study) => study.slug).sort()).toEqual(['cold-chain-fleet-germany', 'container-terminal-tablets'])
  })
})

describe('issue 29 where to buy', () => {
  it('lists partners of several regions and countries, with the product lines they carry', async () => {
    const partners = await getPartners('en')
    expect(new Set(partners.map((partner) => partner.region)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(partners.map((partner) => partner.country)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(partners.map((partner) => partner.type))).toEqual(new Set(['distributor', 'reseller', 'integrator']))
    const rhein = partners.find((partner) => partner.country === 'DE')!
    expect(rhein).toMatchObject({ countryName: 'Germany', region: 'europe', email: 'sales@rhein-mobile.example' })
    expect(rhein.productLines.length).toBeGreaterThan(0)
    expect((await getPartners('zh')).find((partner) => partner.id === rhein.id)!.countryName).toBe('德国')
  })

  it('filters by region, country and product line', async () => {
    const partners = await getPartners('en')
    expect(filterPartners(partners, { region: 'europe' }).map((partner) => partner.country).sort()).toEqual(['DE', 'NL'])
    expect(filterPartners(partners, { country: 'CN' }).every((partner) => partner.country === 'CN')).toBe(true)
    const line = partners[0]!.productLines[0]!
    const carrying = filterPartners(partners, { productLine: line.id })
    expect(carrying.length).toBeGreaterThan(0)
    expect(carrying.every((partner) => partner.productLines.some((candidate) => candidate.id === line.id))).toBe(true)
  })

  it('filters by partner type and words of the name or place, and lists by region (issue 36)', async () => {
    const partners = await getPartners('en')
    const resellers = filterPartners(partners, { type: 'reseller' })
    expect(resellers.length).toBeGreaterThan(0)
    expect(resellers.every((partner) => partner.type === 'reseller')).toBe(true)
    expect(filterPartners(partners, { query: 'Rotterdam' }).map((partner) => partner.name)).toEqual(['Polder Fleet Solutions B.V.'])
    const ordered = partnersByRegion(partners)
    expect(ordered).toHaveLength(partners.length)
    expect(ordered.map((partner) => regions.values.indexOf(partner.region))).toEqual(ordered.map((partner) => regions.values.indexOf(partner.region)).sort((a, b) => a - b))
  })
})

describe('issue 29 enquiries about a partner or an estimate', () => {
  it('records the partner and names it in the staff notice; stores the estimate as priced from the rates', async () => {
    const partner = (await getPartners('zh')).find((candidate) => candidate.country === 'NL')!
    const enquiry = {
      name: 'Jan', company: 'Havenbedrijf', email: 'jan@example.com', telephone: '', productModel: '', applicationIndustry: '', content: 'Offerte graag',
      language: 'en' as const, form: 'dialog' as const, partner: partner.id,
      estimate: { tier: 'basic' as const, users: 16, devices: 301, storage: 100, vouchers: 50 },
    }
    const context = await enquiryContext(enquiry, 'zh')
    if ('invalid' in context) throw new Error(`invalid ${context.invalid}`)
    expect(context.partner).toEqual({ id: partner.id, label: `${partner.name} · 系统集成商 · 荷兰` })
    expect(context.estimate).toBe('基础版: 并发用户 16（超出 1，¥200），并发设备 301（超出 1，¥100），云存储 100M，推送券 50；估价合计 ¥2,299')
    const { id } = await saveEnquiry(enquiry, '/en/where-to-buy', context)
    const stored = await payload.findByID({ collection: 'enquiries', id, depth: 0 })
    expect(stored).toMatchObject({ partner: partner.id, estimate: context.estimate, content: 'Offerte graag' })
    const jobs = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'mail' } }, sort: '-createdAt', limit: 1 })
    const mail = jobs.docs[0]!.input as { subject: string; text: string }
    expect(mail.subject).toBe(`[官网咨询] 合作伙伴 ${context.partner!.label} · Jan`)
    expect(mail.text).toContain(`MDM 估价: ${context.estimate}`)
  })

  it('refuses a partner that is not published and a tier the pricing page lacks', async () => {
    expect(await enquiryContext({ partner: 999_999 }, 'zh')).toEqual({ invalid: 'partner' })
    const draft = await payload.create({ collection: 'partners', draft: true, data: { name: 'Draft', type: 'reseller', region: 'europe', country: 'FR', _status: 'draft' } })
    expect(await enquiryContext({ partner: draft.id }, 'zh')).toEqual({ invalid: 'partner' })
    await payload.delete({ collection: 'partners', id: draft.id })
  })

  it('keeps the enquiry when its partner is deleted (the reference empties)', async () => {
    const partner = await payload.create({ collection: 'partners', data: { name: 'Short-lived', type: 'reseller', region: 'europe', country: 'FR', _status: 'published' } })
    const context = await enquiryContext({ partner: partner.id }, 'en')
    if ('invalid' in context) throw new Error('invalid')
    const { id } = await saveEnquiry({ name: '', company: '', email: 'x@example.com', telephone: '', productModel: '', applicationIndustry: '', content: 'hi', language: 'en', form: 'dialog', partner: partner.id }, '', context)
    await payload.delete({ collection: 'partners', id: partner.id })
    expect((await payload.findByID({ collection: 'enquiries', id, depth: 0 })).partner ?? null).toBeNull()
  })
})

describe('issue 29 pages and prices in the admin', () => {
  it('keeps the MDM estimate’s rates beside the tiers, seeded with the §9 constants', async () => {
    const pricing = await getMdmPricing('en')
    expect(pricing.estimate).toEqual(specEstimateRates)
    const tiers = (await payload.findGlobal({ slug: 'mdm-pricing', depth: 0 })).tiers!
    expect(tiers.map((tier) => tier.included)).toEqual(specEstimateRates.tiers.map((tier) => tier.included))
  })

  it('has the list pages’ headings in both languages', async () => {
    expect((await getResourcePage('downloads-page', 'zh')).title).toBe('下载中心')
    expect((await getResourcePage('where-to-buy-page', 'en')).title).toBe('Where to Buy')
    expect((await getResourcePage('case-studies-page', 'en')).intro).toContain('mining')
  })
})
