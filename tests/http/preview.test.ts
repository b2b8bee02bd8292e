/**
 * Preview of drafts (issue 13): only a signed-in editor can turn draft mode on, only they see
 * drafts, and their preview never reaches a cache: visitors meanwhile get the published page,
 * from the page cache, with the same cache headers as before.
 */
import { createHmac, randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { draftModeCookieName } from '../../src/rules/preview'
import { adminToken, url } from './support'

const page = '/product-detail/rt-t7'
const shortShared = 'public, max-age=0, s-maxage=1, stale-if-error=86400'
/** The preview badge's text (src/components/preview/LivePreview.tsx), passed to it in the page's payload. */
const badge = { zh: '预览：显示草稿', en: 'Preview: drafts shown' }
const draftTitle = { zh: `草稿标题-${randomBytes(3).toString('hex')}`, en: `Draft title ${randomBytes(3).toString('hex')}` }

interface PageAnswer {
  status: number
  headers: Headers
  body: string
  cookies: string[]
}

async function get(path: string, cookie?: string): Promise<PageAnswer> {
  const response = await fetch(url(path), { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
  return { status: response.status, headers: response.headers, body: await response.text(), cookies: response.headers.getSetCookie() }
}

/** A JWT of the right shape for the administrator, signed with a key that is not the site's. */
function forgedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 1, collection: 'users', email: 'admin@example.com', exp: 4102444800 })}`
  return `${unsigned}.${createHmac('sha256', 'not-the-secret').update(unsigned).digest('base64url')}`
}

/** The cookie Next's draftMode().enable() sets, by the name the site's rules know it by (the unit tests use that name). */
const draftModeCookie = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith(`${draftModeCookieName}=`))
const cookiePair = (setCookie: string) => setCookie.split(';')[0]

let token: string
let published: { zh: string; en: string }

/** A visitor's view of the page, twice: the second answer must come from the page cache. */
async function visitorSeesPublished(path: string, title: string) {
  await get(path)
  const answer = await get(path)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(answer.headers.get('cache-control')).toBe(shortShared)
  expect(answer.body).toContain(title)
  expect(answer.body).not.toContain(draftTitle.zh)
  expect(answer.body).not.toContain(draftTitle.en)
  expect(answer.body).not.toContain(badge.zh)
  expect(answer.body).not.toContain(badge.en)
  return answer
}

beforeAll(async () => {
  token = await adminToken()
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const found = await fetch(url('/api/cms/products?where[customizeUrl][equals]=rt-t7&depth=0&locale=all'), { headers: auth })
  const product = ((await found.json()) as { docs: { id: number; firstTitle: { zh: string; en: string } }[] }).docs[0]
  published = product.firstTitle
  // An editor's unpublished change, in each language (a draft version; the published one stays).
  for (const locale of ['zh', 'en'] as const) {
    const saved = await fetch(url(`/api/cms/products/${product.id}?draft=true&locale=${locale}`), {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ firstTitle: draftTitle[locale] }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
  }
})

describe('turning preview on', () => {
  it.each([
    ['an anonymous visitor', undefined],
    ['a forged session', `payload-token=${forgedToken()}`],
    ['a made-up session', 'payload-token=not.a.token'],
  ])('is refused to %s: the admin login, and no draft mode', async (_who, cookie) => {
    const answer = await get(`/api/preview?path=${encodeURIComponent(page)}`, cookie)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe(`/admin/login?redirect=${encodeURIComponent(`/api/preview?path=${encodeURIComponent(page)}`)}`)
    expect(draftModeCookie(answer.cookies)).toBeUndefined()
  })

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'evil.example', ''])(
    'opens no address off the site, even for an editor: %j',
    async (path) => {
      const answer = await get(`/api/preview?path=${encodeURIComponent(path)}`, `payload-token=${token}`)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({ result: false, data: null, message: '参数无效：path。' })
      expect(draftModeCookie(answer.cookies)).toBeUndefined()
    },
  )
})

describe("an editor's preview", () => {
  let previewCookies: string

  beforeAll(async () => {
    await visitorSeesPublished(page, published.zh)
    const answer = await get(`/api/preview?path=${encodeURIComponent(page)}`, `payload-token=${token}`)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe(page)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const draftMode = draftModeCookie(answer.cookies)
    expect(draftMode).toBeDefined()
    previewCookies = `payload-token=${token}; ${cookiePair(draftMode!)}`
  })

  it.each([
    [page, 'zh'],
    [`/en${page}`, 'en'],
    ['/m.product-detail/rt-t7', 'zh'],
  ] as const)('shows the draft on %s, rendered for the editor and stored nowhere', async (path, locale) => {
    const answer = await get(path, previewCookies)
    expect(answer.status).toBe(200)
    expect(answer.body).toContain(draftTitle[locale])
    expect(answer.body).toContain(badge[locale])
    // Next skips its page cache in draft mode (no key to read or write), though it still labels the
    // answer x-nextjs-cache: HIT; that nothing was stored shows in the visitors' test below.
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it("shows a page global's draft too (the home page's first banner), to the editor only", async () => {
    const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
    const home = (await (await fetch(url('/api/cms/globals/home-page?locale=zh&depth=0'), { headers: auth })).json()) as {
      banners: { title: string }[]
    }
    const bannerTitle = `首页草稿-${randomBytes(3).toString('hex')}`
    const banners = home.banners.map((banner, index) => (index === 0 ? { ...banner, title: bannerTitle } : banner))
    const saved = await fetch(url('/api/cms/globals/home-page?draft=true&locale=zh'), { method: 'POST', headers: auth, body: JSON.stringify({ banners }) })
    expect(saved.status).toBe(200)
    expect((await get('/', previewCookies)).body).toContain(bannerTitle)
    expect((await get('/')).body).not.toContain(bannerTitle)
  })

  it('shows nothing of the draft to a draft-mode cookie without a valid session', async () => {
    const draftModeOnly = previewCookies.split('; ')[1]
    for (const cookie of [draftModeOnly, `${draftModeOnly}; payload-token=${forgedToken()}`]) {
      const answer = await get(page, cookie)
      expect(answer.status).toBe(200)
      expect(answer.body).toContain(published.zh)
      expect(answer.body).not.toContain(draftTitle.zh)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('leaves visitors the published page, from the cache, with the cache headers unchanged', async () => {
    await visitorSeesPublished(page, published.zh)
    await visitorSeesPublished(`/en${page}`, published.en)
    const api = await get('/api/front/productCategory?language=zh')
    expect(api.body).not.toContain(draftTitle.zh)
    expect(api.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
  })

  it("leaves the live preview's code out of a visitor's page (it is fetched only in a preview)", async () => {
    const html = (await get(page)).body
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])]
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(await (await fetch(url(script))).text(), script).not.toContain('payload-live-preview')
  })

  it('ends with the exit route: draft mode off, back to the page', async () => {
    const answer = await get(`/api/preview/exit?path=${encodeURIComponent(page)}`, previewCookies)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe(page)
    expect(draftModeCookie(answer.cookies)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i)
    const after = await get(page, `payload-token=${token}`)
    expect(after.body).not.toContain(draftTitle.zh)
  })
})
