/**
 * Issue 27, traces: a second server on the same build and a copy of its database (server/serve.ts) with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector this test runs (OTLP/HTTP, JSON). The request
 * span is the server's, Next's spans are its children, the jobs runs have theirs, a mail attempt
 * has an SMTP span, and the request's log line carries the trace id. The test stage's own server
 * runs without the variable: no span leaves it (the collector hears nothing from it).
 */
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer } from '../../scripts/tooling/server.mjs'
import { clientAddress, serverLogLines, uniqueEmail } from './support'

interface Span {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  scope: string
}

const spans: Span[] = []
let collector: Server
let traced: Awaited<ReturnType<typeof startServer>>
const dir = mkdtempSync(path.join(os.tmpdir(), 'traces-'))
const logFile = path.join(dir, 'server.log')

/**
 * A copy of the stage's SQLite database for the traced server: on the same file, the stage's own
 * server could take the traced server's mail jobs (one queue), and their spans would never be made.
 */
function databaseCopy(): string {
  const source = String(process.env.DATABASE_URI).replace(/^file:/, '')
  const copy = path.join(dir, 'site.db')
  const database = new Database(source)
  database.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
  database.close()
  return `file:${copy}`
}

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<Span, 'scope'>[] }[] }[] }
        for (const resource of sent.resourceSpans) for (const scoped of resource.scopeSpans) for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope.name })
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  collector.listen(0, '127.0.0.1')
  await once(collector, 'listening')
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`
  traced = await startServer({
    script: 'server/serve.ts',
    env: { DATABASE_URI: databaseCopy(), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '200', METRICS_PORT: '', JOBS_INTERVAL_SECONDS: '1', LOG_FORMAT: 'json' },
    logFile,
    log: () => undefined,
  })
})

afterAll(async () => {
  await traced?.stop()
  collector?.close()
})

const tracedLogLines = () => serverLogLines(logFile)

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('a request is one trace: the server’s span, Next’s spans beneath it, and the trace id in its log line', async () => {
    const response = await fetch(`${traced.baseUrl}/product-list`)
    await response.arrayBuffer()
    const id = response.headers.get('x-request-id')!
    let traceId = ''
    await expect.poll(() => (traceId = String(tracedLogLines().find((line) => line.reqId === id && line.msg === 'request')?.traceId ?? '')), { timeout: 10_000 }).toMatch(/^[0-9a-f]{32}$/)
    const isRoot = (span: Span) => span.traceId === traceId && span.scope === 'rugged-site' && span.name === 'GET /product-list'
    await expect
      .poll(() => spans.some(isRoot), { timeout: 15_000, message: `spans received: ${JSON.stringify(spans.slice(-20).map(({ name, scope, traceId }) => ({ name, scope, traceId })))}` })
      .toBe(true)
    const trace = spans.filter((span) => span.traceId === traceId)
    const root = trace.find(isRoot)
    expect(root, 'the server’s request span').toBeDefined()
    expect(root!.parentSpanId || undefined).toBeUndefined()
    const nextSpans = trace.filter((span) => span.scope === 'next.js')
    expect(nextSpans.length, 'Next’s spans in the same trace').toBeGreaterThan(0)
    expect(nextSpans.some((span) => span.parentSpanId === root!.spanId), 'one of them a child of the server’s span').toBe(true)
  })

  it('the jobs runs and the mail attempts have spans of their own', async () => {
    const answer = await fetch(`${traced.baseUrl}/api/front/leaveMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
      body: JSON.stringify({ content: 'traced enquiry', email: uniqueEmail('traces'), language: 'en' }),
    })
    expect(answer.status).toBe(201)
    await expect.poll(() => spans.some((span) => span.name === 'jobs run'), { timeout: 15_000 }).toBe(true)
    // The staff notice's delivery: the stage's mail server may be away (a failed attempt is a span too).
    await expect.poll(() => spans.some((span) => span.name === 'smtp send'), { timeout: 30_000 }).toBe(true)
  })
})

describe('traces, without the variable', () => {
  it('the stage’s own server makes none: its request lines carry no trace id', () => {
    const requests = serverLogLines().filter((line) => line.msg === 'request')
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((line) => 'traceId' in line)).toEqual([])
  })
})
