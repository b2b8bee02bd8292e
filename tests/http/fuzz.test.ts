/**
 * Spec §8: bad input is the client's error, never the server's. A table of malformed requests
 * to every call: each must answer below 500, with the JSON envelope.
 */
import { describe, expect, it } from 'vitest'

import { clientAddress, uniqueEmail, url } from './support'

const reads = [
  'productCategory',
  'solution',
  'menuSettings',
  'newsCategory',
  'indexBanner',
  'indexContent',
  'indexTag',
  'product',
  'product/serial',
  'jobInfo',
  'jobInfo/location',
  'newsBanner',
  'news',
  'news/download',
  'news/top/all',
  'mdm',
  'mdmPrice',
  'companyProfile',
  'legalNotice',
  'siteSettings',
  'search',
].map((name) => `/api/front/${name}`)

const queries = [
  'id=99999999999999999999999',
  'id=9007199254740993',
  'id=-1',
  'id=0',
  'id=1e3',
  'id=0x10',
  'id=1&id=2',
  'id=%20',
  'id=1;DROP%20TABLE%20news',
  "id=1'%20OR%20'1'='1",
  'page=999999999999999',
  'page=-5',
  'page=NaN',
  'page=Infinity',
  'page=1&page=2',
  'categoryId=%00',
  'categoryId=1%00',
  'locationId=%F0%9F%98%80',
  'customizeUrl=..%2F..%2Fetc%2Fpasswd',
  "customizeUrl=x'%20OR%201=1--",
  'customizeUrl=%E4%B8%AD%E6%96%87',
  `customizeUrl=${'a'.repeat(5000)}`,
  'code=%27%3B--',
  `code=${'%E2%80%AE'.repeat(50)}`,
  'fileId=1&id=1',
  'fileId=../../package.json&id=1',
  'language=%00',
  'language=zh%00',
  'language=ZH',
  'language=2',
  'language[]=zh',
  'language=zh&language=zh',
  '%=%',
  'id=%E0%A4%A',
  'where[id][equals]=1',
]

describe('§8 no 5xx for malformed public reads', () => {
  it.each(reads)('%s', async (path) => {
    for (const query of queries) {
      const response = await fetch(url(`${path}?${query}`))
      const text = await response.text()
      expect(response.status, `${path}?${query} → ${text.slice(0, 200)}`).toBeLessThan(500)
      const body = JSON.parse(text) as { result: boolean }
      expect(typeof body.result).toBe('boolean')
    }
  })
})

describe('§8 no 5xx for malformed admin reads', () => {
  it.each(['/api/admin/albumCategory', '/api/admin/album'])('%s', async (path) => {
    const authorizations = [
      'JWT',
      'Bearer ',
      'JWT a.b.c',
      'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
      `JWT ${'x'.repeat(10_000)}`,
      '\u00e9\u00e9',
    ]
    for (const authorization of authorizations) {
      for (const query of ['', 'id=1', 'id=-1', 'categoryId=abc']) {
        const response = await fetch(url(`${path}?${query}`), { headers: { Authorization: authorization } })
        expect(response.status, `${authorization.slice(0, 30)} ${query}`).toBe(401)
      }
    }
  })
})

describe('§8 no 5xx for malformed enquiries', () => {
  const bodies: [string, BodyInit, string][] = [
    ['deeply nested JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['JSON with a BOM', `\ufeff${JSON.stringify({ content: 'hi', email: 'bad' })}`, 'application/json'],
    ['NUL bytes', '{"content":"\u0000","email":"a\u0000@b.cd"}', 'application/json'],
    ['a __proto__ key', '{"__proto__":{"admin":true},"content":"hi","email":"valid123@example.com"}', 'application/json'],
    ['a constructor key', '{"constructor":{"prototype":{}},"content":"hi"}', 'application/json'],
    ['numbers as strings', '{"content":1e309,"email":-0}', 'application/json'],
    ['a huge number', `{"content":"hi","email":"valid123@example.com","language":${'9'.repeat(400)}}`, 'application/json'],
    ['SQL-ish content', JSON.stringify({ content: "'); DROP TABLE enquiries; --", email: "x'--@a.bc" }), 'application/json'],
    ['lone surrogates', `{"content":"\\ud800","email":"${uniqueEmail('fuzz')}","language":"en"}`, 'application/json'],
    ['a charset parameter in quotes', '{"content":"","email":""}', 'application/json; charset="utf-8"'],
    ['a broken content type', '{}', ';;;==='],
  ]

  it.each(bodies)('%s', async (_name, body, contentType) => {
    const response = await fetch(url('/api/front/leaveMessage'), {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': clientAddress() },
      body,
    })
    const text = await response.text()
    expect(response.status, text.slice(0, 200)).toBeLessThan(500)
    expect(typeof (JSON.parse(text) as { result: boolean }).result).toBe('boolean')
  })
})
