/**
 * What an anonymous caller can reach of the CMS (Payload's REST API at /api/cms) and of the
 * image optimiser, and what another site's page can make a browser write.
 */
import { describe, expect, it } from 'vitest'

import { adminToken, baseUrl, call, clientAddress, uniqueEmail, url } from './support'

const staff = async () => ({ Authorization: `JWT ${await adminToken()}` })
const evil = 'https://evil.example'

interface MediaDoc {
  id: number
  filename: string
  area: 'site' | 'album'
  url: string
  sizes?: Record<string, { filename?: string | null }>
}

async function mediaWhere(where: string): Promise<MediaDoc[]> {
  const response = await fetch(url(`/api/cms/media?${where}&limit=100&depth=0`), { headers: await staff() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: MediaDoc[] }).docs
}

describe('GraphQL is off', () => {
  it('answers a query of 300 aliases with 404, without running it', async () => {
    const query = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: Products { totalDocs }`).join(' ')} }`
    const started = performance.now()
    const response = await fetch(url('/api/cms/graphql'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    expect(response.status).toBe(404)
    // Behaviour, not speed: a query that ran would take tens of seconds (56.6 s before).
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('answers the playground and a malformed body with 4xx', async () => {
    expect((await fetch(url('/api/cms/graphql-playground'))).status).toBe(404)
    const broken = await fetch(url('/api/cms/graphql'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[' })
    expect(broken.status).toBe(404)
  })
})

describe('anonymous callers of the CMS REST API', () => {
  const privateToAnonymous = [
    '/api/cms/products?limit=0&depth=10',
    '/api/cms/products/1',
    '/api/cms/news?where[title][like]=a',
    '/api/cms/product-categories',
    '/api/cms/solutions',
    '/api/cms/jobs',
    '/api/cms/events',
    '/api/cms/enquiries',
    '/api/cms/users',
    '/api/cms/registrations',
    '/api/cms/invitations',
    '/api/cms/albums',
    '/api/cms/album-categories',
    '/api/cms/media',
    '/api/cms/media?where[filename][like]=album',
    '/api/cms/globals/home-page',
    '/api/cms/globals/site-settings?depth=5',
    '/api/cms/globals/mdm-pricing',
  ]

  it.each(privateToAnonymous)('refuses %s', async (path) => {
    const response = await fetch(url(path))
    expect(response.status).toBe(403)
    const body = (await response.json()) as { docs?: unknown }
    expect(body.docs).toBeUndefined()
  })

  it('refuses a forged session as it refuses none', async () => {
    const response = await fetch(url('/api/cms/products'), { headers: { Authorization: 'JWT not.a.token', Cookie: 'payload-token=forged' } })
    expect(response.status).toBe(403)
  })

  it('serves the same reads to staff', async () => {
    for (const path of ['/api/cms/products?limit=1', '/api/cms/media?limit=1', '/api/cms/globals/home-page?depth=0']) {
      expect((await fetch(url(path), { headers: await staff() })).status, path).toBe(200)
    }
  })
})

describe('album pictures are for staff only', () => {
  it('keeps every seeded album picture, and its resized copies, behind a session', async () => {
    const album = await mediaWhere('where[filename][like]=album')
    expect(album.length).toBeGreaterThan(0)
    for (const doc of album) {
      expect(doc.area, doc.filename).toBe('album')
      const files = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)].filter(Boolean) as string[]
      for (const file of files) {
        const path = `/api/cms/media/file/${encodeURIComponent(file)}`
        const anonymous = await fetch(url(path))
        expect(anonymous.status, `${path} without a session`).toBe(403)
        expect(anonymous.headers.get('content-type') ?? '').not.toMatch(/^image\//)
        const signedIn = await fetch(url(path), { headers: await staff() })
        expect(signedIn.status, `${path} with a session`).toBe(200)
      }
    }
  })

  it('does not hand album pictures out through the image optimiser either', async () => {
    const [picture] = await mediaWhere('where[filename][like]=album')
    const response = await fetch(url(`/_next/image?url=${encodeURIComponent(picture!.url)}&w=640&q=75`))
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('serves site pictures to everyone', async () => {
    const [picture] = await mediaWhere('where[filename][like]=banner')
    expect(picture?.area).toBe('site')
    const response = await fetch(url(picture!.url))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })

  it('moves a site picture into the album area when an editor puts it in an album', async () => {
    const headers = await staff()
    const form = new FormData()
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    form.append('file', new Blob([png], { type: 'image/png' }), `perimeter-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'perimeter test' }))
    const uploaded = await fetch(url('/api/cms/media'), { method: 'POST', headers, body: form })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: MediaDoc }
    expect(doc.area).toBe('site')
    expect((await fetch(url(doc.url))).status).toBe(200)

    const [category] = ((await (await fetch(url('/api/cms/album-categories?limit=1'), { headers })).json()) as { docs: { id: number }[] }).docs
    const album = await fetch(url('/api/cms/albums'), {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Perimeter test', category: category!.id, photos: [{ image: doc.id }] }),
    })
    expect(album.status).toBe(201)
    const albumId = ((await album.json()) as { doc: { id: number } }).doc.id

    expect((await fetch(url(doc.url))).status).toBe(403)
    expect((await fetch(url(doc.url), { headers })).status).toBe(200)

    await fetch(url(`/api/cms/albums/${albumId}`), { method: 'DELETE', headers })
    await fetch(url(`/api/cms/media/${doc.id}`), { method: 'DELETE', headers })
  })
})

describe('cross-site writes', () => {
  async function firstEnquiry(headers: Record<string, string>): Promise<{ id: number; status: string }> {
    const response = await fetch(url('/api/cms/enquiries?limit=1&depth=0&sort=-createdAt'), { headers })
    return ((await response.json()) as { docs: { id: number; status: string }[] }).docs[0]!
  }

  it("does not let another site's page use an editor's session cookie", async () => {
    const token = await adminToken()
    const cookie = { Cookie: `payload-token=${token}` }
    const posted = await call('/api/front/leaveMessage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
      body: JSON.stringify({ email: uniqueEmail('csrf'), content: 'an enquiry to guard', language: 'zh' }),
    })
    expect(posted.status).toBe(201)
    const before = await firstEnquiry({ Authorization: `JWT ${token}` })

    const patch = await fetch(url(`/api/cms/enquiries/${before.id}`), {
      method: 'PATCH',
      headers: { ...cookie, Origin: evil, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: before.status === 'handled' ? 'new' : 'handled' }),
    })
    expect(patch.status).toBe(403)
    expect((await firstEnquiry({ Authorization: `JWT ${token}` })).status).toBe(before.status)

    const form = new FormData()
    form.append('_payload', JSON.stringify({ name: 'evil' }))
    const created = await fetch(url('/api/cms/job-locations'), { method: 'POST', headers: { ...cookie, Origin: evil }, body: form })
    expect(created.status).toBe(403)

    // The same cookie from the site's own page works.
    const own = await fetch(url('/api/cms/enquiries?limit=1'), { headers: { ...cookie, Origin: baseUrl } })
    expect(own.status).toBe(200)
  })

  it('refuses an enquiry posted by another site, in the visitor’s language, and takes one from the site', async () => {
    const body = JSON.stringify({ email: uniqueEmail('crosssite'), content: 'cross-site test', language: 'en' })
    const refused = await call('/api/front/leaveMessage?language=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress(), Origin: evil },
      body,
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ result: false, data: null, message: 'Please submit this from a page of this site.' })

    // The visitor's language: here the body's (one rule, src/rules/language.ts).
    const zh = await call('/api/front/leaveMessage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress(), Origin: 'null' },
      body: JSON.stringify({ ...JSON.parse(body), language: 'zh' }),
    })
    expect(zh.status).toBe(403)
    expect(zh.body.message).toBe('请在本网站的页面上提交。')

    const accepted = await call('/api/front/leaveMessage?language=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress(), Origin: baseUrl },
      body,
    })
    expect(accepted.status).toBe(201)
    expect(accepted.body.result).toBe(true)
  })
})

describe('the image optimiser keeps a bounded set of copies', () => {
  it('refuses made-up query strings on a picture address', async () => {
    const [picture] = await mediaWhere('where[filename][like]=banner')
    const plain = await fetch(url(`/_next/image?url=${encodeURIComponent(picture!.url)}&w=640&q=75`))
    expect(plain.status).toBe(200)
    for (const version of ['?v=1', '?v=2', '?x']) {
      const response = await fetch(url(`/_next/image?url=${encodeURIComponent(`${picture!.url}${version}`)}&w=640&q=75`))
      expect(response.status, version).toBe(400)
    }
  })

  it('refuses sizes and qualities the site does not use', async () => {
    const [picture] = await mediaWhere('where[filename][like]=banner')
    for (const query of ['w=641&q=75', 'w=640&q=74', 'w=100000&q=75']) {
      const response = await fetch(url(`/_next/image?url=${encodeURIComponent(picture!.url)}&${query}`))
      expect(response.status, query).toBe(400)
    }
  })
})
