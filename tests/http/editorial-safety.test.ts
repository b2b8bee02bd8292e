/**
 * Issue 31, items 2, 3 and 5 on the built server: a crop of a picture published pages show is
 * refused until confirmed (the answer names them), keeps the original and writes a new file; the
 * original comes back on request; a save over somebody else's newer save is refused with their
 * name; a schedule is queued in one language on the company's clock.
 */
import { randomBytes } from 'node:crypto'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, read, url } from './support'

const run = randomBytes(3).toString('hex')
const title = `Crop test ${run}`

interface Media {
  id: number
  filename: string
  width: number
  height: number
  original?: { keptFile?: string | null; filename?: string | null; width?: number | null } | null
}

async function cms(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url(`/api/cms${path}`), {
    method,
    headers: { Authorization: `JWT ${token ?? (await adminToken())}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

async function picture(width: number, height: number): Promise<Media> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#1d4e89' } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `crop-${run}.png`)
  form.append('_payload', JSON.stringify({ alt: title, area: 'site' }))
  const response = await fetch(url('/api/cms/media'), { method: 'POST', headers: { Authorization: `JWT ${await adminToken()}` }, body: form })
  const json = (await response.json()) as { doc: Media }
  expect(response.status, JSON.stringify(json).slice(0, 300)).toBe(201)
  return json.doc
}

const cropQuery = (width: number, height: number) =>
  `uploadEdits[crop][x]=10&uploadEdits[crop][y]=10&uploadEdits[crop][width]=50&uploadEdits[crop][height]=50&uploadEdits[crop][unit]=%25&uploadEdits[widthInPixels]=${width}&uploadEdits[heightInPixels]=${height}`

let media: Media
let articleId: number

beforeAll(async () => {
  media = await picture(1600, 900)
  const categories = await read<{ id: number }[]>('/api/front/newsCategory')
  const created = await cms('POST', '/news?locale=zh', { title, date: '2001-01-01T00:00:00.000Z', category: categories.at(-1)!.id, cover: media.id, _status: 'published' })
  expect(created.status).toBe(201)
  articleId = (created.json.doc as { id: number }).id
})

afterAll(async () => {
  await cms('DELETE', `/news/${articleId}`)
  await cms('DELETE', `/media/${media.id}`)
})

describe('cropping a picture published pages show', () => {
  it('is refused until the editor confirms, and the answer names the pages', async () => {
    const refused = await cms('PATCH', `/media/${media.id}?${cropQuery(800, 450)}`, {})
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(title)
    const unchanged = (await cms('GET', `/media/${media.id}?depth=0`)).json as unknown as Media
    expect([unchanged.filename, unchanged.width, unchanged.original?.keptFile ?? null]).toEqual([media.filename, 1600, null])
  })

  it('writes the crop to a new file, keeps the original, and restores it on request', async () => {
    const usage = (await cms('GET', `/media/${media.id}/usage`)).json as { uses: { label: string; href: string }[] }
    expect(usage.uses.some((use) => use.href === `/admin/collections/news/${articleId}` && use.label.includes(title))).toBe(true)

    const cropped = await cms('PATCH', `/media/${media.id}?${cropQuery(800, 450)}`, { confirmReplace: true })
    expect(cropped.status, JSON.stringify(cropped.json).slice(0, 300)).toBe(200)
    const doc = cropped.json.doc as Media
    expect(doc.filename).not.toBe(media.filename)
    expect([doc.width, doc.height]).toEqual([800, 450])
    expect(doc.original).toMatchObject({ filename: media.filename, width: 1600 })
    const served = await fetch(url(`/api/cms/media/file/${doc.filename}`))
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800)
    // The kept original is no document's file: it is not served.
    expect((await fetch(url(`/api/cms/media/file/${doc.original!.keptFile}`))).status).toBeGreaterThanOrEqual(400)

    // A second crop keeps the first original.
    const again = await cms('PATCH', `/media/${media.id}?${cropQuery(400, 225)}`, { confirmReplace: true })
    expect((again.json.doc as Media).original?.filename).toBe(media.filename)

    const unconfirmed = await cms('POST', `/media/${media.id}/original`, {})
    expect(unconfirmed.status).toBe(409)
    const restored = await cms('POST', `/media/${media.id}/original`, { confirm: true })
    expect(restored.status, JSON.stringify(restored.json)).toBe(200)
    const back = (await cms('GET', `/media/${media.id}?depth=0`)).json as unknown as Media
    expect([back.filename, back.width, back.height, back.original?.keptFile ?? null]).toEqual([media.filename, 1600, 900, null])
    const file = await fetch(url(`/api/cms/media/file/${back.filename}`))
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1600)
  })
})

describe('a crop that leaves out the focal point', () => {
  it('is refused until confirmed, even for a picture nothing publishes', async () => {
    const unused = await picture(1600, 900)
    // A box over the top-left tenth; the focal point is at the centre.
    const corner = 'uploadEdits[crop][x]=0&uploadEdits[crop][y]=0&uploadEdits[crop][width]=10&uploadEdits[crop][height]=10&uploadEdits[crop][unit]=%25&uploadEdits[widthInPixels]=160&uploadEdits[heightInPixels]=90'
    const refused = await cms('PATCH', `/media/${unused.id}?${corner}`, {})
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toMatch(/裁剪区域不包含焦点|leaves out the focal point/)
    const confirmed = await cms('PATCH', `/media/${unused.id}?${corner}`, { confirmReplace: true })
    expect(confirmed.status).toBe(200)
    expect(((confirmed.json.doc as Media) as Media & { confirmReplace?: boolean }).confirmReplace).toBe(false)
    await cms('DELETE', `/media/${unused.id}`)
  })
})

describe('a save over a newer save by somebody else', () => {
  it('answers 409 and names who saved', async () => {
    const email = `editor-${run}@example.com`
    expect((await cms('POST', '/users', { email, password: 'a-long-password-1', role: 'editor' })).status).toBe(201)
    const login = await fetch(url('/api/cms/users/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'a-long-password-1' }) })
    const editorToken = ((await login.json()) as { token: string }).token

    const opened = (await cms('GET', `/news/${articleId}?depth=0&draft=true&locale=en`, undefined, editorToken)).json as { updatedAt: string }
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await cms('PATCH', `/news/${articleId}?draft=true&locale=zh`, { summary: `admin ${run}` })).status).toBe(200)
    const stale = await fetch(url(`/api/cms/news/${articleId}?draft=true&locale=en`), {
      method: 'PATCH',
      headers: { Authorization: `JWT ${editorToken}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ summary: 'stale', updatedAt: opened.updatedAt }),
    })
    expect(stale.status).toBe(409)
    expect(JSON.stringify(await stale.json())).toContain(process.env.ADMIN_EMAIL!)
  })
})

describe('a schedule from the edit view', () => {
  it('is queued in the language asked for, on the company clock, and can be cancelled', async () => {
    const anonymous = await fetch(url('/api/cms/schedule'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(anonymous.status).toBe(401)
    expect((await cms('POST', '/schedule', { collection: 'news', id: articleId, action: 'publish', locale: 'en', at: '2001-01-01T10:00' })).status).toBe(400)
    expect((await cms('POST', '/schedule', { collection: 'users', id: 1, action: 'publish', locale: 'en', at: '2099-01-01T10:00' })).status).toBe(404)

    const queued = await cms('POST', '/schedule', { collection: 'news', id: articleId, action: 'publish', locale: 'en', at: '2099-01-01T10:00' })
    expect(queued.status).toBe(201)
    const [item] = queued.json.scheduled as { job: number; locale: string | null; at: string; action: string }[]
    expect(item).toMatchObject({ locale: 'en', action: 'publish', at: '2099-01-01T02:00:00.000Z' })
    const cancelled = await cms('DELETE', `/schedule/${item!.job}`)
    expect(cancelled.json.scheduled).toEqual([])
  })
})
