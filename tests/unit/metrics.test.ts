/**
 * Issue 27, metrics: server/metrics.ts (prom-client) — METRICS_PORT, the listener of its own
 * (only /metrics, nothing else), the bounded route classes, every series the issue names, the
 * request histogram growing with traffic, and the site's side (src/ops/metrics.ts) reaching the
 * same registry; the POST outcome labels of src/app/api/_lib/post.ts.
 */
import { once } from 'node:events'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installInstruments } from '../../server/instruments.ts'
import { createMetrics, createRequestTiming, lastThenNext, markCachedAnswer, metricNames, metricsPort, routeClass, startMetricsListener } from '../../server/metrics.ts'
import { postOutcome } from '../../src/app/api/_lib/post'
import { metrics } from '../../src/ops/metrics'

const answer = (headers: Record<string, string> = {}) => ({ getHeader: (name: string) => headers[name] }) as unknown as ServerResponse

describe('METRICS_PORT', () => {
  it('is a port number, or off when unset, empty or not a port', () => {
    expect(metricsPort('9464')).toBe(9464)
    expect(metricsPort(undefined)).toBeNull()
    expect(metricsPort(' ')).toBeNull()
    expect(metricsPort('http')).toBeNull()
    expect(metricsPort('70000')).toBeNull()
  })
})

describe('route classes', () => {
  it('sorts every address into one of nine bounded classes', () => {
    const cases: [string, string][] = [
      ['/_next/static/chunks/a.js', 'static'],
      ['/favicon.ico', 'static'],
      ['/_next/image?url=x&w=640&q=75', 'image'],
      ['/img/640/a.jpg', 'image'],
      ['/api/health', 'health'],
      ['/api/ready', 'health'],
      ['/api/front/productCategory?language=zh', 'api_front'],
      ['/api/header-menu/zh', 'api_front'],
      ['/api/enquiry-text/en', 'api_front'],
      ['/api/cms/users/login', 'api_cms'],
      ['/admin/collections/news', 'admin'],
      ['/api/jobs/run', 'other'],
      ['/en/products', 'page'],
      ['/sitemap.xml', 'page'],
      ['/icon.svg', 'static'],
      ['/m.index', 'page'],
      ['/en/m.news', 'page'],
      ['/m.product-detail/rt-t7', 'page'],
      ['/' + 'x'.repeat(300), 'page'],
    ]
    for (const [url, expected] of cases) expect(routeClass(url, answer()), url).toBe(expected)
    expect(routeClass('/en', answer({ 'x-nextjs-cache': 'HIT' }))).toBe('page_cached')
    const kept = answer()
    markCachedAnswer(kept)
    expect(routeClass('/en', kept)).toBe('page_cached')
  })
})

describe('the POST outcomes', () => {
  it('are accepted, limited, unavailable or refused_<reason>, bounded whatever the status', () => {
    expect([201, 200, 429, 503, 400, 404, 413, 415, 409, 418].map(postOutcome)).toEqual([
      'accepted', 'accepted', 'limited', 'unavailable', 'refused_invalid', 'refused_not_found', 'refused_too_large', 'refused_content_type', 'refused_conflict', 'refused_other',
    ])
  })
})

describe('the registry and its listener', () => {
  let metricsServer: Server
  let site: Server
  let metricsUrl: string
  let siteUrl: string
  beforeAll(async () => {
    const { registry, record } = createMetrics({ sources: { site_ready: () => 1, site_jobs_lag_seconds: () => 3 } })
    metricsServer = await startMetricsListener(registry, { port: 0 as unknown as number, host: '127.0.0.1' })
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`
    const timing = createRequestTiming(record)
    site = createServer((req, res) => timing(req, res, () => res.writeHead(req.url === '/api/cms/users/login' ? 401 : 200).end('ok')))
    site.listen(0, '127.0.0.1')
    await once(site, 'listening')
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })
  afterAll(() => {
    metricsServer.close()
    site.close()
    installInstruments(undefined)
  })

  const scrape = async () => (await fetch(`${metricsUrl}/metrics`)).text()
  const requestCount = (text: string) => Number(/http_server_request_duration_seconds_count\{route="page",method="GET",status_class="2xx"\} (\d+)/.exec(text)?.[1] ?? 0)

  it('answers /metrics only: any other address or method is a 404', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404)
    expect((await fetch(`${metricsUrl}/api/metrics`)).status).toBe(404)
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404)
    const response = await fetch(`${metricsUrl}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  })

  it('shows every series of the issue, and prom-client’s process metrics', async () => {
    const text = await scrape()
    for (const name of metricNames) expect(text, name).toContain(`# TYPE ${name} `)
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_gc_duration_seconds']) expect(text, name).toContain(`# TYPE ${name} `)
    expect(text).toContain('site_ready 1')
    expect(text).toContain('site_jobs_lag_seconds 3')
  })

  it('the request histogram’s count grows with traffic', async () => {
    const before = requestCount(await scrape())
    for (let i = 0; i < 3; i++) await (await fetch(`${siteUrl}/en/products`)).text()
    await expect.poll(async () => requestCount(await scrape())).toBe(before + 3)
  })

  it('counts a refused sign-in', async () => {
    await (await fetch(`${siteUrl}/api/cms/users/login`, { method: 'POST' })).text()
    await expect.poll(async () => /site_sign_in_failures_total (\d+)/.exec(await scrape())?.[1]).toBe('1')
  })

  it('the site’s code records into the same registry, and times its dependencies', async () => {
    metrics.increment('site_enquiries_total', { outcome: 'accepted' })
    metrics.set('site_outbox_pending', 4)
    metrics.watch('site_database_pool_waiting', () => 2)
    await metrics.timed('smtp', 'send', async () => undefined)
    await expect(metrics.timed('s3', 'get', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    const text = await scrape()
    expect(text).toContain('site_enquiries_total{outcome="accepted"} 1')
    expect(text).toContain('site_outbox_pending 4')
    expect(text).toContain('site_database_pool_waiting 2')
    expect(text).toContain('site_dependency_duration_seconds_count{service="smtp",operation="send"} 1')
    expect(text).toContain('site_dependency_errors_total{service="s3",operation="get"} 1')
  })
})

describe('lastThenNext (site_ready)', () => {
  it('answers the last check without waiting for the next, and one check at a time', async () => {
    let checks = 0
    let release: (value: number) => void = () => undefined
    const read = lastThenNext(() => {
      checks += 1
      return new Promise<number>((resolve) => (release = resolve))
    })
    expect(read()).toBeNaN()
    expect(read()).toBeNaN()
    expect(checks).toBe(1)
    release(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(read()).toBe(1)
    expect(checks).toBe(2)
    release(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(read()).toBe(0)
  })
})

describe('metrics off', () => {
  it('the site’s calls do nothing and still run the work', async () => {
    installInstruments(undefined)
    expect(() => metrics.increment('site_enquiries_total', { outcome: 'accepted' })).not.toThrow()
    await expect(metrics.timed('redis', 'read', async () => 'value')).resolves.toBe('value')
  })
})
