/**
 * Media in an S3-compatible bucket (issue 12): s3rver started here through scripts/tooling/s3.mjs,
 * Payload booted on the real config with S3_* pointing at it. Uploads, their sizes, reads through
 * Payload's own file route (access control and cache headers included), deletes; and the /api/ready
 * check of the bucket.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startS3 } from '../../scripts/tooling/s3.mjs'
import { makePdf } from '@/cms/seed/pdf'

let s3: Awaited<ReturnType<typeof startS3>>
let bucket: S3Client
let payload: Payload
let config: SanitizedConfig
let staffToken: string

beforeAll(async () => {
  s3 = await startS3()
  Object.assign(process.env, s3.env)
  // The config reads S3_* when it is built: import it only now.
  const { migratedPayload } = await import('./support/seeded')
  payload = await migratedPayload()
  config = payload.config
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
  const user = { email: 'media-s3@example.com', password: 'media-s3-password' }
  await payload.create({ collection: 'users', data: { ...user, name: 'Media test', role: 'admin' }, overrideAccess: true })
  staffToken = (await payload.login({ collection: 'users', data: user })).token!
})

afterAll(async () => {
  await payload?.destroy()
  for (const key of Object.keys(s3?.env ?? {})) delete process.env[key]
  await s3?.stop()
})

async function keys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

async function fileRoute(filename: string, headers: Record<string, string> = {}): Promise<Response> {
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api/cms/media/file/${encodeURIComponent(filename)}`, { headers })
  return handleEndpoints({ config, request })
}

const staff = () => ({ Authorization: `JWT ${staffToken}` })

async function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 242, g: 143, b: 59 } } }).png().toBuffer()
}

/** An upload through the local API, as the admin makes one. */
function upload(data: Buffer, name: string, mimetype: string, fields: { alt?: string; area: 'site' | 'album' }) {
  return payload.create({ collection: 'media', data: fields, file: { data, mimetype, name, size: data.length }, overrideAccess: true })
}

describe('media in the bucket', () => {
  it('keeps a picture and all its sizes in the bucket, none on the disk, and serves them through Payload', async () => {
    const data = await picture(2000, 1000)
    const doc = await upload(data, 'bucket-picture.png', 'image/png', { alt: 'bucket picture', area: 'site' })
    const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename)
    expect(sizes).toHaveLength(4) // thumb, card, hero and the 1200×630 share copy (issue 31)
    const names = [doc.filename!, ...(sizes as string[])]
    expect(await keys()).toEqual(expect.arrayContaining(names))
    for (const name of names) expect(existsSync(path.join(process.env.MEDIA_DIR!, name)), name).toBe(false)
    // The address stays on Payload's route, so access control still decides (album privacy).
    expect(doc.url).toBe(`/api/cms/media/file/${doc.filename}`)

    const anonymous = await fileRoute(doc.filename!)
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('content-type')).toBe('image/png')
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    expect(Buffer.from(await anonymous.arrayBuffer()).equals(data)).toBe(true)
    const variant = await fileRoute(doc.sizes!.thumb!.filename!)
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(400)

    // A browser's second look costs a 304 (the bucket's ETag), with the same caching.
    const again = await fileRoute(doc.filename!, { 'If-None-Match': anonymous.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    const left = await keys()
    for (const name of names) expect(left, name).not.toContain(name)
  })

  it('keeps the original of a replaced picture in the bucket, unserved (issue 31)', async () => {
    const first = await picture(1600, 900)
    const doc = await upload(first, 'bucket-replaced.png', 'image/png', { alt: 'replaced', area: 'site' })
    const second = await picture(800, 600)
    const replaced = await payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data: second, mimetype: 'image/png', name: 'bucket-replaced.png', size: second.length },
      overrideAccess: true,
    })
    expect(replaced.original).toMatchObject({ filename: doc.filename, width: 1600, height: 900 })
    const kept = replaced.original!.keptFile!
    expect(await keys()).toContain(kept)
    expect(existsSync(path.join(process.env.MEDIA_DIR!, kept))).toBe(false)
    expect((await fileRoute(kept)).status).toBeGreaterThanOrEqual(400)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })

  it('keeps a PDF in the bucket and serves it to everyone', async () => {
    const data = makePdf({ title: 'Bucket datasheet', lines: [{ text: 'Kept in S3.' }] })
    const doc = await upload(data, 'bucket-datasheet.pdf', 'application/pdf', { alt: 'datasheet', area: 'site' })
    expect(await keys()).toContain(doc.filename)
    const answer = await fileRoute(doc.filename!)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await answer.arrayBuffer()).equals(data)).toBe(true)
    // Issue 29: its SHA-256 and size are those of the object in the bucket.
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: doc.filename! }))
    const bytes = Buffer.from(await stored.Body!.transformToByteArray())
    expect((doc as { sha256?: string }).sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(doc.filesize).toBe(bytes.length)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(await keys()).not.toContain(doc.filename)
  })

  it('keeps album pictures, and their sizes, for staff, who get a private answer', async () => {
    const data = await picture(900, 600)
    const doc = await upload(data, 'bucket-album.png', 'image/png', { alt: 'album picture', area: 'album' })
    for (const name of [doc.filename!, doc.sizes!.thumb!.filename!]) {
      expect((await fileRoute(name)).status, name).toBe(403)
      const signedIn = await fileRoute(name, staff())
      expect(signedIn.status, name).toBe(200)
      expect(signedIn.headers.get('cache-control'), name).toBe('private, no-cache')
    }
  })

  it('answers a missing object 404 to staff and 403 to anyone else, as on the disk', async () => {
    for (const name of ['nope.png', 'nope\u0000.png']) {
      expect((await fileRoute(name, staff())).status, name).toBe(404)
      expect((await fileRoute(name)).status, name).toBe(403)
    }
    // A document whose object went missing from the bucket: 404 too, not 500.
    const data = await picture(300, 200)
    const doc = await upload(data, 'bucket-gone.png', 'image/png', { area: 'site' })
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3')
    await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: doc.filename! }))
    expect((await fileRoute(doc.filename!)).status).toBe(404)
    expect((await fileRoute(doc.filename!, staff())).status).toBe(404)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })
})

describe('the seed on the bucket', () => {
  // Seeding the whole demo (issue 29 added a hundred documents) takes over a minute on a busy machine.
  it('puts every demo picture and document, with their sizes, in the bucket and nothing on the disk', { timeout: 240_000 }, async () => {
    const { seedIfEmpty } = await import('@/cms/seed')
    await seedIfEmpty(payload)
    const media = await payload.find({ collection: 'media', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const names = media.docs.flatMap((doc) => [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]).filter(Boolean)
    expect(names.length).toBeGreaterThan(50)
    const stored = new Set(await keys())
    expect(names.filter((name) => !stored.has(name!))).toEqual([])
    const onDisk = existsSync(process.env.MEDIA_DIR!) ? readdirSync(process.env.MEDIA_DIR!) : []
    expect(onDisk).toEqual([])
  })

  it('hands a news attachment out from the bucket (GET /api/front/news/download reads it so)', async () => {
    const { getNewsAttachment } = await import('@/data/news')
    const { openMediaFile } = await import('@/data/mediaFiles')
    const withFiles = await payload.find({ collection: 'news', where: { attachments: { exists: true } }, depth: 0, limit: 1 })
    const article = withFiles.docs[0]!
    const attachment = (await getNewsAttachment('zh', String(article.id), String(article.attachments![0])))!
    const file = await openMediaFile(attachment.filename)
    const bytes = Buffer.from(await new Response(file!.body).arrayBuffer())
    expect(file!.size).toBe(attachment.size)
    expect(bytes.byteLength).toBe(attachment.size)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await openMediaFile('no-such-attachment.pdf')).toBeNull()
  })
})

describe('readiness of the bucket', () => {
  async function checkWith(env: Record<string, string>) {
    const saved = { ...process.env }
    Object.assign(process.env, env)
    vi.resetModules()
    try {
      return (await import('@/data/readiness/s3')).s3Check
    } finally {
      process.env = saved
    }
  }

  it('passes when the bucket is there', async () => {
    const check = await checkWith({})
    expect(check?.name).toBe('s3')
    await expect(check!.check()).resolves.toBeUndefined()
  })

  it('fails for a bucket that does not exist', async () => {
    await expect((await checkWith({ S3_BUCKET: 'no-such-bucket' }))!.check()).rejects.toThrow()
  })

  it('fails within about 2 s when the server does not answer', async () => {
    const silent = net.createServer(() => {}) // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    try {
      const check = await checkWith({ S3_ENDPOINT: `http://127.0.0.1:${port}` })
      const started = Date.now()
      await expect(check!.check()).rejects.toThrow()
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      silent.close()
    }
  })

  it('is null without S3_BUCKET', async () => {
    expect(await checkWith({ S3_BUCKET: '' })).toBeNull()
  })
})
