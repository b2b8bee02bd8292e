/**
 * Spec §6/§7 admin album calls: the administrator's token in the Authorization header (or the
 * admin cookie itself); 401 with `data.status` 401 without a valid one; `data.content` with
 * `data.status` 200 otherwise.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { message } from '../../src/rules/messages'
import { adminToken, call } from './support'

interface AlbumCategory {
  id: number
  name: string
  albumCount: number
}
interface AlbumSummary {
  id: number
  title: string
  category: { id: number; name: string } | null
  photoCount: number
}
interface AdminData<T> {
  status: number
  content: T
}

let token: string
beforeAll(async () => {
  token = await adminToken()
})

function forge(jwt: string): string {
  const [header, payload, signature] = jwt.split('.')
  // Same header and claims, another signature: what a forger without the secret can make.
  const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`
  return [header, payload, flipped].join('.')
}

function forgeClaims(jwt: string): string {
  const [header, payload, signature] = jwt.split('.')
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
  claims.exp = Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
}

describe('§6/§7 GET /api/admin/albumCategory', () => {
  it.each([
    ['no token', {}],
    ['an empty Authorization header', { Authorization: '' }],
    ['a forged signature', 'forged'],
    ['tampered claims', 'claims'],
    ['garbage', { Authorization: 'JWT not.a.token' }],
    ['a forged cookie', 'cookie'],
  ] as const)('answers 401 for %s', async (_name, how) => {
    const headers: Record<string, string> =
      how === 'forged'
        ? { Authorization: `JWT ${forge(token)}` }
        : how === 'claims'
          ? { Authorization: `JWT ${forgeClaims(token)}` }
          : how === 'cookie'
            ? { Cookie: `payload-token=${forge(token)}` }
            : { ...how }
    const answer = await call('/api/admin/albumCategory', { headers })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ result: false, data: { status: 401 }, message: message('unauthorized', 'zh') })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 401 in English with language=en', async () => {
    const answer = await call('/api/admin/albumCategory?language=en')
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(message('unauthorized', 'en'))
  })

  it.each([
    ['JWT <token>', (t: string) => ({ Authorization: `JWT ${t}` })],
    ['Bearer <token>', (t: string) => ({ Authorization: `Bearer ${t}` })],
    ['the bare token', (t: string) => ({ Authorization: t })],
    ['the admin cookie', (t: string) => ({ Cookie: `payload-token=${t}` })],
  ])('answers the categories as data.content with %s', async (_name, headers) => {
    const answer = await call<AdminData<AlbumCategory[]>>('/api/admin/albumCategory', { headers: headers(token) })
    expect(answer.status).toBe(200)
    expect(answer.body.result).toBe(true)
    expect(answer.body.data.status).toBe(200)
    expect(answer.body.data.content.length).toBeGreaterThan(0)
    for (const category of answer.body.data.content) {
      expect(category).toMatchObject({ id: expect.any(Number), name: expect.any(String), albumCount: expect.any(Number) })
    }
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers in English with language=en and language=1 alike', async () => {
    const headers = { Authorization: `JWT ${token}` }
    const zh = await call<AdminData<AlbumCategory[]>>('/api/admin/albumCategory?language=zh', { headers })
    const en = await call<AdminData<AlbumCategory[]>>('/api/admin/albumCategory?language=en', { headers })
    const one = await call<AdminData<AlbumCategory[]>>('/api/admin/albumCategory?language=1', { headers })
    expect(one.body).toEqual(en.body)
    expect(en.body.data.content.map((category) => category.id)).toEqual(zh.body.data.content.map((category) => category.id))
    expect(en.body.data.content.map((category) => category.name)).not.toEqual(zh.body.data.content.map((category) => category.name))
  })

  it('answers 400 for an invalid language, with data.status', async () => {
    const answer = await call('/api/admin/albumCategory?language=xx', { headers: { Authorization: `JWT ${token}` } })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ result: false, data: { status: 400, field: 'language' }, message: message('invalidLanguage', 'zh') })
  })
})

describe('§7 GET /api/admin/album', () => {
  const auth = () => ({ headers: { Authorization: `JWT ${token}` } })

  it('answers 401 without a valid token', async () => {
    for (const init of [{}, { headers: { Authorization: `JWT ${forge(token)}` } }]) {
      const answer = await call('/api/admin/album', init)
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ result: false, data: { status: 401 }, message: message('unauthorized', 'zh') })
    }
    // Unauthenticated callers learn nothing about ids either.
    expect((await call('/api/admin/album?id=999999')).status).toBe(401)
  })

  it('lists albums, all and by category', async () => {
    const all = await call<AdminData<AlbumSummary[]>>('/api/admin/album', auth())
    expect(all.status).toBe(200)
    expect(all.body.data.status).toBe(200)
    expect(all.body.data.content.length).toBeGreaterThan(0)
    const categories = (await call<AdminData<AlbumCategory[]>>('/api/admin/albumCategory', auth())).body.data.content
    let total = 0
    for (const category of categories) {
      const list = await call<AdminData<AlbumSummary[]>>(`/api/admin/album?categoryId=${category.id}`, auth())
      expect(list.status).toBe(200)
      expect(list.body.data.content).toHaveLength(category.albumCount)
      for (const album of list.body.data.content) expect(album.category?.id).toBe(category.id)
      total += list.body.data.content.length
    }
    expect(total).toBeLessThanOrEqual(all.body.data.content.length)
  })

  it('answers one album with its photos; the cookie works too', async () => {
    const first = (await call<AdminData<AlbumSummary[]>>('/api/admin/album', auth())).body.data.content[0]!
    const one = await call<AdminData<AlbumSummary & { photos: unknown[] }>>(`/api/admin/album?id=${first.id}`, {
      headers: { Cookie: `payload-token=${token}` },
    })
    expect(one.status).toBe(200)
    expect(one.body.data.content).toMatchObject({ id: first.id, title: first.title, photos: expect.any(Array) })
    expect(one.body.data.content.photos).toHaveLength(first.photoCount)
  })

  it('answers 404 for unknown ids and 400 for malformed ones, with data.status', async () => {
    const unknown = await call('/api/admin/album?id=999999&language=en', auth())
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ result: false, data: { status: 404 }, message: message('notFoundResource', 'en') })
    expect((await call('/api/admin/album?categoryId=999999', auth())).status).toBe(404)
    for (const query of ['id=abc', 'id=-1', 'id=1e3', 'categoryId=x', 'id=1&id=2', 'id=1&categoryId=1']) {
      const answer = await call(`/api/admin/album?${query}`, auth())
      expect(answer.status, query).toBe(400)
      expect((answer.body.data as { status: number }).status).toBe(400)
    }
  })
})
