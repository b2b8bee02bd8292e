import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { acceptsBrotli, createStaticBrotli, staticFile } from '../../server/static-brotli.ts'

// server/serve.ts: the build's static files go out brotli-compressed to browsers that take it.

describe('acceptsBrotli', () => {
  it('reads Accept-Encoding, q=0 included', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true)
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})

describe('staticFile', () => {
  const root = '/srv/.next/static'
  it('maps /_next/static/ text files into the folder, nothing else', () => {
    expect(staticFile(root, '/_next/static/chunks/a1.js?dpl=x')).toBe('/srv/.next/static/chunks/a1.js')
    expect(staticFile(root, '/_next/static/chunks/a1.css')).toBe('/srv/.next/static/chunks/a1.css')
    expect(staticFile(root, '/_next/static/media/photo.webp')).toBeNull()
    expect(staticFile(root, '/_next/image?url=x')).toBeNull()
    expect(staticFile(root, '/mdm')).toBeNull()
    expect(staticFile(root, '/_next/static/../../secret.js')).toBeNull()
    expect(staticFile(root, '/_next/static/%2e%2e/%2e%2e/secret.js')).toBeNull()
    expect(staticFile(root, '/_next/static/%E0%A4%A.js')).toBeNull()
  })
})

function fakeRequest(url: string, acceptEncoding: string, method = 'GET') {
  return { url, method, headers: { 'accept-encoding': acceptEncoding } } as unknown as IncomingMessage
}

function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {}
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status
      sent.headers = headers
      return res
    },
    end(body?: Buffer) {
      sent.body = body
    },
  }
  return { res: res as unknown as ServerResponse, sent }
}

describe('createStaticBrotli', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'))
  mkdirSync(path.join(dir, 'chunks'))
  const source = 'console.log("hello");\n'.repeat(200)
  writeFileSync(path.join(dir, 'chunks', 'app.js'), source)
  const serve = createStaticBrotli(dir, { quality: 5 })

  it('lets Next answer until the file is compressed, then answers with brotli', async () => {
    const first = fakeResponse()
    expect(serve(fakeRequest('/_next/static/chunks/app.js', 'gzip, br'), first.res)).toBe(false)
    await expect.poll(() => serve(fakeRequest('/_next/static/chunks/app.js', 'gzip, br'), fakeResponse().res)).toBe(true)

    const { res, sent } = fakeResponse()
    expect(serve(fakeRequest('/_next/static/chunks/app.js', 'br'), res)).toBe(true)
    expect(sent.status).toBe(200)
    expect(sent.headers).toMatchObject({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding', 'Content-Type': 'application/javascript; charset=UTF-8' })
    expect(sent.headers?.['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(sent.body!).toString()).toBe(source)
    expect(sent.body!.length).toBeLessThan(source.length)
  })

  it('leaves clients without brotli, other methods and missing files to Next', async () => {
    expect(serve(fakeRequest('/_next/static/chunks/app.js', 'gzip'), fakeResponse().res)).toBe(false)
    expect(serve(fakeRequest('/_next/static/chunks/app.js', 'br', 'POST'), fakeResponse().res)).toBe(false)
    expect(serve(fakeRequest('/_next/static/chunks/missing.js', 'br'), fakeResponse().res)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(serve(fakeRequest('/_next/static/chunks/missing.js', 'br'), fakeResponse().res)).toBe(false)
  })

  it('answers HEAD with the headers only', async () => {
    await expect.poll(() => serve(fakeRequest('/_next/static/chunks/app.js', 'br'), fakeResponse().res)).toBe(true)
    const { res, sent } = fakeResponse()
    expect(serve(fakeRequest('/_next/static/chunks/app.js', 'br', 'HEAD'), res)).toBe(true)
    expect(sent.body).toBeUndefined()
  })
})

describe('createStaticBrotli, bounded in bytes (memoryBudget.staticBrotli)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-bounded-'))
  mkdirSync(path.join(dir, 'chunks'))
  const sources = { a: 'console.log("a");\n'.repeat(300), b: 'console.log("bb");\n'.repeat(300) }
  for (const [name, source] of Object.entries(sources)) writeFileSync(path.join(dir, 'chunks', `${name}.js`), source)
  const compressedSize = (source: string) => brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length
  // One compressed file with its key and bookkeeping (256 bytes), not two.
  const oneFile = Math.max(...Object.values(sources).map(compressedSize)) + path.join(dir, 'chunks', 'a.js').length + 256
  const answered = (serve: ReturnType<typeof createStaticBrotli>, name: string) => serve(fakeRequest(`/_next/static/chunks/${name}.js`, 'br'), fakeResponse().res)

  it('drops the file asked for longest ago past its limit, and compresses it again when asked', async () => {
    const serve = createStaticBrotli(dir, { quality: 5, maxBytes: oneFile })
    await expect.poll(() => answered(serve, 'a')).toBe(true)
    await expect.poll(() => answered(serve, 'b')).toBe(true)
    expect(answered(serve, 'a')).toBe(false)
    await expect.poll(() => answered(serve, 'a')).toBe(true)
    expect(answered(serve, 'b')).toBe(false)
  })

  it('keeps both within a limit that holds both', async () => {
    const serve = createStaticBrotli(dir, { quality: 5, maxBytes: 2 * oneFile })
    await expect.poll(() => answered(serve, 'a')).toBe(true)
    await expect.poll(() => answered(serve, 'b')).toBe(true)
    expect(answered(serve, 'a')).toBe(true)
  })
})
