/**
 * Issue 26, "Bad input still gets 5xx": the requests an attack probe of a fresh clone got a 500
 * for, one by one, each now a 4xx. Anonymous: addresses holding `%25` (an escaped `%`) and the
 * image optimiser asked for an address it cannot fetch from this server. Signed in as staff:
 * /api/cms queries whose operator or value the database cannot take, on collections, their
 * versions, the globals' versions and Payload's own collections. Sent with node:http, which puts
 * the target on the wire as written (fetch would normalise `..\`).
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { messages } from '../../src/rules/messages'
import { adminToken, baseUrl, clientAddress } from './support'

const { hostname, port } = new URL(baseUrl)

function get(target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, headers: { 'x-forwarded-for': clientAddress(), ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('anonymous addresses with %25', () => {
  it.each([
    ['/%25zz', 'zh'],
    ['/%25', 'zh'],
    ['/product-detail/%25zz', 'zh'],
    ['/en/product-detail/%25zz', 'en'],
    ['/en/news-list/%25zz/1', 'en'],
    ['/gala2025/%25zz', 'zh'],
    ['/robots.txt%25zz', 'zh'],
  ] as const)('%s → the 404 page in its language', async (target, language) => {
    const answer = await get(target)
    expect(answer.status).toBe(404)
    expect(answer.text).toContain(messages.notFound[language])
  })

  it.each(['/img/640/x%25zzy', '/img/640/%25', '/img/640/x.png%25zz', '/img/%25/x'])('%s → 404', async (target) => {
    expect((await get(target)).status).toBe(404)
  })

  it('an address that decodes twice still reaches its page', async () => {
    expect((await get('/product-detail/rt-t7')).status).toBe(200)
    expect((await get('/en/%2525')).status).toBe(404)
  })
})

describe('the image optimiser asked for an address it cannot fetch from this server', () => {
  const optimiser = (source: string) => `/_next/image?w=640&q=75&url=${source}`

  it.each([
    '/api/cms/media//file/x',
    '/api/cms/media/file/..\\..\\x',
    '/api/cms/media/file/....//x',
    encodeURIComponent('/api/cms/media/file/..\\..\\x'),
    '/api/cms/media/file/%25zz',
    encodeURIComponent('/api/cms/media/file/x.png/'),
    '/%25zz',
    // Pages that redirect (a phone twin, a trailing slash) and other addresses: media files only.
    '/m.index',
    '/en/',
    '/product-detail/rt-t7',
    '/icon.svg',
  ])('url=%s → 400', async (source) => {
    expect((await get(optimiser(source))).status).toBe(400)
  })
})

describe('staff queries the database cannot take', () => {
  const queries = [
    'where[id][in]=a,b,c',
    'where[id][near]=1,2',
    'where[title][near]=1,2',
    'where[id][within]=1',
    'where[title][intersects]=x',
    'where[id][equals][$ne]=1',
    'where[title][equals][$ne]=1',
    'where[email][equals][$ne]=x',
    'where[createdAt][greater_than]=notadate',
    'where[or][0][createdAt][greater_than]=notadate',
  ]
  const versionQueries = ['where[version.createdAt][greater_than]=notadate', 'where[parent][in]=a,b', 'where[parent][equals]=abc', 'where[version._status][equals][$ne]=1']
  const targets = [
    ['products', queries],
    ['enquiries', queries],
    ['users', queries],
    ['products/count', queries],
    ['products/versions', [...queries, ...versionQueries]],
    ['news/versions', versionQueries],
    ['globals/home-page/versions', [...queries, 'where[version.createdAt][greater_than]=notadate']],
    ['globals/site-settings/versions', queries],
    ['payload-preferences', [...queries, 'where[user][in]=a']],
    ['payload-locked-documents', [...queries, 'where[user][in]=a']],
  ] as const

  it.each(targets)('/api/cms/%s → 400 for each', async (path, list) => {
    const authorization = `JWT ${await adminToken()}`
    for (const query of list) {
      const answer = await get(`/api/cms/${path}?${query}`, { authorization })
      expect(answer.status, `${path}?${query} → ${answer.text.slice(0, 200)}`).toBe(400)
    }
  })

  it('an id that is no row\'s → 404, on versions and on Payload\'s own collections too', async () => {
    const authorization = `JWT ${await adminToken()}`
    for (const path of ['globals/home-page/versions/1e999', 'globals/home-page/versions/abc', 'products/versions/1e999', 'payload-locked-documents/abc']) {
      expect((await get(`/api/cms/${path}`, { authorization })).status, path).toBe(404)
    }
  })

  it('still answers the queries the admin sends', async () => {
    const authorization = `JWT ${await adminToken()}`
    for (const query of ['where[id][in]=1,2,3', 'where[createdAt][greater_than]=2024-01-01', 'where[firstTitle][like]=x', 'where[id][exists]=true', 'where[category][equals]=1']) {
      expect((await get(`/api/cms/products?${query}`, { authorization })).status, query).toBe(200)
    }
    expect((await get('/api/cms/products/versions?where[parent][equals]=1&where[version.createdAt][greater_than]=2024-01-01', { authorization })).status).toBe(200)
    expect((await get('/api/cms/globals/home-page/versions?where[createdAt][greater_than]=2024-01-01', { authorization })).status).toBe(200)
  })
})
