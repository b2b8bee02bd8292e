/**
 * Issue 40: a language by configuration alone. A copy of this checkout, unchanged, built and
 * seeded with SITE_LANGUAGES=zh,en,ru,de: German is written nowhere in the code, only in its small
 * catalogue (src/i18n/messages/de). Its pages and phone twins, the device redirect, hreflang, the
 * sitemap, the API (language=de and its code 3), an enquiry, and the admin answer in it; what
 * the catalogue lacks reads in English.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copySite, ROOT, siteFiles } from '../../scripts/tooling/site-copy.mjs'
import { startServer } from '../../scripts/tooling/server.mjs'

const workDir = process.env.LANGUAGES_DIR ?? path.resolve('.tmp/languages')
const admin = { email: 'admin@example.com', password: 'test-admin-password' }
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

const messages = path.join(ROOT, 'src/i18n/messages')
const catalogue = (language: string, area: string) => JSON.parse(readFileSync(path.join(messages, language, `${area}.json`), 'utf8')) as Record<string, unknown>
const german = catalogue('de', 'nav') as Record<string, string>
const english = catalogue('en', 'nav') as Record<string, string>
/** English's words of the areas German's catalogue leaves out: what a German page shows in English. */
const untranslatedWords = readdirSync(path.join(messages, 'en'))
  .filter((file) => !existsSync(path.join(messages, 'de', file)))
  .flatMap((file) => Object.values(catalogue('en', file.replace(/\.json$/, ''))))
  .filter((text): text is string => typeof text === 'string' && text.length >= 8 && !/[{<&'"]/.test(text))

let site: Awaited<ReturnType<typeof startServer>>
let folder = ''

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'further-language-'))
  copySite(siteFiles(), ROOT, folder)
  site = await startServer({
    cwd: folder,
    env: {
      SITE_LANGUAGES: 'zh,en,ru,de',
      DATABASE_URI: `file:${path.join(folder, 'site.db')}`,
      MEDIA_DIR: path.join(folder, 'media'),
      PAYLOAD_SECRET: 'further-language-secret',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '1',
    },
    logFile: path.join(workDir, 'further-language.log'),
    log: () => undefined,
  })
})

afterAll(async () => {
  await site?.stop()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

const page = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(site.baseUrl + pathname, { headers, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const json = async (pathname: string, init: RequestInit = {}) => {
  const response = await fetch(site.baseUrl + pathname, init)
  return { status: response.status, body: (await response.json()) as { result?: boolean; data?: unknown; message?: string; docs?: unknown[]; token?: string } }
}

describe('German, switched on by SITE_LANGUAGES alone (issue 40)', () => {
  it('serves /de in German where the catalogue has the words, and in English where it has not', async () => {
    const { status, html } = await page('/de')
    expect(status).toBe(200)
    expect(html).toMatch(/<html lang="de"/)
    expect(html).toContain(german.productCenter)
    expect(german.productCenter).not.toBe(english.productCenter)
    expect(untranslatedWords.filter((text) => html.includes(text)), 'English words of the areas German leaves out').not.toEqual([])
  })

  // Pages of content appear in German once it is written (below); these stand without it.
  it.each(['/de/news-trend', '/de/downloads', '/de/search?q=RT-T7'])('serves %s', async (pathname) => {
    const { status, html } = await page(pathname)
    expect(status).toBe(200)
    expect(html).toMatch(/<html lang="de"/)
  })

  it('serves the phone twin, and sends a phone from /de/mdm to /de/m.mdm', async () => {
    const twin = await page('/de/m.index', { 'User-Agent': phone })
    expect(twin.status).toBe(200)
    expect(twin.html).toMatch(/<html lang="de"/)
    const moved = await page('/de/mdm', { 'User-Agent': phone })
    expect(moved.status).toBe(307)
    expect(new URL(moved.location!, site.baseUrl).pathname).toBe('/de/m.mdm')
  })

  it('answers an unknown German address with the 404 page in German', async () => {
    const { status, html } = await page('/de/no-such-page')
    expect(status).toBe(404)
    expect(html).toMatch(/<html lang="de"/)
  })

  it('names German in hreflang, the sitemap and the drop-down, by its own name', async () => {
    expect((await page('/')).html).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/de"/)
    expect((await page('/sitemap.xml')).html).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]*\/de" \/>/)
    expect((await page('/de')).html).toContain('Deutsch')
  })

  it('answers the API for language=de and its code 3, and names them when a language is wrong', async () => {
    for (const language of ['de', '3']) {
      const answer = await json(`/api/front/productCategory?language=${language}`)
      expect(answer.status, language).toBe(200)
      expect(answer.body.result).toBe(true)
    }
    const wrong = await json('/api/front/productCategory?language=fr')
    expect(wrong.status).toBe(400)
    // Every value a call may give, in order: … ru, de, 0, 1, 2 or 3 (in the answer's language's words).
    expect(wrong.body.message).toMatch(/\bru\W+de\W+0\b/)
    expect(wrong.body.message).toMatch(/\b2\D+3\b/)
  })

  it('takes an enquiry in language 3', async () => {
    const answer = await json('/api/front/leaveMessage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.40.4' },
      body: JSON.stringify({ content: 'Bitte ein Angebot für 20 RT-T7', email: 'de-enquiry@example.com', language: 3 }),
    })
    expect(answer.status).toBe(201)
    expect(answer.body.result).toBe(true)
  })

  it('lets staff write a product in German in the admin, and shows it on /de once published', async () => {
    const login = await json('/api/cms/users/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })
    expect(login.status).toBe(200)
    const auth = { Authorization: `JWT ${login.body.token}`, 'Content-Type': 'application/json' }
    expect((await page('/admin', auth)).status).toBe(200)
    expect((await page('/de/product-detail/rt-t7')).status, 'not yet written in German').toBe(404)

    // As an editor would: the English text taken over into German, every required field filled.
    const found = await json('/api/cms/products?where[customizeUrl][equals]=rt-t7&depth=0&locale=en', { headers: auth })
    const product = found.body.docs![0] as { id: number; category: number; features: { id: string; text: string }[]; specs: { id: string; item: number; value: string }[] }
    const publish = async (collection: string, id: number, fields: Record<string, unknown>) => {
      const saved = await json(`/api/cms/${collection}/${id}?locale=de`, { method: 'PATCH', headers: auth, body: JSON.stringify({ ...fields, _status: 'published' }) })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
    // A product shows in a language once its category does (src/data/products.ts).
    await publish('product-categories', product.category, { name: 'Robuste Tablets' })
    const firstTitle = 'Kompaktes robustes 7″-Tablet'
    await publish('products', product.id, { firstTitle, features: product.features, specs: product.specs })

    const shown = await page('/de/product-detail/rt-t7')
    expect(shown.status).toBe(200)
    expect(shown.html).toContain(firstTitle)
    expect((await page('/product-detail/rt-t7')).html).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/de\/product-detail\/rt-t7"/)
  })
})
