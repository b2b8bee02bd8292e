/**
 * Issue 27, logs: server/log.ts (pino: JSON lines, LOG_LEVEL/LOG_FORMAT, no visitor content, an
 * error's stack once then counted repeats, a client's error on one line) and the request log step
 * of server/request-log.ts (X-Request-Id from a trusted proxy or made afresh, echoed, one line per
 * answer with method, route class, status, duration, client address and the staff user).
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterEach, describe, expect, it } from 'vitest'

import { fullPerMinute } from '@rugged/log-limit'
import { createFrontDoor, currentRequest, requestId } from '../../server/front-door.ts'
import { createLogger, logFormat, requestLinesPerMinute, requestLineWriter, scrub } from '../../server/log.ts'
import { createRequestLog } from '../../server/request-log.ts'
import { createWayOut } from '../../server/way-out.ts'
import { noteStaffUser, siteLog } from '../../src/ops/log'

/** A logger writing into `lines` (each a parsed JSON line). */
function capturedLogger(options: { level?: string; now?: () => number; drainEveryMs?: number } = {}) {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger({ format: 'json', destination, ...options }), lines }
}

describe('LOG_FORMAT and LOG_LEVEL', () => {
  it('is json or pretty as asked; by default pretty on a terminal and json otherwise', () => {
    expect(logFormat('json', true)).toBe('json')
    expect(logFormat('pretty', false)).toBe('pretty')
    expect(logFormat(undefined, true)).toBe('pretty')
    expect(logFormat(undefined, false)).toBe('json')
    expect(logFormat('yaml', false)).toBe('json')
  })

  it('LOG_LEVEL drops the lines below it; an unknown level means info', () => {
    const warnOnly = capturedLogger({ level: 'warn' })
    warnOnly.logger.info('not shown')
    warnOnly.logger.warn('shown')
    expect(warnOnly.lines.map((line) => line.msg)).toEqual(['shown'])
    const unknown = capturedLogger({ level: 'loud' })
    unknown.logger.debug('not shown')
    unknown.logger.info('shown')
    expect(unknown.lines.map((line) => line.msg)).toEqual(['shown'])
  })
})

describe('no visitor content in the log', () => {
  it('masks e-mail addresses and phone numbers in messages, keeps ids, times and addresses', () => {
    expect(scrub('mail to li.lei+x@example.com.cn failed')).toBe('mail to [email] failed')
    expect(scrub('call +86 138 1234 5678 or 13812345678')).toBe('call [phone] or [phone]')
    expect(scrub('Failed query: insert into "enquiries" ("content") values ($1)\nparams: my private words\n    at x')).toBe('Failed query: insert into "enquiries" ("content") values ($1)\nparams: [redacted]\n    at x')
    expect(scrub('job 42 took 1234 ms on 127.0.0.1:3000 at 2026-11-28T11:00:00Z')).toBe('job 42 took 1234 ms on 127.0.0.1:3000 at 2026-11-28T11:00:00Z')
  })

  it('redacts the fields that carry what a visitor wrote, and masks them in errors', () => {
    const { logger, lines } = capturedLogger()
    logger.info({ email: 'a@b.cn', input: { to: 'a@b.cn', text: 'hello' }, enquiry: { content: 'my words', phone: '13812345678' } }, 'queued for a@b.cn')
    logger.error(new Error('SMTP refused recipient a@b.cn'))
    const text = JSON.stringify(lines)
    expect(text).not.toContain('a@b.cn')
    expect(text).not.toContain('my words')
    expect(text).not.toContain('13812345678')
    expect(lines[0]).toMatchObject({ email: '[redacted]', input: '[redacted]', msg: 'queued for [email]' })
  })
})

describe('errors: the stack once, then rate-limited (issue 26’s limit, packages/log-limit)', () => {
  it('logs the first with its stack, the next few without, counts the rest, and writes the count when the minute is over', async () => {
    let now = 0
    const { logger, lines } = capturedLogger({ now: () => now, drainEveryMs: 5 })
    const fail = () => new Error('database refused')
    for (let i = 0; i < 51; i++) logger.error(fail())
    expect(lines).toHaveLength(fullPerMinute)
    expect(lines[0]!.err).toMatchObject({ type: 'Error', message: 'database refused' })
    expect(String((lines[0]!.err as { stack: string }).stack)).toMatch(/request-log\.test/)
    expect(lines[1]).toMatchObject({ err: { type: 'Error', message: 'database refused' } })
    expect((lines[1]!.err as { stack?: string }).stack).toBeUndefined()
    now = 61_000
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(lines.slice(fullPerMinute)).toEqual([expect.objectContaining({ level: 40, msg: `${51 - fullPerMinute} more "Error: database refused" in the last minute (not written one by one)` })])
    logger.error(fail())
    expect(lines.at(-1)!.err).toHaveProperty('stack')
  })

  it('tells errors apart by name and message, numbers aside', () => {
    const { logger, lines } = capturedLogger({ now: () => 0 })
    for (let i = 0; i < 10; i++) logger.error(new Error(`timeout after ${i} ms`))
    for (let i = 0; i < 10; i++) logger.error(new TypeError(`timeout after ${i} ms`))
    expect(lines).toHaveLength(2 * fullPerMinute)
  })

  it('request lines are pino’s JSON lines, written as text: every value survives, quotes and line breaks included', () => {
    const { logger, lines } = capturedLogger()
    const write = requestLineWriter(logger)
    write({ reqId: 'r-1', method: 'GET', route: 'page', status: 200, ms: 1.5, client: '2001:db8::1', user: 'wang@例.cn' })
    write({ reqId: 'r-2', method: 'POST', route: 'api_cms', status: 503, ms: 0, client: 'unknown', error: 'said "no"\nand \\ then \u0007 \u2028' })
    expect(lines).toEqual([
      { level: 30, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), pid: process.pid, reqId: 'r-1', method: 'GET', route: 'page', status: 200, ms: 1.5, client: '2001:db8::1', user: 'wang@例.cn', msg: 'request' },
      { level: 40, time: expect.any(String), pid: process.pid, reqId: 'r-2', method: 'POST', route: 'api_cms', status: 503, ms: 0, client: 'unknown', error: 'said "no"\nand \\ then \u0007 \u2028', msg: 'request' },
    ])
    const warnOnly = capturedLogger({ level: 'warn' })
    requestLineWriter(warnOnly.logger)({ status: 200, route: 'page' })
    expect(warnOnly.lines).toEqual([])
  })

  it('request lines: 2xx, 3xx and 5xx always; a client error’s once a minute for each status and route class, the jobs runner’s never, then a count', async () => {
    let now = 0
    const { logger, lines } = capturedLogger({ now: () => now, drainEveryMs: 5 })
    const write = requestLineWriter(logger)
    for (let i = 0; i < 20; i++) write({ status: 200, route: 'page' })
    for (let i = 0; i < 20; i++) write({ status: 503, route: 'page' })
    for (let i = 0; i < 20; i++) write({ status: 400, route: 'cms' })
    for (let i = 0; i < 20; i++) write({ status: 408, route: 'front' })
    expect(lines.filter((line) => line.status === 200)).toHaveLength(20)
    expect(lines.filter((line) => line.status === 503)).toHaveLength(20)
    for (let i = 0; i < 30; i++) write({ status: 200, route: 'other' }, { routine: true })
    expect(lines.filter((line) => line.status === 400)).toHaveLength(requestLinesPerMinute)
    expect(lines.filter((line) => line.status === 408)).toHaveLength(requestLinesPerMinute)
    expect(lines.filter((line) => line.route === 'other')).toHaveLength(0)
    now = 60_000
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(lines.filter((line) => line.counted).map((line) => line.msg).sort()).toEqual([
      `${20 - requestLinesPerMinute} more "request 400 cms" in the last minute (not written one by one)`,
      `${20 - requestLinesPerMinute} more "request 408 front" in the last minute (not written one by one)`,
      `30 more "request: the jobs runner's own calls" in the last minute (not written one by one)`,
    ])
  })

  it('a client’s error (Payload’s 4xx) takes one info line without a stack', () => {
    const { logger, lines } = capturedLogger()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { status: 403, isOperational: true })
    logger.error({ err: forbidden })
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: '403 You are not allowed to perform this action.' })])
  })
})

describe('the request log step', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** As serve.ts: the front door, the request log, then the way out (which puts the id on the answer). */
  function steps(hops: number, logger: ReturnType<typeof capturedLogger>['logger'], answer: (res: ServerResponse, req: IncomingMessage) => void) {
    const frontDoor = createFrontDoor({ hops })
    const log = createRequestLog({ logger })
    const wayOut = createWayOut({ pageCache: null, fallback: false, redirectQuery: false, sharedSeconds: null, security: null })
    return (req: IncomingMessage, res: ServerResponse) => frontDoor(req, res, () => log(req, res, () => wayOut(req, res, () => answer(res, req))))
  }

  async function serveWith(hops: number, answer: (res: ServerResponse) => void) {
    const { logger, lines } = capturedLogger()
    server = createServer(steps(hops, logger, answer))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return { lines, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }

  it('makes an id, echoes it, and logs one JSON line with it; the staff user named by the site’s code is in it', async () => {
    const { lines, base } = await serveWith(0, (res) => {
      noteStaffUser(7)
      siteLog().info('inside the request')
      res.writeHead(201).end('ok')
    })
    const response = await fetch(`${base}/api/front/leaveMessage?x=1`, { method: 'POST', headers: { 'X-Request-Id': 'forged' } })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({ msg: 'request', reqId: id, method: 'POST', route: 'api_front', status: 201, client: '127.0.0.1', user: 7 })
    expect(typeof lines[0]!.ms).toBe('number')
  })

  it('sets no header before the answer: one that sends every header at once (the page cache) takes the id from the context', async () => {
    const { logger, lines } = capturedLogger()
    const frontDoor = createFrontDoor({ hops: 0 })
    const log = createRequestLog({ logger })
    server = createServer((req, res) => frontDoor(req, res, () => log(req, res, () => {
      res.writeHead(200, { 'X-Headers-Before': String(res.getHeaderNames().length), 'X-Request-Id': currentRequest()!.id }).end('ok')
    })))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const answered = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    expect(answered.headers.get('x-headers-before')).toBe('0')
    const id = answered.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({ msg: 'request', reqId: id, status: 200 })
  })

  it('a client error logged in the request (Payload’s 403) goes on its request line, not a line of its own', async () => {
    const { logger, lines } = capturedLogger()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { status: 403, isOperational: true })
    server = createServer(steps(0, logger, (res) => (logger.child({ from: 'payload' }).error({ err: forbidden }), res.writeHead(403).end())))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/cms/users`)).arrayBuffer()
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({ msg: 'request', status: 403, route: 'api_cms', error: '403 You are not allowed to perform this action.' })
  })

  it('takes a trusted proxy’s X-Request-Id, and refuses a malformed one', async () => {
    const { lines, base } = await serveWith(1, (res) => res.writeHead(200).end())
    const given = await fetch(`${base}/en/products`, { headers: { 'X-Request-Id': 'abc-123', 'X-Forwarded-For': '203.0.113.9' } })
    expect(given.headers.get('x-request-id')).toBe('abc-123')
    const malformed = await fetch(`${base}/`, { headers: { 'X-Request-Id': 'a b<script>' } })
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lines.length).toBe(2)
    expect(lines[0]).toMatchObject({ reqId: 'abc-123', route: 'page', client: '203.0.113.9' })
  })

  it('logs the address the front door decided, never one the visitor wrote (issue 35)', async () => {
    const forged = { 'X-Client-IP': '6.6.6.6', 'X-Forwarded-For': '7.7.7.7' }
    const direct = await serveWith(0, (res) => res.writeHead(200).end())
    await (await fetch(`${direct.base}/`, { headers: forged })).arrayBuffer()
    await expect.poll(() => direct.lines.length).toBe(1)
    expect(direct.lines[0]).toMatchObject({ client: '127.0.0.1' })
    server?.close()
    const proxied = await serveWith(1, (res) => res.writeHead(200).end())
    await (await fetch(`${proxied.base}/`, { headers: forged })).arrayBuffer()
    await expect.poll(() => proxied.lines.length).toBe(1)
    expect(proxied.lines[0]).toMatchObject({ client: '7.7.7.7' })
  })

  it('requestId: only a trusted, well-formed id is kept', () => {
    expect(requestId('abc', true)).toBe('abc')
    expect(requestId('abc', false)).not.toBe('abc')
    expect(requestId('x'.repeat(200), true)).toHaveLength(36)
  })
})
