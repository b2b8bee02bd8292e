/**
 * Security issue item 6: the requests a fuzz of the production server answered with 500, one by
 * one. Each is the client's mistake and now gets a 4xx. Raw targets go through node:http, which
 * sends them as written (fetch would normalise or refuse them).
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { adminToken, baseUrl, clientAddress } from './support'

const { hostname, port } = new URL(baseUrl)

function raw(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: target, headers: { 'x-forwarded-for': clientAddress(), ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('item 6: malformed requests answer 4xx, never 5xx', () => {
  it.each(['/', '/en/mdm', '/api/front/news', '/api/cms/products', '/admin'])('TRACE %s → 405 with Allow', async (target) => {
    const answer = await raw('TRACE', target)
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  })

  it.each(['/%', '/api/front/%zz', '/en/product-detail/%ff', '/admin/%', '/%c0%af'])('GET %s → 400', async (target) => {
    expect((await raw('GET', target)).status).toBe(400)
  })

  it('OPTIONS * → 400', async () => {
    expect((await raw('OPTIONS', '*')).status).toBe(400)
  })

  it('answers /api/front in the spec envelope, in the caller language', async () => {
    const answer = await raw('GET', '/api/front/%zz', { 'accept-language': 'en' })
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(answer.text)).toEqual({ result: false, data: null, message: 'The request is malformed.' })
  })

  it.each(['/en/solution-list', '/admin/login'])('a form post with a broken body to %s → 400', async (target) => {
    const answer = await raw('POST', target, { 'content-type': 'multipart/form-data; boundary=x' }, 'junk')
    expect(answer.status).toBe(400)
  })

  it.each(['/api/admin/album;x=1', '/api/front/product/%2500', '/api/nothing'])('POST to %s, which no route owns → 404 envelope', async (target) => {
    const answer = await raw('POST', target, { 'content-type': 'multipart/form-data; boundary=x', 'accept-language': 'en' }, 'junk')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.text)).toEqual({ result: false, data: null, message: 'The requested item does not exist.' })
  })

  it('a media file that does not exist → 404 for staff; 403 without a session, as for an album picture (nothing told)', async () => {
    const staff = { authorization: `JWT ${await adminToken()}` }
    for (const target of ['/api/cms/media/file/nope.png', '/api/cms/media/file/nope%00.png']) {
      expect((await raw('GET', target, staff)).status, target).toBe(404)
      expect((await raw('GET', target)).status, target).toBe(403)
    }
  })

  it.each([
    'where[firstTitle][near]=1,2',
    'where[model][within]=1',
    'where[id][in]=a,b',
    'where[id][equals]=1e999',
    'where[category][equals]=abc',
    'where[category.id][equals]=abc',
    'where[createdAt][greater_than]=abc',
  ])('REST where %s → 400', async (query) => {
    const answer = await raw('GET', `/api/cms/products?${query}`)
    expect(answer.status, answer.text).toBe(400)
  })

  it('a REST document id that is no number → 404', async () => {
    expect((await raw('GET', '/api/cms/products/abc')).status).toBe(404)
    expect((await raw('GET', '/api/cms/jobs/%E4%B8%AD')).status).toBe(404)
  })

  it('an upload body Payload cannot read → 400', async () => {
    expect((await raw('POST', '/api/cms/media', { 'content-type': 'multipart/form-data' }, 'junk')).status).toBe(400)
    expect((await raw('POST', '/api/cms/media', { 'content-type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\njunk')).status).toBe(400)
  })

  it('a staff write of a page global or a document with no body → 400 (a draft save too)', async () => {
    const auth = { authorization: `JWT ${await adminToken()}` }
    for (const target of ['/api/cms/globals/mobile-guide?draft=true', '/api/cms/globals/home-page', '/api/cms/products?draft=true']) {
      expect((await raw('POST', target, auth)).status, target).toBe(400)
    }
  })

  it("Payload's migrations collection → 404, not 501", async () => {
    expect((await raw('GET', '/api/cms/payload-migrations')).status).toBe(404)
  })

  it('e-mail verification, which the users collection does not use → 404', async () => {
    expect((await raw('POST', '/api/cms/users/verify/x', { 'content-type': 'application/json' }, '{}')).status).toBe(404)
  })

  it('still serves what is well formed', async () => {
    const staff = { authorization: `JWT ${await adminToken()}` }
    expect((await raw('GET', '/api/cms/products?where[category][in]=1,2&limit=1', staff)).status).toBe(200)
    expect((await raw('GET', '/api/cms/products?where[createdAt][greater_than]=2020-01-01', staff)).status).toBe(200)
    expect((await raw('GET', '/api/cms/products/1', staff)).status).toBe(200)
    expect((await raw('GET', '/api/front/news?language=en')).status).toBe(200)
  })
})
