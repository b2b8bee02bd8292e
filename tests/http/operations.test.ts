/**
 * Issue 27 against the built server (run with METRICS_PORT set, logging JSON to SERVER_LOG):
 * - the metrics listener shows every series, and the request histogram's count grows with traffic;
 *   nothing of it is served on the site's port (/metrics and /api/metrics answer 404 there);
 * - every answer carries X-Request-Id, and the JSON log line with that id is in the log (method,
 *   route class, status, duration, client address); a trusted proxy's id is kept;
 * - enquiries count by outcome; no visitor content (e-mail, phone, the message) reaches the log.
 */
import { describe, expect, it } from 'vitest'

import { metricNames } from '../../server/metrics.ts'
import { clientAddress, postMessage, serverLogLines, uniqueEmail, url } from './support'

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const metricsPort = process.env.METRICS_PORT
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
const scrape = async () => (await fetch(metricsUrl)).text()

/** The value of one series in a scrape (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

/** The log line of the request with `id`, once it is written. */
async function logLineOf(id: string) {
  let found: Record<string, unknown> | undefined
  await expect.poll(() => (found = serverLogLines().find((line) => line.msg === 'request' && line.reqId === id)), { timeout: 5000 }).toBeDefined()
  return found!
}

/** Whether a request line of `status` on a page was written within the last minute (the log limit's share, server/log.ts). */
function spentThisMinute(status: number): boolean {
  const since = Date.now() - 60_000
  return serverLogLines().filter((line) => line.msg === 'request' && line.status === status && String(line.route).startsWith('page') && Date.parse(String(line.time)) >= since).length >= 1
}

describe('metrics', () => {
  it('METRICS_PORT is set for this server', () => {
    expect(metricsPort).toMatch(/^\d+$/)
  })

  it('show every series of the issue and the process metrics', async () => {
    await fetch(url('/zh'))
    const text = await scrape()
    for (const name of metricNames) expect(text, name).toContain(`# TYPE ${name} `)
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_gc_duration_seconds']) expect(text, name).toContain(`# TYPE ${name} `)
    // site_ready answers the last readiness check and starts the next: 1 by the second scrape
    await expect.poll(async () => sample(await scrape(), 'site_ready'), { timeout: 10_000 }).toBe(1)
  })

  it('the request histogram’s count grows with traffic, by route class', async () => {
    const series = (route: string) => `http_server_request_duration_seconds_count{route="${route}",method="GET",status_class="2xx"}`
    const asDesktop = { headers: { 'User-Agent': desktop } }
    await (await fetch(url('/product-list'), asDesktop)).text() // once, so that the page is cached
    const before = await scrape()
    for (let i = 0; i < 5; i++) await (await fetch(url('/product-list'), asDesktop)).text()
    for (let i = 0; i < 3; i++) await (await fetch(url('/api/health'))).text()
    const after = await scrape()
    expect(sample(after, series('page_cached')) + sample(after, series('page')) - sample(before, series('page_cached')) - sample(before, series('page'))).toBeGreaterThanOrEqual(5)
    expect(sample(after, series('page_cached')) - sample(before, series('page_cached'))).toBeGreaterThanOrEqual(4)
    // the scrape's own readiness check is a health request too
    expect(sample(after, series('health')) - sample(before, series('health'))).toBeGreaterThanOrEqual(3)
  })

  it('the page cache’s hits and misses are counted', async () => {
    const text = await scrape()
    expect(sample(text, 'site_cache_requests_total{cache="page",result="hit"}')).toBeGreaterThan(0)
    expect(sample(text, 'site_cache_requests_total{cache="page",result="miss"}')).toBeGreaterThan(0)
  })

  it('nothing of them is served on the site’s port', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await fetch(url(path))
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('http_server_request_duration_seconds')
    }
  })
})

describe('the request log', () => {
  it('every answer carries X-Request-Id, and its JSON line is in the log', async () => {
    const forwarded = clientAddress()
    for (const [path, route] of [['/product-list', /^page/], ['/api/front/productCategory?language=zh', /^api_front$/], ['/api/health', /^health$/], ['/no-such-page', /^page/]] as const) {
      const response = await fetch(url(path), { headers: { 'X-Forwarded-For': forwarded } })
      await response.arrayBuffer()
      const id = response.headers.get('x-request-id')
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/)
      // A client error's line is the documented exception (docs/operations.md, issue 26): past the
      // first of its status and route class a minute it is counted, not written; earlier tests may have spent it.
      if (response.status >= 400 && response.status < 500 && spentThisMinute(response.status)) continue
      const line = await logLineOf(id!)
      expect(line, path).toMatchObject({ method: 'GET', status: response.status, client: forwarded })
      expect(String(line.route), path).toMatch(route)
      expect(typeof line.ms, path).toBe('number')
      expect(typeof line.time, path).toBe('string')
    }
  })

  it('a page answered again from the page cache carries its own X-Request-Id, logged', async () => {
    const ids: string[] = []
    for (let n = 0; n < 3; n++) {
      const response = await fetch(url('/legal-notice'))
      await response.arrayBuffer()
      expect(response.status).toBe(200)
      ids.push(response.headers.get('x-request-id') ?? '')
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(3)
    expect(await logLineOf(ids[2]!)).toMatchObject({ method: 'GET', status: 200, route: 'page_cached' })
  })

  it('keeps the X-Request-Id of the trusted proxy in front (TRUST_PROXY=1)', async () => {
    const id = `nginx-${Date.now()}`
    const response = await fetch(url('/api/health'), { headers: { 'X-Request-Id': id } })
    await response.arrayBuffer()
    expect(response.headers.get('x-request-id')).toBe(id)
    expect(await logLineOf(id)).toMatchObject({ route: 'health', status: 200 })
  })

  it('the server’s other lines (Next’s, Payload’s) are JSON lines too', () => {
    const lines = serverLogLines()
    const ready = lines.findIndex((line) => String(line.msg).startsWith('> Site ready on'))
    expect(ready).toBeGreaterThan(-1)
    expect(lines[ready]).toMatchObject({ level: 30 })
    expect(lines.slice(ready).every((line) => typeof line.level === 'number'), 'every line after the start is JSON').toBe(true)
  })
})

describe('enquiries in the metrics and the log', () => {
  it('count by outcome, and nothing the visitor wrote reaches the log', async () => {
    const before = await scrape()
    const email = uniqueEmail('ops')
    const phone = `139${String(Date.now()).slice(-8)}`
    const words = `Operations test enquiry ${Date.now()} about rugged tablets`
    const accepted = await postMessage({ name: 'Ops Test', company: 'Example Fleet', email, telephone: phone, productModel: 'VT-10', applicationIndustry: 'Mining', content: words, language: 'en' }, clientAddress())
    expect(accepted.status).toBe(201)
    const refused = await postMessage({ content: '', email: 'not-an-address', language: 'en' }, clientAddress())
    expect(refused.status).toBe(400)
    const after = await scrape()
    expect(sample(after, 'site_enquiries_total{outcome="accepted"}') - sample(before, 'site_enquiries_total{outcome="accepted"}')).toBe(1)
    expect(sample(after, 'site_enquiries_total{outcome="refused_invalid"}') - sample(before, 'site_enquiries_total{outcome="refused_invalid"}')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 3000)) // the staff notice goes through the outbox and its log lines
    const log = JSON.stringify(serverLogLines())
    expect(log).not.toContain(email)
    expect(log).not.toContain(phone)
    expect(log).not.toContain(words)
  })
})
