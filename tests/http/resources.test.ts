/**
 * Issue 29 customer resources against the built server: the pages (desktop, /m., both languages),
 * the sitemap, GET /api/front downloads, downloads/file, caseStudies and partners (their envelope,
 * filters and 4xx answers), the file's bytes against its listed SHA-256, download counts, and
 * enquiries addressed to a partner or carrying an MDM estimate.
 */
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { adminToken, call, clientAddress, postMessage, read, uniqueEmail, url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

interface DocumentItem {
  id: number
  title: string
  type: string
  version: string
  releaseDate: string
  language: string
  size: number
  sha256: string
  url: string
  filename: string
  mimeType: string
  products: { id: number; model: string; customizeUrl: string }[]
  previousVersions: { version: string; size: number; sha256: string; url: string; filename: string }[]
}

interface CaseStudyItem {
  id: number
  slug: string
  title: string
  industry: string
  products: number[]
}

interface PartnerItem {
  id: number
  name: string
  region: string
  country: string
  countryName: string
  productLines: { id: number; name: string }[]
}

async function html(path: string, userAgent?: string) {
  const response = await fetch(url(path), { redirect: 'manual', headers: userAgent ? { 'User-Agent': userAgent } : {} })
  return { status: response.status, text: await response.text() }
}

async function downloadCount(documentId: number): Promise<number> {
  const token = await adminToken()
  const response = await fetch(url(`/api/cms/download-counts?where[document][equals]=${documentId}&depth=0&limit=100`), { headers: { Authorization: `JWT ${token}` } })
  const body = (await response.json()) as { docs: { count: number }[] }
  return body.docs.reduce((sum, row) => sum + row.count, 0)
}

describe('issue 29 pages', () => {
  it.each([
    ['/downloads', '下载中心', 'RT-T7 产品规格书'],
    ['/en/downloads', 'Download Centre', 'RT-T7 Datasheet'],
    ['/case-studies', '客户案例', '北方能源露天煤矿'],
    ['/en/case-studies', 'Case Studies', 'Northern Energy open-pit mine'],
    ['/case-studies/open-pit-haul-trucks', '挑战', '王建国'],
    ['/en/case-studies/cold-chain-fleet-germany', 'The challenge', 'Nordwind Kühllogistik GmbH'],
    ['/where-to-buy', '购买渠道', 'Rhein Mobile Systems GmbH'],
    ['/en/where-to-buy', 'Where to Buy', 'Jingji Smart Connect Technology'],
  ])('%s answers 200 with its demo content, on desktop and on the phone', async (path, heading, content) => {
    const desktop = await html(path)
    expect(desktop.status).toBe(200)
    expect(desktop.text).toContain(heading)
    expect(desktop.text).toContain(content)
    const phonePath = path.replace(/^(\/en)?\//, (prefix) => `${prefix}m.`)
    const phone = await html(phonePath, iPhone)
    expect(phone.status, phonePath).toBe(200)
    expect(phone.text).toContain(content)
    // A phone asking for the desktop page goes to its twin.
    expect((await html(path, iPhone)).status).toBe(307)
  })

  it('an unknown case study is a 404 page', async () => {
    expect((await html('/case-studies/no-such-study')).status).toBe(404)
    expect((await html('/en/m.case-studies/no-such-study', iPhone)).status).toBe(404)
  })

  it('a product page links to its own documents and to the case studies that use it', async () => {
    const documents = await read<{ items: DocumentItem[] }>('/api/front/downloads?language=en&product=rt-v7m')
    const page = await html('/en/product-detail/rt-v7m')
    expect(page.status).toBe(200)
    for (const doc of documents.items) expect(page.text).toContain(doc.url.replace(/&/g, '&amp;'))
    expect(documents.items.map((doc) => doc.filename)).toEqual(expect.arrayContaining(['RT-V7M-datasheet.pdf', 'RT-V7M-user-manual.pdf']))
    expect(page.text).toContain('href="/en/case-studies/open-pit-haul-trucks"')
    // RT-T7's page offers RT-T7's datasheet, not RT-T10's.
    const t7 = await html('/product-detail/rt-t7')
    expect(t7.text).toContain('RT-T7-datasheet.pdf')
    expect(t7.text).not.toContain('RT-T10-datasheet.pdf')
  })

  it('a solution page links to the case studies that use it', async () => {
    const solutions = await read<{ id: number; name: string }[]>('/api/front/solution?language=en')
    const mining = solutions.find((solution) => solution.name === 'Smart Mining Haul Trucks')!
    expect((await html(`/en/solution-detail/${mining.id}`)).text).toContain('href="/en/case-studies/open-pit-haul-trucks"')
  })

  it('the MDM price page has the estimate’s inputs in its HTML from the start, under the unchanged table', async () => {
    for (const path of ['/mdm-price', '/en/m.mdm-price']) {
      const page = await html(path, path.includes('/m.') ? iPhone : undefined)
      expect(page.status).toBe(200)
      for (const name of ['tier', 'users', 'devices', 'devicesSlider', 'storage', 'vouchers']) expect(page.text).toContain(`name="${name}"`)
      expect(page.text).toContain('data-needs-script')
    }
    const desktop = (await html('/en/mdm-price')).text
    expect(desktop.indexOf('id="mdm-compare"')).toBeLessThan(desktop.indexOf('id="mdm-estimate-title"'))
    expect(desktop).toContain('$5,999')
  })

  it('the sitemap lists the pages and every case study, with their English alternates', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(locs).toEqual(expect.arrayContaining(['/downloads', '/case-studies', '/where-to-buy', '/case-studies/open-pit-haul-trucks']))
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/case-studies\/open-pit-haul-trucks"/)
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/where-to-buy"/)
  })
})

describe('issue 29 GET /api/front/downloads and downloads/file', () => {
  it('answers the §7 envelope with the documented fields, filtered', async () => {
    const data = await read<{ items: DocumentItem[] }>('/api/front/downloads?language=en&product=rt-t7&type=manual')
    expect(data.items).toHaveLength(1)
    const manual = data.items[0]!
    expect(manual).toMatchObject({ title: 'RT-T7 User Manual', type: 'manual', version: 'V1.1', language: 'en', filename: 'RT-T7-user-manual.pdf', mimeType: 'application/pdf' })
    expect(manual.products.map((product) => product.model)).toEqual(['RT-T7'])
    expect(manual.previousVersions.map((version) => version.version)).toEqual(['V1.0'])
    const all = await read<{ items: DocumentItem[] }>('/api/front/downloads?language=zh')
    expect(all.items.length).toBeGreaterThan(100)
    expect((await read<{ items: DocumentItem[] }>('/api/front/downloads?type=driver&documentLanguage=multi')).items.length).toBeGreaterThanOrEqual(2)
  })

  it('serves the bytes whose SHA-256 and size it lists, with their type and a Content-Disposition naming the file', async () => {
    const data = await read<{ items: DocumentItem[] }>('/api/front/downloads?language=en&product=rt-v7')
    const files = data.items.flatMap((doc) => [doc, ...doc.previousVersions])
    expect(files.length).toBeGreaterThanOrEqual(5)
    for (const file of files) {
      const response = await fetch(url(file.url))
      expect(response.status, file.url).toBe(200)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(createHash('sha256').update(bytes).digest('hex'), file.filename).toBe(file.sha256)
      expect(bytes.length).toBe(file.size)
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file.filename}"; filename*=UTF-8''${file.filename}`)
      expect(response.headers.get('content-type')).toBe(file.filename.endsWith('.pdf') ? 'application/pdf' : 'application/gzip')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('counts a download for staff, once per client and day; a HEAD not', async () => {
    const [doc] = (await read<{ items: DocumentItem[] }>('/api/front/downloads?language=en&product=rt-c5&type=datasheet')).items
    const before = await downloadCount(doc!.id)
    // Three clients (issue 37: one client's repeats count once a day, tests/http/downloads-trust.test.ts).
    for (const client of [clientAddress(), clientAddress(), clientAddress()]) await (await fetch(url(doc!.url), { headers: { 'X-Forwarded-For': client } })).arrayBuffer()
    const head = await fetch(url(doc!.url), { method: 'HEAD', headers: { 'X-Forwarded-For': clientAddress() } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-disposition')).toContain('RT-C5-datasheet.pdf')
    expect(await downloadCount(doc!.id)).toBe(before + 3)
    // The counts are staff's: visitors cannot read them.
    expect((await fetch(url('/api/cms/download-counts'))).status).toBe(403)
  })

  it.each([
    ['/api/front/downloads?type=video', 400, 'type'],
    ['/api/front/downloads?product=RT_T7!', 400, 'product'],
    ['/api/front/downloads?category=abc', 400, 'category'],
    ['/api/front/downloads?documentLanguage=fr', 400, 'documentLanguage'],
    ['/api/front/downloads?type=driver&type=sdk', 400, 'type'],
    ['/api/front/downloads?language=xx', 400, 'language'],
    ['/api/front/downloads?product=no-such-product', 404, null],
    ['/api/front/downloads?category=999999', 404, null],
    ['/api/front/downloads/file', 400, 'id'],
    ['/api/front/downloads/file?id=0', 400, 'id'],
    ['/api/front/downloads/file?id=1&fileId=x', 400, 'fileId'],
    ['/api/front/downloads/file?id=999999', 404, null],
    ['/api/front/downloads/file?id=%00', 400, 'id'],
  ])('%s answers %i', async (path, status, field) => {
    const answer = await call(path)
    expect(answer.status).toBe(status)
    expect(answer.body.result).toBe(false)
    expect(answer.body.data).toEqual(field ? { field } : null)
  })

  it('a previous version that is not that document’s is a 404', async () => {
    const [doc] = (await read<{ items: DocumentItem[] }>('/api/front/downloads?language=en&product=rt-t7&type=datasheet')).items
    expect((await call(`/api/front/downloads/file?id=${doc!.id}&fileId=${doc!.id + 100_000}`)).status).toBe(404)
  })
})

describe('issue 29 GET /api/front/caseStudies', () => {
  it('pages the case studies, filters by industry and gives one by its slug', async () => {
    const page = await read<{ items: CaseStudyItem[]; page: number; pageSize: number; total: number; totalPages: number }>('/api/front/caseStudies?language=en')
    expect(page).toMatchObject({ page: 1, pageSize: 12, totalPages: 1 })
    expect(page.total).toBeGreaterThanOrEqual(4)
    const mining = await read<{ items: CaseStudyItem[] }>('/api/front/caseStudies?language=zh&industry=mining')
    expect(mining.items.map((study) => study.slug)).toEqual(['open-pit-haul-trucks'])
    const one = await read<{ slug: string; challengeHtml: string; products: { model: string }[] }>('/api/front/caseStudies?language=en&slug=open-pit-haul-trucks')
    expect(one.challengeHtml).toMatch(/^<p>/)
    expect(one.products.map((product) => product.model)).toContain('RT-V7M')
    expect((await read<{ items: CaseStudyItem[] }>('/api/front/caseStudies?industry=sanitation')).items).toEqual([])
  })

  it.each([
    ['/api/front/caseStudies?industry=farming', 400],
    ['/api/front/caseStudies?page=0', 400],
    ['/api/front/caseStudies?page=abc', 400],
    ['/api/front/caseStudies?page=2', 404],
    ['/api/front/caseStudies?slug=Not%20A%20Slug', 400],
    ['/api/front/caseStudies?slug=no-such-study', 404],
    ['/api/front/caseStudies?slug=open-pit-haul-trucks&page=1', 400],
  ])('%s answers %i', async (path, status) => {
    const answer = await call(path)
    expect(answer.status).toBe(status)
    expect(answer.body.result).toBe(false)
  })
})

describe('issue 29 GET /api/front/partners', () => {
  it('lists partners in several regions and filters by region, country and product line', async () => {
    const all = (await read<{ items: PartnerItem[] }>('/api/front/partners?language=en')).items
    expect(new Set(all.map((partner) => partner.region)).size).toBeGreaterThanOrEqual(5)
    const europe = (await read<{ items: PartnerItem[] }>('/api/front/partners?language=en&region=europe')).items
    expect(europe.map((partner) => partner.countryName).sort()).toEqual(['Germany', 'Netherlands'])
    expect((await read<{ items: PartnerItem[] }>('/api/front/partners?country=de')).items.map((partner) => partner.country)).toEqual(['DE'])
    expect((await read<{ items: PartnerItem[] }>('/api/front/partners?country=FR')).items).toEqual([])
    const line = all[0]!.productLines[0]!
    const carrying = (await read<{ items: PartnerItem[] }>(`/api/front/partners?productLine=${line.id}`)).items
    expect(carrying.every((partner) => partner.productLines.some((candidate) => candidate.id === line.id))).toBe(true)
  })

  it.each([
    ['/api/front/partners?region=mars', 400],
    ['/api/front/partners?country=DEU', 400],
    ['/api/front/partners?country=1', 400],
    ['/api/front/partners?productLine=-1', 400],
    ['/api/front/partners?productLine=999999', 404],
  ])('%s answers %i', async (path, status) => {
    const answer = await call(path)
    expect(answer.status).toBe(status)
    expect(answer.body.result).toBe(false)
  })

  it('other methods answer 405', async () => {
    for (const path of ['/api/front/partners', '/api/front/downloads', '/api/front/caseStudies', '/api/front/downloads/file?id=1']) {
      expect((await call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() }, body: '{}' })).status).toBe(405)
    }
  })
})

describe('issue 29 enquiries to a partner and with an MDM estimate (POST /api/front/leaveMessage)', () => {
  async function storedWithContext(email: string) {
    const token = await adminToken()
    const response = await fetch(url(`/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`), { headers: { Authorization: `JWT ${token}` } })
    return ((await response.json()) as { docs: { partner: number | null; estimate: string | null; content: string }[] }).docs
  }

  it('records the partner, and the estimate as the server prices it', async () => {
    const partner = (await read<{ items: PartnerItem[] }>('/api/front/partners?language=en&country=DE')).items[0]!
    const email = uniqueEmail('partner')
    // Twice: the first enquiry is answered by Next, later ones by the direct route (server/direct-routes.mjs).
    for (const n of [1, 2]) {
      const answer = await postMessage(
        { content: `Quote please ${n}`, email, language: 'en', partner: partner.id, estimate: { tier: 'enterprise', users: 40, devices: 1001, storage: 1000, vouchers: 500 } },
        clientAddress(),
      )
      expect(answer.status).toBe(201)
    }
    const stored = await storedWithContext(email)
    expect(stored).toHaveLength(2)
    for (const enquiry of stored) {
      expect(enquiry.partner).toBe(partner.id)
      expect(enquiry.estimate).toBe('企业版: 并发用户 40，并发设备 1,001，云存储 1,000M，推送券 500；超过 1,000 台设备，请客户经理报价')
    }
  })

  it('refuses an unknown partner or a malformed estimate with a 400 naming it, and stores nothing', async () => {
    const email = uniqueEmail('nopartner')
    const unknown = await postMessage({ content: 'hi', email, language: 'en', partner: 999_999 }, clientAddress())
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({ result: false, data: { field: 'partner' }, message: 'Invalid parameter: partner.' })
    const malformed = await postMessage({ content: 'hi', email, language: 'zh', estimate: { tier: 'gold', users: 1, devices: 1, storage: 0, vouchers: 0 } }, clientAddress())
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ result: false, data: { field: 'estimate' }, message: '参数无效：estimate。' })
    expect(await storedWithContext(email)).toEqual([])
  })
})

describe('issue 29 content edited in the admin', () => {
  async function cms<T>(path: string, method: string, body: unknown): Promise<T> {
    const response = await fetch(url(`/api/cms${path}`), {
      method,
      headers: { Authorization: `JWT ${await adminToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as T
    if (!response.ok) throw new Error(`${method} /api/cms${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
    return json
  }

  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not within 5 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  it('a draft of a partner stays off the page and the call; publishing it expires both, in both languages and on the phone', async () => {
    const partner = (await read<{ items: PartnerItem[] }>('/api/front/partners?language=en&country=MY')).items[0]!
    const renamed = `Merdeka Digital ${Date.now()}`
    // Warm the caches first, so that an expiry is what shows the change.
    for (const path of ['/en/where-to-buy', '/en/m.where-to-buy']) await html(path, path.includes('/m.') ? iPhone : undefined)
    await cms(`/partners/${partner.id}?locale=en&draft=true`, 'PATCH', { name: renamed })
    expect((await html('/en/where-to-buy')).text).not.toContain(renamed)
    expect((await read<{ items: PartnerItem[] }>('/api/front/partners?language=en&country=MY')).items[0]!.name).toBe(partner.name)
    await cms(`/partners/${partner.id}?locale=en`, 'PATCH', { name: renamed, _status: 'published' })
    await until(async () => (await html('/en/where-to-buy')).text.includes(renamed))
    await until(async () => (await html('/en/m.where-to-buy', iPhone)).text.includes(renamed))
    await until(async () => (await read<{ items: PartnerItem[] }>('/api/front/partners?language=en&country=MY')).items[0]!.name === renamed)
    await cms(`/partners/${partner.id}?locale=en`, 'PATCH', { name: partner.name, _status: 'published' })
  })

  it('the site search finds case studies, documents and partners, linking to their pages', async () => {
    interface Hit {
      type: string
      title: string
      url: string
    }
    const hits = async (query: string, type: string) => (await read<{ items: Hit[] }>(`/api/front/search?language=en&q=${encodeURIComponent(query)}&type=${type}`)).items
    expect((await hits('Northern Energy', 'caseStudy'))[0]).toMatchObject({ url: '/en/case-studies/open-pit-haul-trucks' })
    const firmware = (await hits('RT-V7 firmware', 'document'))[0]!
    expect(firmware.title).toBe('RT-V7 System Firmware')
    expect(firmware.url).toMatch(/^\/en\/downloads#document-\d+$/)
    expect((await hits('Rotterdam', 'partner'))[0]!.url).toMatch(/^\/en\/where-to-buy#partner-\d+$/)
  })
})
