// `npm run bench:pieces`: what each step of the server (server/serve.ts) is worth, measured in one
// run: the built site served with every step, then once without each (BENCH_WITHOUT), the same
// figure taken from both (issue 25; docs/architecture.md "The server" lists the results).
// It prepares a fresh demo database and its build (as `npm start` does; BENCH_PIECES_DIR names a
// folder to keep them in and use again), then serves that build with server/serve.ts again and
// again. BENCH_DURATION (default 10s) is each load's length, after a short warm-up load;
// BENCH_PIECES (e.g. `request-turns,csp`) measures only those steps; BENCH_ROUNDS (default 1)
// measures each with and without it that many times in turn, since a shared machine's load moves
// the absolute figures by far more than some steps are worth.
import { mkdtempSync } from 'node:fs'
import { request } from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'

import { freePort } from '../tooling/postgres.mjs'
import { startServer } from '../tooling/server.mjs'
import { assertWrkInstalled, runWrkAsync } from '../tooling/wrk.mjs'
import { benchEnquiries } from './enquiries.mjs'

const duration = process.env.BENCH_DURATION || '10s'
const only = new Set(String(process.env.BENCH_PIECES ?? '').split(',').map((name) => name.trim()).filter(Boolean))
const rounds = Number(process.env.BENCH_ROUNDS) || 1
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const dir = process.env.BENCH_PIECES_DIR || mkdtempSync(path.join(os.tmpdir(), 'bench-pieces-'))
const env = {
  DATABASE_URI: `file:${dir}/site.db`,
  MEDIA_DIR: `${dir}/media`,
  PAYLOAD_SECRET: 'bench-pieces-secret',
  ADMIN_PASSWORD: 'test-admin-password',
  TRUST_PROXY: '1',
  JOBS_INTERVAL_SECONDS: '2',
  ENQUIRY_NOTIFY_TO: 'staff@example.com',
  // Metrics and the JSON request log, as in production (issue 27).
  METRICS_PORT: String(await freePort()),
  LOG_FORMAT: 'json',
}
let started = 0

/** Serves the build with serve.ts, `without` some steps, for `work`. */
async function served(without, work) {
  const server = await startServer({ script: 'server/serve.ts', env: { ...env, BENCH_WITHOUT: without.join(',') }, logFile: path.join(dir, `serve-${++started}.log`), log: () => {} })
  try {
    return await work(server)
  } finally {
    await server.stop()
  }
}

/** One raw HTTP exchange (no decompression, any method or target). */
function raw(baseUrl, { method = 'GET', target = '/', headers = {}, body } = {}) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path: target, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A load of `url` after a short one that warms the server up (compiled code, caches). */
async function load(url, options) {
  await runWrkAsync(url, { ...options, duration: '3s' })
  return runWrkAsync(url, { ...options, duration })
}
const pageLoad = (baseUrl) => load(`${baseUrl}/`, { headers: { 'User-Agent': desktop }, connections: 50 })
const apiLoad = (baseUrl) => load(`${baseUrl}/api/front/productCategory?language=zh`, { connections: 200 })
const rate = (run) => `${run.requestsPerSecond.toFixed(0)} req/s, p99 ${run.p99.toFixed(0)} ms`

/** Requests no browser sends: how many got a 5xx. */
async function malformed(baseUrl) {
  const requests = [
    { method: 'TRACE' },
    { method: 'PROPFIND' },
    { target: '/%zz' },
    { target: '/%c0%af' },
    { target: '/api/front/%ff' },
    { method: 'POST', target: '/mdm', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'junk' },
  ]
  let serverErrors = 0
  for (const one of requests) if ((await raw(baseUrl, one)).status >= 500) serverErrors += 1
  return `${serverErrors} of ${requests.length} answered 5xx`
}

/** The home page's scripts and styles as a browser accepting brotli downloads them (bytes). */
async function firstLoadBytes(baseUrl) {
  const html = (await raw(baseUrl, { headers: { 'User-Agent': desktop } })).body.toString('utf8')
  const files = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g)].map(([file]) => file))]
  const fetchAll = () => Promise.all(files.map((file) => raw(baseUrl, { target: file, headers: { 'Accept-Encoding': 'gzip, deflate, br' } })))
  await fetchAll() // the first request starts each file's compression
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const answers = await fetchAll()
  const bytes = answers.reduce((sum, answer) => sum + answer.body.length, 0)
  const encodings = [...new Set(answers.map((answer) => answer.headers['content-encoding'] ?? 'none'))].join('/')
  return `${(bytes / 1024).toFixed(0)} kB (${encodings}), ${files.length} files`
}

/** Enquiries accepted from one client that forges a new X-Forwarded-For entry each time (the proxy adds its own last). */
async function cacheHeaders(baseUrl) {
  const answer = await raw(baseUrl, { target: '/', headers: { 'User-Agent': desktop } })
  return `Cache-Control "${answer.headers['cache-control']}", Vary "${answer.headers.vary}"`
}

/** Mail jobs still waiting some seconds after an enquiry (the runner works them every 2 s). */
async function waitingJobs(baseUrl) {
  const database = new Database(`${dir}/site.db`)
  const waiting = () => database.prepare("SELECT COUNT(*) AS n FROM payload_jobs WHERE completed_at IS NULL AND queue = 'mail'").get().n
  const before = waiting()
  const answer = await raw(baseUrl, {
    method: 'POST',
    target: '/api/front/leaveMessage',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' },
    body: JSON.stringify({ content: 'jobs bench', email: 'jobs@example.com', language: 'en' }),
  })
  if (answer.status !== 201) throw new Error(`enquiry: HTTP ${answer.status}`)
  await new Promise((resolve) => setTimeout(resolve, 8000))
  const after = waiting()
  database.close()
  return `${after} mail job(s) waiting 8 s after an enquiry (${before} before)`
}

/** Requests half sent when SIGTERM arrives: how many get their whole answer, and the exit code. */
async function shutdown(server) {
  const { hostname, port } = new URL(server.baseUrl)
  const body = JSON.stringify({ content: 'shutdown bench', email: 'shutdown@example.com', language: 'en' })
  const half = Buffer.byteLength(body) >> 1
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, n) =>
      new Promise((resolve) => {
        const socket = net.connect(Number(port), hostname)
        let text = ''
        socket.on('data', (chunk) => (text += chunk))
        socket.on('close', () => resolve(/^HTTP\/1\.1 \d+/.test(text) && text.includes('"result"')))
        socket.on('error', () => resolve(false))
        socket.write(`POST /api/front/leaveMessage HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Forwarded-For: 192.0.2.${n + 1}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`)
        setTimeout(() => n === 0 && process.kill(server.pid, 'SIGTERM'), 500)
        setTimeout(() => socket.end(body.slice(half)), 1500)
      }),
    ),
  )
  const { code, signal } = await server.exited
  return `${answers.filter(Boolean).length} of 6 answered, exit ${code ?? signal}`
}

assertWrkInstalled()
console.log('Preparing a fresh demo database and its build (npm start) …')
const prepared = await startServer({ env, logFile: path.join(dir, 'start.log') })
await prepared.stop()

const rows = []
const measure = async (piece, figure, work, { withSteps = [], withoutSteps = [piece] } = {}) => {
  if (only.size && !only.has(piece)) return
  for (let round = 1; round <= rounds; round++) {
    console.log(`… ${piece}${rounds > 1 ? `, round ${round}` : ''}`)
    const withPiece = await served(withSteps, work)
    const withoutPiece = await served(withoutSteps, work)
    rows.push({ piece: rounds > 1 ? `${piece} (round ${round})` : piece, figure, withPiece, withoutPiece })
  }
}

await measure('page-cache', 'a cached page, wrk -c50', (server) => pageLoad(server.baseUrl).then(rate))
await measure('request-log', 'a cached page, wrk -c50 (a JSON line per answer to the log file)', (server) => pageLoad(server.baseUrl).then(rate))
await measure('metrics', 'a cached page, wrk -c50', (server) => pageLoad(server.baseUrl).then(rate))
await measure('request-turns', 'an API read, wrk -c200', (server) => apiLoad(server.baseUrl).then(rate))
const enquiries = async (server) => {
  await benchEnquiries({ baseUrl: server.baseUrl, duration: '3s' }) // warm-up
  const { figures } = await benchEnquiries({ baseUrl: server.baseUrl, duration, pid: server.pid })
  return `${figures.acceptedPerSecond.toFixed(0)} accepted/s, p99 ${figures.p99Ms.toFixed(0)} ms, ${figures.lost} lost; server CPU ${figures.serverCpuMsPerEnquiry.toFixed(2)} ms an enquiry`
}
await measure('checkpoints', 'enquiries, wrk -c50', enquiries)
await measure('direct-routes', 'enquiries, wrk -c50', enquiries)
await measure('csp', 'a page Next serves from its cache (page cache off), wrk -c50', (server) => pageLoad(server.baseUrl).then(rate), {
  withSteps: ['page-cache'],
  withoutSteps: ['page-cache', 'csp'],
})
await measure('request-guard', 'six requests no browser sends', (server) => malformed(server.baseUrl))
await measure('static-brotli', 'the home page\'s scripts and styles', (server) => firstLoadBytes(server.baseUrl))
await measure('shared-cache', 'the home page\'s caching headers', (server) => cacheHeaders(server.baseUrl))
await measure('jobs-runner', 'the mail outbox', (server) => waitingJobs(server.baseUrl))
await measure('graceful-shutdown', 'SIGTERM with 6 enquiries half sent', (server) => shutdown(server))

console.log(`\nEach step of server/serve.ts with and without it, one run (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}, BENCH_DURATION ${duration}):`)
for (const { piece, figure, withPiece, withoutPiece } of rows) {
  console.log(`\n${piece} — ${figure}\n  with:    ${withPiece}\n  without: ${withoutPiece}`)
}
