/**
 * The API's shared helpers (src/app/api/_lib), tested without a server: the rate-limit key, the
 * `language` query, the JSON content type, query parsing, Content-Disposition, the error status
 * rule (spec §8) and the body cap. The visitor's address and language: front-door.test.ts.
 */
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'

import { readBodyCapped, isJsonContentType } from '../../src/app/api/_lib/body'
import { rateLimitKey } from '../../src/rules/client'
import { contentDisposition } from '../../src/app/api/_lib/download'
import { errorStatus, handle } from '../../src/app/api/_lib/handle'
import { queryLanguage } from '../../src/app/api/_lib/language'
import { optionalId, optionalSlug, optionalText, parseQuery } from '../../src/app/api/_lib/query'
import { message } from '../../src/rules/messages'

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe('rate-limit key', () => {
  it('keys IPv4 by address and IPv6 by /64 network', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:2::99')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
    expect(rateLimitKey('unknown')).toBe('unknown')
  })
})

describe('language', () => {
  it('accepts zh, en, 0 and 1; absent or empty is zh; anything else or twice is invalid', () => {
    const q = (query: string) => queryLanguage(new URLSearchParams(query))
    expect(q('')).toBe('zh')
    expect(q('language=')).toBe('zh')
    expect(q('language=zh')).toBe('zh')
    expect(q('language=0')).toBe('zh')
    expect(q('language=en')).toBe('en')
    expect(q('language=1')).toBe('en')
    expect(q('language=xx')).toBeNull()
    expect(q('language=EN')).toBeNull()
    expect(q('language=zh&language=zh')).toBeNull()
  })
})

describe('request checks', () => {
  it('accepts application/json with an optional UTF-8 charset only', () => {
    expect(isJsonContentType('application/json')).toBe(true)
    expect(isJsonContentType('Application/JSON; charset=UTF-8')).toBe(true)
    expect(isJsonContentType('application/json; charset="utf-8"')).toBe(true)
    expect(isJsonContentType('application/json; charset=latin1')).toBe(false)
    expect(isJsonContentType('text/plain')).toBe(false)
    expect(isJsonContentType('application/jsonp')).toBe(false)
    expect(isJsonContentType(null)).toBe(false)
  })

  it('parses ids, slugs and text, refusing repeats', () => {
    const schema = { id: optionalId, customizeUrl: optionalSlug, code: optionalText(5) }
    expect(parseQuery(new URLSearchParams('id=12&customizeUrl=rt-t7&code=abc'), schema)).toEqual({
      ok: true,
      query: { id: 12, customizeUrl: 'rt-t7', code: 'abc' },
    })
    expect(parseQuery(new URLSearchParams(''), schema)).toEqual({
      ok: true,
      query: { id: undefined, customizeUrl: undefined, code: undefined },
    })
    for (const [query, param] of [
      ['id=0', 'id'],
      ['id=012', 'id'],
      ['id=1e3', 'id'],
      ['id=1&id=2', 'id'],
      ['customizeUrl=RT-T7', 'customizeUrl'],
      ['customizeUrl=a--b', 'customizeUrl'],
      ['code=abcdef', 'code'],
      ['code=a%00', 'code'],
    ]) {
      expect(parseQuery(new URLSearchParams(query), schema), query).toEqual({ ok: false, param })
    }
  })

  it('caps a streamed body by the bytes received, whatever the header says', async () => {
    const body = (size: number, headers: Record<string, string> = {}) =>
      new Request('http://localhost/', { method: 'POST', body: 'x'.repeat(size), headers })
    expect(await readBodyCapped(body(10), 10)).toMatchObject({ ok: true })
    expect(await readBodyCapped(body(11), 10)).toEqual({ ok: false, reason: 'tooLarge' })
    expect(await readBodyCapped(body(5, { 'content-length': '999' }), 10)).toEqual({ ok: false, reason: 'tooLarge' })
  })
})

describe('answers', () => {
  it('writes an ASCII fallback and the exact UTF-8 file name', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`)
    expect(contentDisposition('白皮书 "v2".pdf')).toBe(
      `attachment; filename="___ _v2_.pdf"; filename*=UTF-8''%E7%99%BD%E7%9A%AE%E4%B9%A6%20%22v2%22.pdf`,
    )
    expect(contentDisposition("it's (1).pdf")).toBe(`attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`)
  })

  it('§8: the status of an error is its own (statusCode), else its status, else its response\'s, else 500', () => {
    const error = (fields: object) => Object.assign(new Error('x'), fields)
    // Each step wins over the ones after it.
    expect(errorStatus(error({ statusCode: 503, status: 404, response: { status: 409 } }))).toBe(503)
    expect(errorStatus(error({ status: 404, response: { status: 409 } }))).toBe(404)
    expect(errorStatus(error({ response: { status: 409 } }))).toBe(409)
    expect(errorStatus(error({ response: { statusCode: 502 } }))).toBe(502)
    expect(errorStatus(error({ response: new Response(null, { status: 429 }) }))).toBe(429)
    expect(errorStatus(new Error('x'))).toBe(500)
    // A step whose value is no 4xx/5xx status is passed over, not taken.
    expect(errorStatus(error({ statusCode: 200, status: 'x', response: { status: 410 } }))).toBe(410)
    expect(errorStatus(error({ status: 200 }))).toBe(500)
    expect(errorStatus(error({ statusCode: 404.5, response: { status: 302 } }))).toBe(500)
    expect(errorStatus(error({ response: 'gone' }))).toBe(500)
    expect(errorStatus('boom')).toBe(500)
    expect(errorStatus(null)).toBe(500)
  })
})

describe('§8 a route handler that throws (handle)', () => {
  const answerOf = async (thrown: unknown, headers: Record<string, string> = {}) => {
    const route = handle(async () => {
      throw thrown
    })
    const response = await route(new NextRequest('http://localhost/api/front/x', { headers }))
    return { status: response.status, body: (await response.json()) as { result: boolean; data: unknown; message: string } }
  }

  it('answers an unknown middleware failure (no status anywhere) with 500 in the envelope', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await answerOf(new Error('unknown middleware'))).toEqual({
        status: 500,
        body: { result: false, data: null, message: message('serverError', 'zh') },
      })
      expect(await answerOf('a thrown string', { 'accept-language': 'en' })).toEqual({
        status: 500,
        body: { result: false, data: null, message: message('serverError', 'en') },
      })
      expect(errors).toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('answers with the status the chain finds, each step in turn', async () => {
    expect((await answerOf(Object.assign(new Error('x'), { statusCode: 413, status: 404 }))).status).toBe(413)
    expect((await answerOf(Object.assign(new Error('x'), { status: 404 }))).body.message).toBe(message('notFoundResource', 'zh'))
    expect(await answerOf(Object.assign(new Error('x'), { response: { status: 429 } }))).toEqual({
      status: 429,
      body: { result: false, data: null, message: message('rateLimited', 'zh') },
    })
  })
})
