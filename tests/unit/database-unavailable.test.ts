/**
 * "Database unavailable" errors (src/data/unavailable.ts) and how the API answers them (503 with
 * the envelope, Retry-After, the visitor's language) — in the shapes they reach the handlers:
 * the driver's own error, drizzle's "Failed query" with the driver's error as cause, and
 * Payload's transaction start that keeps only the driver's message.
 */
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { handle } from '../../src/app/api/_lib/handle'
import { isDatabaseUnavailable } from '../../src/data/unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['PostgreSQL refused the connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL stopped under a query (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL shutting down (57P03)', withCode('the database system is shutting down', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a statement timeout (57014)', withCode('canceling statement due to statement timeout', '57014')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['drizzle wrapping a refused connection', failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['drizzle wrapping a dropped socket', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['Payload keeping only the message', new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')],
    ['Payload: shutting down', new Error('Error: cannot begin transaction: the database system is shutting down')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['the client-side query timeout', new Error('Query read timeout')],
    ['a connect over IPv6 and IPv4 (AggregateError)', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['SQLite busy past its timeout', withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY')],
    ['drizzle wrapping SQLite busy', failedQuery(withCode('database is locked', 'SQLITE_BUSY'))],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', failedQuery(withCode('duplicate key value violates unique constraint "x"', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed: registrations.code', 'SQLITE_CONSTRAINT')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a validation error', Object.assign(new Error('The following field is invalid: email'), { status: 400 })],
    ['not an error', 'boom'],
    ['nothing', null],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('stops at a cause cycle', () => {
    const error: Error & { cause?: unknown } = new Error('outer')
    error.cause = error
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('the API answer', () => {
  // A route that takes a JSON body, as the forms' routes do (post.ts): the body is read before anything runs.
  const throwing = (error: unknown) => handle(async () => Promise.reject(error), { maxBodyBytes: () => 4096 })
  const call = (fn: ReturnType<typeof throwing>, url: string, headers: Record<string, string> = {}, body?: string) =>
    fn(new NextRequest(url, { method: 'POST', headers, body }))

  it('is 503 with the envelope, Retry-After and the visitor language, not 500', async () => {
    const down = throwing(failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))
    const en = await call(down, 'http://localhost/api/front/leaveMessage?language=en')
    expect(en.status).toBe(503)
    expect(en.headers.get('retry-after')).toBe('5')
    expect(en.headers.get('cache-control')).toBe('private, no-store')
    expect(await en.json()).toEqual({ result: false, data: null, message: 'The service is briefly unavailable. Please try again shortly.' })
    const zh = await call(down, 'http://localhost/api/front/leaveMessage', { 'accept-language': 'zh-CN,zh;q=0.9' })
    expect(zh.status).toBe(503)
    expect(await zh.json()).toEqual({ result: false, data: null, message: '服务暂时不可用，请稍后再试。' })
  })

  it("speaks the language of the body, read before the first step (the forms send it there)", async () => {
    const down = throwing(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))
    const json = { 'content-type': 'application/json', 'accept-language': 'zh-CN' }
    const en = await call(down, 'http://localhost/api/front/leaveMessage', json, JSON.stringify({ content: 'x', language: 'en' }))
    expect((await en.json()).message).toBe('The service is briefly unavailable. Please try again shortly.')
    // One rule (the front door's, packages/front-door): the body's language, then the query's; a body
    // that is not JSON leaves it to the query, then Accept-Language.
    const body = await call(down, 'http://localhost/api/front/x?language=zh', json, JSON.stringify({ language: 'en' }))
    expect((await body.json()).message).toBe('The service is briefly unavailable. Please try again shortly.')
    const query = await call(down, 'http://localhost/api/front/x?language=en', json, JSON.stringify({ language: 'fr' }))
    expect((await query.json()).message).toBe('The service is briefly unavailable. Please try again shortly.')
    const notJson = await call(down, 'http://localhost/api/front/x', { ...json, 'accept-language': 'en' }, '{"language":')
    expect((await notJson.json()).message).toBe('The service is briefly unavailable. Please try again shortly.')
  })

  it('stays 500 for an unexpected error', async () => {
    const broken = await call(throwing(new TypeError('x is undefined')), 'http://localhost/api/front/leaveMessage?language=en')
    expect(broken.status).toBe(500)
    expect((await broken.json()).message).toBe('Internal server error')
  })
})
