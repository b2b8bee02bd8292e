/**
 * The one POST pipeline (src/app/api/_lib/post.ts), without a server: the order of its checks,
 * the body limit, the content type, the schema's refusals in zh and en, and the event schemas
 * (check-in, invitation answer) it runs for the event routes.
 */
import { decideVisitor } from '@rugged/front-door'
import { registry } from '@rugged/front-door/registry'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const counter = vi.hoisted(() => ({ allowed: true, calls: [] as string[] }))
vi.mock('@/data/rateLimit', () => ({
  consumeRateLimit: async (subject: string, limit: number) => {
    counter.calls.push(`${subject}/${limit}`)
    return { allowed: counter.allowed, count: 1, limit, retryAfterSeconds: 42, key: subject }
  },
}))

import { post, type RateClass } from '../../src/app/api/_lib/post'
import { noStore, refuse } from '../../src/app/api/_lib/refuse'
import { parseCheckInRequest } from '../../src/rules/checkInRequest'
import { eventMessage } from '../../src/rules/events'
import { parseInvitationAnswer } from '../../src/rules/invitationRequest'
import { message } from '../../src/rules/messages'

const rateClass = (): RateClass => ({ name: 'test', perMinute: 7, maxBodyBytes: 64 })
const steps: string[] = []
const route = post<unknown, string, { name: string }>({
  rateClass,
  target: (request) => {
    steps.push('target')
    return request.nextUrl.searchParams.get('missing') ? refuse(404, 'no such thing') : 'the target'
  },
  schema: (body, { locale }) => {
    steps.push('schema')
    const name = (body as { name?: unknown }).name
    return typeof name === 'string' ? { name } : refuse(400, message('invalidField', locale, { field: 'name' }), { field: 'name' })
  },
  answer: ({ name }, { target, ip }) => new Response(JSON.stringify({ name, target, ip }), { status: 201, headers: noStore }),
})

/** A POST from the client at 203.0.113.9, as the server's front door hands it to the route (its visitor decided). */
function call(body: string | Uint8Array<ArrayBuffer>, { type = 'application/json', query = '', headers = {} }: { type?: string; query?: string; headers?: Record<string, string> } = {}) {
  const request = new NextRequest(`http://localhost/api/test${query}`, { method: 'POST', body, headers: { 'content-type': type, ...headers } })
  const visitor = decideVisitor({ url: `/api/test${query}`, header: (name) => request.headers.get(name), socketAddress: '203.0.113.9' }, 0)
  return registry.requests.run({ id: 'test', visitor, fields: { reqId: 'test' }, written: false }, () => route(request, {}))
}
const answer = async (response: Promise<Response>) => {
  const r = await response
  return { status: r.status, body: (await r.json()) as { result: boolean; data: unknown; message?: string }, headers: r.headers }
}

beforeEach(() => {
  counter.allowed = true
  counter.calls = []
  steps.length = 0
})

describe('the POST pipeline', () => {
  it('runs rate → language → target → content type → size → JSON → schema → answer', async () => {
    const done = await answer(call('{"name":"Ada"}'))
    expect(done.status).toBe(201)
    expect(done.body).toEqual({ name: 'Ada', target: 'the target', ip: '203.0.113.9' })
    expect(counter.calls).toEqual(['test:203.0.113.9/7'])
    expect(steps).toEqual(['target', 'schema'])
  })

  it('counts every request first: over the limit, nothing else is looked at (429 + Retry-After)', async () => {
    counter.allowed = false
    const refused = await answer(call('not json', { type: 'text/plain', query: '?language=nope' }))
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ result: false, data: null, message: message('rateLimited', 'zh') })
    expect(refused.headers.get('retry-after')).toBe('42')
    expect(steps).toEqual([])
  })

  it('refuses a bad language parameter before the target, and the target before the body', async () => {
    const language = await answer(call('x', { type: 'text/plain', query: '?language=fr&missing=1' }))
    expect(language).toMatchObject({ status: 400, body: { data: { field: 'language' }, message: message('invalidLanguage', 'zh') } })
    const target = await answer(call('x', { type: 'text/plain', query: '?missing=1' }))
    expect(target).toMatchObject({ status: 404, body: { message: 'no such thing' } })
    expect(steps).toEqual(['target'])
  })

  it('refuses another content type (415), then an oversize body (413, connection closed), then bad JSON (400)', async () => {
    const type = await answer(call('{"name":"x".repeat(100)}', { type: 'text/plain', query: '?language=en' }))
    expect(type).toMatchObject({ status: 415, body: { message: message('unsupportedContentType', 'en') } })
    const size = await answer(call(JSON.stringify({ name: 'x'.repeat(100) }), { query: '?language=en' }))
    expect(size).toMatchObject({ status: 413, body: { message: message('payloadTooLarge', 'en') } })
    expect(size.headers.get('connection')).toBe('close')
    const syntax = await answer(call('{"name":', { headers: { 'accept-language': 'en-GB,en;q=0.8' } }))
    expect(syntax).toMatchObject({ status: 400, body: { message: message('invalidJson', 'en') } })
    const utf8 = await answer(call(new Uint8Array([0x22, 0xff, 0x22])))
    expect(utf8).toMatchObject({ status: 400, body: { message: message('invalidJson', 'zh') } })
    expect(steps).toEqual(['target', 'target', 'target', 'target'])
  })

  it('decides the language once, before the first answer: the body\'s, then the query\'s, then Accept-Language by weight', async () => {
    counter.allowed = false
    const limited = await answer(call('{"name":"Ada","language":"en"}', { query: '?language=zh', headers: { 'accept-language': 'zh-CN' } }))
    expect(limited).toMatchObject({ status: 429, body: { message: message('rateLimited', 'en') } })
    counter.allowed = true
    const byQuery = await answer(call('{"name":1,"language":"fr"}', { query: '?language=1', headers: { 'accept-language': 'zh-CN' } }))
    expect(byQuery.body.message).toBe(message('invalidField', 'en', { field: 'name' }))
    const byHeader = await answer(call('{"name":1}', { headers: { 'accept-language': 'zh;q=0.4, en;q=0.9' } }))
    expect(byHeader.body.message).toBe(message('invalidField', 'en', { field: 'name' }))
  })

  it('closes the connection after any answer to a body cut short', async () => {
    counter.allowed = false
    const limited = await answer(call(JSON.stringify({ name: 'x'.repeat(100) })))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('connection')).toBe('close')
    counter.allowed = true
    const whole = await answer(call('{"name":"Ada"}', { query: '?language=fr' }))
    expect(whole.status).toBe(400)
    expect(whole.headers.get('connection')).toBeNull()
  })

  it('answers the schema refusal in the request language (zh by default, en when asked)', async () => {
    const zh = await answer(call('{"name":1}'))
    expect(zh).toMatchObject({ status: 400, body: { result: false, data: { field: 'name' }, message: message('invalidField', 'zh', { field: 'name' }) } })
    const en = await answer(call('{"name":1}', { query: '?language=en' }))
    expect(en.body.message).toBe(message('invalidField', 'en', { field: 'name' }))
    expect(en.body.message).not.toBe(zh.body.message)
  })
})

describe('the check-in body (POST /api/front/{hash}/sign-in)', () => {
  it('takes a code or a normalised phone, in the body language when valid', () => {
    expect(parseCheckInRequest({ code: ' AB12 ' }, 'zh')).toEqual({ ok: true, key: { code: 'AB12' }, locale: 'zh' })
    expect(parseCheckInRequest({ phone: '13800138000', language: 'en' }, 'en')).toMatchObject({ ok: true, key: { phone: expect.any(String) }, locale: 'en' })
  })

  it('refuses in order: not an object, bad language, unknown key, wrong type, both, neither, bad phone, long code', () => {
    expect(parseCheckInRequest([], 'en')).toMatchObject({ ok: false, status: 400, message: message('invalidBody', 'en') })
    expect(parseCheckInRequest({ language: 'fr', extra: 1 }, 'en')).toMatchObject({ field: 'language', message: message('invalidLanguage', 'en') })
    expect(parseCheckInRequest({ code: 5, extra: 1, language: 'zh' }, 'zh')).toMatchObject({ field: 'extra', message: message('unknownField', 'zh', { field: 'extra' }) })
    expect(parseCheckInRequest({ phone: 5, code: 5 }, 'en')).toMatchObject({ field: 'code', message: message('invalidField', 'en', { field: 'code' }) })
    expect(parseCheckInRequest({ code: 'A', phone: '13800138000' }, 'en')).toMatchObject({ field: 'phone', message: eventMessage('signInBody', 'en') })
    expect(parseCheckInRequest({ code: '  ', phone: null }, 'zh')).toMatchObject({ field: 'code', message: eventMessage('signInQueryEmpty', 'zh') })
    expect(parseCheckInRequest({ phone: '12' }, 'en')).toMatchObject({ field: 'phone', message: eventMessage('phoneFormat', 'en') })
    expect(parseCheckInRequest({ code: 'x'.repeat(33) }, 'en')).toMatchObject({ status: 404, data: { reason: 'notFound' } })
  })
})

describe('the invitation answer (POST /api/front/{hash}/invitation)', () => {
  it('needs a code, then accept or decline; a decline carries only the form keys', () => {
    expect(parseInvitationAnswer({ code: ' ', response: 'x' }, 'en')).toEqual({ ok: false, field: 'code', message: message('badRequest', 'en', { param: 'code' }) })
    expect(parseInvitationAnswer({ code: 'C1', response: 'maybe' }, 'zh')).toEqual({ ok: false, field: 'response', message: eventMessage('invitationResponse', 'zh') })
    expect(parseInvitationAnswer({ code: 'C1', response: 'decline', other: 1 }, 'en')).toMatchObject({ ok: false, field: 'other' })
    expect(parseInvitationAnswer({ code: 'C1', response: 'decline', language: 'fr' }, 'en')).toMatchObject({ ok: false, field: 'language' })
    expect(parseInvitationAnswer({ code: 'C1', response: 'accept', other: 1 }, 'en')).toEqual({ ok: true, code: 'C1', response: 'accept' })
    expect(parseInvitationAnswer({ code: 'y'.repeat(80), response: 'decline' }, 'en')).toMatchObject({ ok: true, code: 'y'.repeat(64) })
  })
})
