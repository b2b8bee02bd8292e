// `npm run bench:memory` (issue 36): what a storm of made-up addresses and a fuzz make the server
// keep. It starts a production server on a fresh demo database (or uses BASE_URL with SERVER_PID
// and METRICS_URL), warms it, then sends 16 clients' worth of made-up addresses across every route
// that names a document or a page of a list (BENCH_STORM, default 20,000), then a fuzz of odd
// requests (BENCH_FUZZ, default 10,000), while a 17th client reads a cached page; it samples the
// server's RSS (its process group, /proc) and V8 heap (the metrics' nodejs_heap_size_used_bytes)
// every 250 ms, then watches the RSS for 2 minutes of quiet. Figures beside the targets; the exit
// code is non-zero only when the bench itself broke.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../tooling/postgres.mjs'
import { processGroupRss } from '../tooling/process-memory.mjs'
import { startServer } from '../tooling/server.mjs'

const targets = { steadyRssMb: 350, peakHeapMb: 400, peakRssMb: 600, afterRssMb: 400, afterSeconds: 120, notFoundPerSecond: 1000, cachedP99Ms: 100 }
const stormSize = Number(process.env.BENCH_STORM) || 20_000
const fuzzSize = Number(process.env.BENCH_FUZZ) || 10_000
const clients = 16
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => bytes / 1024 / 1024
const random = (n) => Math.floor(Math.random() * n)
const made = () => `${random(1e9)}`

/** A made-up address of a route that names a document, a list page or a filter, as a phone or a desktop would ask. */
function madeUpRequest() {
  const [path, agent] = [
    [`/product-detail/made-up-${made()}`, desktop],
    [`/en/m.product-detail/${made()}`, phone],
    [`/news-detail/${made()}`, desktop],
    [`/m.news-detail/${made()}`, phone],
    [`/en/solution-detail/${made()}`, desktop],
    [`/case-studies/made-up-${made()}`, desktop],
    [`/m.case-studies/made-up-${made()}`, phone],
    [`/news-list/${made()}/2`, desktop],
    [`/product-list?i=${made()}`, desktop],
    [`/downloads?product=made-up-${made()}`, desktop],
    [`/where-to-buy?country=${made()}`, desktop],
  ][random(11)]
  return { method: 'GET', path, headers: { 'User-Agent': agent } }
}

const oddPaths = ['/%zz', '/..%2f..%2fetc/passwd', '/api/front/news?id=%00', '/admin/%', '/_next/image?url=/x', '/api/cms/products?where[x][y]=1', '/en/m.', '/m.index/../../x']
const oddMethods = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD']

/** An odd request: made-up paths and queries, unknown fields, broken bodies, long headers. */
function fuzzRequest() {
  const path = random(3) === 0 ? oddPaths[random(oddPaths.length)] : `/${Math.random().toString(36).slice(2)}${random(2) ? `?${made()}=${'x'.repeat(random(200))}` : ''}`
  const method = oddMethods[random(oddMethods.length)]
  const body = method === 'GET' || method === 'HEAD' ? undefined : random(2) ? '{"language":' : JSON.stringify({ content: 'x'.repeat(random(3000)), language: random(4) })
  return { method, path: random(4) === 0 ? '/api/front/leaveMessage' : path, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.${random(256)}.${random(256)}`, 'Accept-Language': 'x'.repeat(random(500)) }, body }
}

async function send(baseUrl, { method, path, headers, body }) {
  try {
    const response = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** `count` requests from `make`, `clients` at a time; answers by status, and the rate. */
async function flood(baseUrl, make, count) {
  const statuses = new Map()
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (sent < count) {
        sent += 1
        const status = await send(baseUrl, make())
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return { statuses, perSecond: count / ((performance.now() - started) / 1000) }
}

/** A cached page read in a loop until `done`: its latencies. */
async function readCachedPage(baseUrl, done) {
  const latencies = []
  while (!done()) {
    const started = performance.now()
    await send(baseUrl, { method: 'GET', path: '/legal-notice', headers: { 'User-Agent': desktop } })
    latencies.push(performance.now() - started)
  }
  latencies.sort((a, b) => a - b)
  return { p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, count: latencies.length }
}

async function heapUsed(metricsUrl) {
  try {
    const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) })).text()
    return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? NaN)
  } catch {
    return NaN
  }
}

/** Samples RSS and heap every 250 ms while `work` runs: the peaks. */
async function sampled(pid, metricsUrl, work) {
  const peaks = { rss: 0, heap: 0 }
  let running = true
  const sampler = (async () => {
    while (running) {
      peaks.rss = Math.max(peaks.rss, processGroupRss(pid))
      peaks.heap = Math.max(peaks.heap, (await heapUsed(metricsUrl)) || 0)
      await sleep(250)
    }
  })()
  try {
    return { result: await work(), peaks }
  } finally {
    running = false
    await sampler
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'))
let server
try {
  let baseUrl = process.env.BASE_URL
  let pid = Number(process.env.SERVER_PID) || 0
  let metricsUrl = process.env.METRICS_URL
  if (!baseUrl) {
    const metricsPort = await freePort()
    console.log('Starting the production server on a fresh demo database …')
    server = await startServer({
      env: { DATABASE_URI: `file:${dir}/site.db`, MEDIA_DIR: `${dir}/media`, PAYLOAD_SECRET: 'bench-memory-secret', TRUST_PROXY: '1', METRICS_PORT: String(metricsPort), LOG_FORMAT: 'json' },
      logFile: path.join(dir, 'server.log'),
    })
    ;[baseUrl, pid, metricsUrl] = [server.baseUrl, server.pid, `http://127.0.0.1:${metricsPort}/metrics`]
  }
  // Warm-up: every kind of page once on each device, the not-found pages included.
  for (const page of ['/', '/m.index', '/en', '/product-list', '/news-trend', '/legal-notice', '/downloads', '/where-to-buy', '/case-studies']) {
    await send(baseUrl, { method: 'GET', path: page, headers: { 'User-Agent': page.startsWith('/m.') ? phone : desktop } })
  }
  for (let n = 0; n < 200; n++) await send(baseUrl, madeUpRequest())
  await sleep(10_000)
  const steady = processGroupRss(pid)

  // The two phases sampled apart, so that the figures say which of them raises the peak.
  let stormOver = false
  const reader = readCachedPage(baseUrl, () => stormOver)
  const madeUpPhase = await sampled(pid, metricsUrl, () => flood(baseUrl, madeUpRequest, stormSize))
  const fuzzPhase = await sampled(pid, metricsUrl, () => flood(baseUrl, fuzzRequest, fuzzSize))
  stormOver = true
  const storm = {
    result: { madeUp: madeUpPhase.result, fuzz: fuzzPhase.result, cached: await reader },
    peaks: { rss: Math.max(madeUpPhase.peaks.rss, fuzzPhase.peaks.rss), heap: Math.max(madeUpPhase.peaks.heap, fuzzPhase.peaks.heap) },
  }

  const after = []
  const quietStarted = Date.now()
  let backAfter = null
  while (Date.now() - quietStarted < targets.afterSeconds * 1000) {
    await sleep(5_000)
    const rss = processGroupRss(pid)
    after.push(rss)
    if (backAfter === null && mb(rss) <= targets.afterRssMb) backAfter = (Date.now() - quietStarted) / 1000
  }

  const mark = (ok) => (ok ? 'ok' : 'MISSED')
  const { madeUp, fuzz, cached } = storm.result
  const byStatus = (statuses) => [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status || 'failed'}: ${count}`).join(', ')
  console.log(`\nMemory under a storm (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}, Node ${process.versions.node} here)`)
  console.log(`  RSS after warm-up:                ${mb(steady).toFixed(0)} MB (≤ ${targets.steadyRssMb}) ${mark(mb(steady) <= targets.steadyRssMb)}`)
  console.log(`  made-up addresses:                ${stormSize} from ${clients} clients, ${madeUp.perSecond.toFixed(0)} answers/s (≥ ${targets.notFoundPerSecond}) ${mark(madeUp.perSecond >= targets.notFoundPerSecond)}; ${byStatus(madeUp.statuses)}`)
  console.log(`  fuzz:                             ${fuzzSize} odd requests, ${fuzz.perSecond.toFixed(0)}/s; ${byStatus(fuzz.statuses)} ${mark(![...fuzz.statuses.keys()].some((status) => status >= 500 || status === 0))} (no 5xx, none failed)`)
  console.log(`  a cached page meanwhile:          p99 ${cached.p99.toFixed(1)} ms over ${cached.count} reads (≤ ${targets.cachedP99Ms}) ${mark(cached.p99 <= targets.cachedP99Ms)}`)
  console.log(`  peak V8 heap during the storm:    ${mb(storm.peaks.heap).toFixed(0)} MB (≤ ${targets.peakHeapMb}) ${mark(mb(storm.peaks.heap) <= targets.peakHeapMb)}`)
  console.log(`  peak RSS during the storm:        ${mb(storm.peaks.rss).toFixed(0)} MB (≤ ${targets.peakRssMb}) ${mark(mb(storm.peaks.rss) <= targets.peakRssMb)}`)
  console.log(`    of which made-up / fuzz:        heap ${mb(madeUpPhase.peaks.heap).toFixed(0)} / ${mb(fuzzPhase.peaks.heap).toFixed(0)} MB, RSS ${mb(madeUpPhase.peaks.rss).toFixed(0)} / ${mb(fuzzPhase.peaks.rss).toFixed(0)} MB`)
  console.log(`  RSS after ${targets.afterSeconds} s of quiet:         ${after.map((rss) => mb(rss).toFixed(0)).join(' ')} MB; ≤ ${targets.afterRssMb} MB ${backAfter === null ? 'never: MISSED' : `after ${backAfter} s: ok`}`)
} finally {
  await server?.stop()
}
