// Prometheus metrics (prom-client) for the person who runs the servers, on a listener of their own:
// METRICS_PORT, bound to METRICS_HOST (default 127.0.0.1); unset means off. Nothing of it is served
// on the site's port. The series and what each alert reads are in docs/operations.md.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import client from 'prom-client'

import type { Instruments } from '@rugged/front-door/registry'

import { installInstruments } from './instruments.ts'

type Described = [help: string, labelNames: string[]]

/** The series this instance reports besides prom-client's process metrics. */
const catalogue: {
  counters: Record<string, Described>
  gauges: Record<string, Described>
  histograms: Record<string, [...Described, buckets: number[]]>
} = {
  counters: {
    site_cache_requests_total: ['A cache lookup: the memory page cache (page) or the shared Redis store (redis)', ['cache', 'result']],
    site_enquiries_total: ['Enquiry posts by outcome: accepted, refused_<reason>, limited, unavailable', ['outcome']],
    site_registrations_total: ['Event registration posts by outcome: accepted, refused_<reason>, limited, unavailable', ['outcome']],
    site_outbox_sent_total: ['Mails the outbox handed to the mail server', []],
    site_outbox_failed_total: ['Delivery attempts the mail server refused or did not answer (each is retried)', []],
    site_jobs_runs_total: ['Runs of the jobs runner by outcome: ran, elsewhere (another instance held the lock), failed', ['outcome']],
    site_jobs_processed_total: ['Jobs the runner worked on', []],
    site_jobs_failed_total: ['Jobs that failed an attempt', []],
    site_database_query_errors_total: ['Database queries that failed (the database away or refusing)', []],
    site_dependency_errors_total: ['Failed calls to Redis, S3 or the SMTP server', ['service', 'operation']],
    site_sign_in_failures_total: ['Staff sign-ins refused (wrong e-mail or password, locked account)', []],
    site_rate_limited_total: ['Requests answered 429 by rate class', ['class']],
  },
  gauges: {
    site_outbox_pending: ['Mails waiting in the outbox', []],
    site_outbox_oldest_pending_seconds: ['Age of the oldest mail waiting in the outbox (0 when empty)', []],
    site_jobs_lag_seconds: ['Seconds since the jobs runner last completed a run (on any instance for this one: ran or elsewhere)', []],
    site_database_pool_in_use: ['Database connections running a query', []],
    site_database_pool_waiting: ['Queries waiting for a database connection', []],
    site_ready: ['1 while /api/ready answers 200 on this instance, else 0 (checked at each scrape)', []],
    site_backup_last_success_timestamp_seconds: ['When the last backup that succeeded ended, on any instance (0: none yet)', []],
    site_backup_duration_seconds: ['How long the last backup that succeeded took', []],
    site_backup_interval_seconds: ['BACKUP_INTERVAL_HOURS in seconds (0: no scheduled backups)', []],
  },
  histograms: {
    http_server_request_duration_seconds: ['Time from a request to the end of its answer', ['route', 'method', 'status_class'], [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]],
    site_dependency_duration_seconds: ['Latency of calls to Redis, S3 and the SMTP server', ['service', 'operation'], [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30]],
  },
}

export const metricNames: string[] = [...Object.keys(catalogue.counters), ...Object.keys(catalogue.gauges), ...Object.keys(catalogue.histograms)]

/** METRICS_PORT as a port number, or null (off) when unset, empty or not a port. */
export function metricsPort(value = process.env.METRICS_PORT): number | null {
  const port = value === undefined || value.trim() === '' ? NaN : Number(value)
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null
}

/** The instruments as metrics record them (the request timing keeps the histogram's child series itself). */
export interface MetricsRecord extends Instruments {
  metric(name: string): client.Histogram
}

type GaugeSource = () => number | Promise<number>

/**
 * Makes the registry and installs it as the process's instruments (instruments.ts). `sources`:
 * gauges read at each scrape (name → value), e.g. site_ready from the instance's own /api/ready.
 */
export function createMetrics({ sources = {} }: { sources?: Record<string, GaugeSource> } = {}): { registry: client.Registry; record: MetricsRecord } {
  const watched = new Map(Object.entries(sources))
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const counters = new Map<string, client.Counter>()
  const gauges = new Map<string, client.Gauge>()
  const histograms = new Map<string, client.Histogram>()
  for (const [name, [help, labelNames]] of Object.entries(catalogue.counters)) counters.set(name, new client.Counter({ name, help, labelNames, registers: [registry] }))
  for (const [name, [help, labelNames]] of Object.entries(catalogue.gauges)) {
    gauges.set(name, new client.Gauge({
      name, help, labelNames, registers: [registry],
      async collect() {
        const source = watched.get(name)
        if (source) this.set(await source())
      },
    }))
  }
  for (const [name, [help, labelNames, buckets]] of Object.entries(catalogue.histograms)) histograms.set(name, new client.Histogram({ name, help, labelNames, buckets, registers: [registry] }))
  const named = <Metric>(metrics: Map<string, Metric>, name: string): Metric => {
    const metric = metrics.get(name)
    if (!metric) throw new Error(`No metric named ${name}`)
    return metric
  }
  const record: MetricsRecord = {
    increment: (name, labels = {}, by = 1) => named(counters, name).inc(labels, by),
    observe: (name, value, labels = {}) => named(histograms, name).observe(labels, value),
    set: (name, value, labels = {}) => named(gauges, name).set(labels, value),
    watch: (name, read) => {
      named(gauges, name)
      watched.set(name, read)
    },
    metric: (name) => named(histograms, name),
  }
  // Series without labels show from the start (at 0), so an alert's expression has a series to read.
  for (const [name, [, labelNames]] of Object.entries(catalogue.counters)) if (labelNames.length === 0) named(counters, name).inc(0)
  installInstruments(record)
  return { registry, record }
}

/**
 * A gauge source that never holds a scrape up: each read answers the last value `check` gave (NaN
 * before the first) and starts the next check unless one is running. For site_ready, whose check
 * waits up to its 2 s deadline for a part that is away.
 */
export function lastThenNext(check: () => Promise<number>): () => number {
  let value = NaN
  let checking = false
  return () => {
    if (!checking) {
      checking = true
      void check().then((result) => (value = result), () => (value = 0)).finally(() => (checking = false))
    }
    return value
  }
}

/** Serves `registry` at /metrics on `port` and `host`; any other address is a 404. */
export async function startMetricsListener(registry: client.Registry, { port, host = process.env.METRICS_HOST || '127.0.0.1' }: { port: number; host?: string }): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n')
    try {
      const body = await registry.metrics()
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(body)
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${error instanceof Error ? error.message : error}\n`)
    }
  })
  server.unref()
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()))
  return server
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const answeredFromCache = Symbol('answered from a cache')
type Marked = ServerResponse & { [answeredFromCache]?: true }

/** Marks an answer the memory page cache gave (page-cache.ts), so that it counts as `page_cached`. */
export function markCachedAnswer(res: ServerResponse): void {
  ;(res as Marked)[answeredFromCache] = true
}

/** The front API and the site's own static answers beside it (the header's panels, the dialog's strings). */
const frontApis = ['/api/front/', '/api/header-menu/', '/api/enquiry-text/']

/** A file served as it is (the icon, a public picture): not any dotted address, since the phone pages are /m.index, /m.news … */
const staticFile = /\.(ico|svg|png|jpe?g|gif|webp|avif|css|js|map|woff2?|ttf|pdf|webmanifest)$/i

/**
 * The route class of a request, bounded so that made-up addresses cannot grow the series:
 * page, page_cached, api_front, api_cms, admin, static, image, health, other.
 */
export function routeClass(url: string, res: ServerResponse): string {
  const path = url.split('?')[0]
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image') || path.startsWith('/img/')) return 'image'
  if (path === '/api/health' || path === '/api/ready') return 'health'
  if (frontApis.some((prefix) => path.startsWith(prefix))) return 'api_front'
  if (path.startsWith('/api/cms/') || path === '/api/cms') return 'api_cms'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return 'other'
  if (staticFile.test(path)) return 'static'
  if ((res as Marked)[answeredFromCache] || res.getHeader('x-nextjs-cache') === 'HIT') return 'page_cached'
  return 'page'
}

/** Payload's sign-in and password-reset calls (the admin's login form posts to the first). */
const signInPaths = /^\/api\/cms\/users\/(login|forgot-password|reset-password)(\?|$)/

/** A refused sign-in (401) and a limited one (429, src/cms/auth/signInLimits.ts), as Payload answered them. */
function countSignIn(record: Instruments, url: string, status: number): void {
  if (status === 429) record.increment('site_rate_limited_total', { class: 'sign-in' })
  else if (status === 401 && url.startsWith('/api/cms/users/login')) record.increment('site_sign_in_failures_total')
}

/** The step that times every answer into http_server_request_duration_seconds. */
export function createRequestTiming(record: MetricsRecord): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  // One child series per label set, kept: prom-client would hash the labels on every observation.
  const series = new Map<string, { observe(value: number): void }>()
  const histogram = record.metric('http_server_request_duration_seconds')
  return (req, res, next) => {
    const started = performance.now()
    res.once('close', () => {
      const method = req.method && methods.has(req.method) ? req.method : 'other'
      const status = res.headersSent ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted'
      const route = routeClass(req.url ?? '/', res)
      const key = `${route} ${method} ${status}`
      let child = series.get(key)
      if (!child) series.set(key, (child = histogram.labels({ route, method, status_class: status })))
      child.observe((performance.now() - started) / 1000)
      if (req.method === 'POST' && signInPaths.test(req.url ?? '')) countSignIn(record, req.url ?? '', res.statusCode)
    })
    next()
  }
}
