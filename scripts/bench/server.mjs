// `npm run bench:server`: cached pages from the app against nginx serving the very same bytes from
// files, side by side in one run (issue 15, "The server"); nginx as the app runs, one process (one
// worker) keeping an access log (buffered, as production nginx does), since the app logs every
// request too (issue 36). It starts a production server on a fresh
// demo database (or uses BASE_URL, with SERVER_PID for its memory), fetches each page once as
// the right device, writes what the app answered (and its gzip) to files for nginx, then runs
// wrk -t2 -c50 -d$BENCH_DURATION (20s) on the app and on nginx in turn, plain and with
// `Accept-Encoding: gzip, br`, and prints each figure beside its target:
// - app req/s ≥ 0.8 × nginx's plain, ≥ 0.4 × nginx's gzip_static compressed (issue 25), p99 ≤ 100 ms;
//   HTML of a page ≤ 60 kB uncompressed;
// - the peak RSS of the server's process group during the load ≤ 350 MB;
// - with metrics and JSON logs on (as this server runs), a cached page ≥ 0.9 × its figure with them
//   off, on a twin of the server, in one run (issue 27, operations-cost.mjs).
// Every answer must be 200 and the pages cache hits before and after the load. It reports: the
// exit code is 0 when a target is missed, non-zero only when the bench itself broke.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startFileNginx } from '../tooling/nginx.mjs'
import { freePort } from '../tooling/postgres.mjs'
import { processGroupRss } from '../tooling/process-memory.mjs'
import { startServer } from '../tooling/server.mjs'
import { assertWrkInstalled, runWrkAsync } from '../tooling/wrk.mjs'
import { benchOperationsCost, printOperationsCost } from './operations-cost.mjs'

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const pages = [
  { name: 'home', path: '/', userAgent: desktop },
  { name: 'product', path: '/product-detail/rt-t7', userAgent: desktop },
  { name: 'phone home', path: '/m.index', userAgent: phone },
  { name: 'English', path: '/en/mdm-price', userAgent: desktop },
]
const encodings = [
  { name: 'plain', headers: {}, ratio: 0.8 },
  { name: 'gzip, br', headers: { 'Accept-Encoding': 'gzip, br' }, ratio: 0.4 },
]
const targets = { p99Ms: 100, htmlKb: 60, rssMb: 350 }
const duration = process.env.BENCH_DURATION || '20s'
const connections = 50

/** One GET as raw bytes (no decompression), so nginx gets exactly what the app sent. */
function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

/** The page as the app serves it from its cache; throws unless it is a 200 cache hit. */
async function cachedAnswer(baseUrl, page, headers) {
  let answer
  for (let attempt = 0; attempt < 5; attempt++) {
    answer = await fetchRaw(baseUrl + page.path, { 'User-Agent': page.userAgent, ...headers })
    if (answer.status === 200 && answer.headers['x-nextjs-cache'] === 'HIT') return answer
  }
  throw new Error(`${page.path}: HTTP ${answer.status}, x-nextjs-cache ${answer.headers['x-nextjs-cache']} (a cached page was expected)`)
}

/** Peak of the server group's RSS, sampled every 100 ms while `work` runs. */
async function peakRssDuring(pid, work) {
  let peak = 0
  const sample = () => (peak = Math.max(peak, pid ? processGroupRss(pid) : 0))
  const timer = setInterval(sample, 100)
  try {
    return { result: await work(), peakMb: (sample(), peak / 1024 / 1024) }
  } finally {
    clearInterval(timer)
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'))
chmodSync(dir, 0o755) // nginx's workers (nobody) read the pages from here
assertWrkInstalled()
let server
let nginx
try {
  let baseUrl = process.env.BASE_URL
  let serverPid = Number(process.env.SERVER_PID) || 0
  // Metrics and the JSON request log on, as in production (issue 27).
  const metricsPort = Number(process.env.METRICS_PORT) || (await freePort())
  const serverEnv = { DATABASE_URI: `file:${dir}/site.db`, MEDIA_DIR: `${dir}/media`, PAYLOAD_SECRET: 'bench-server-secret', ADMIN_PASSWORD: 'test-admin-password', TRUST_PROXY: '1', METRICS_PORT: String(metricsPort), LOG_FORMAT: 'json' }
  if (!baseUrl) {
    console.log('Starting the production server on a fresh demo database …')
    server = await startServer({
      // TRUST_PROXY and the password: the enquiries section gives each request its own client
      // address and reads the stored enquiries back as the administrator.
      env: serverEnv,
      logFile: path.join(dir, 'server.log'),
    })
    baseUrl = server.baseUrl
    serverPid = server.pid
  }

  // The pages' bytes for nginx: one file per page, its .gz beside it.
  const pagesDir = path.join(dir, 'pages')
  mkdirSync(pagesDir, { mode: 0o755 })
  const files = []
  for (const [index, page] of pages.entries()) {
    const plain = await cachedAnswer(baseUrl, page, {})
    const gzip = await cachedAnswer(baseUrl, page, { 'Accept-Encoding': 'gzip, br' })
    if (gzip.headers['content-encoding'] !== 'gzip') throw new Error(`${page.path}: a gzip answer was expected, got ${gzip.headers['content-encoding']}`)
    const file = path.join(pagesDir, `page-${index}.html`)
    writeFileSync(file, plain.body)
    writeFileSync(`${file}.gz`, gzip.body)
    Object.assign(page, { location: `/page-${index}`, htmlBytes: plain.body.length, gzipBytes: gzip.body.length })
    files.push({ location: page.location, file, contentType: plain.headers['content-type'] })
  }
  nginx = await startFileNginx({ files, workers: 1, accessLog: true })

  const rows = []
  const { peakMb } = await peakRssDuring(serverPid, async () => {
    for (const page of pages) {
      for (const encoding of encodings) {
        const headers = { 'User-Agent': page.userAgent, ...encoding.headers }
        const app = await runWrkAsync(baseUrl + page.path, { headers, duration, connections })
        const reference = await runWrkAsync(nginx.url + page.location, { headers, duration, connections })
        await cachedAnswer(baseUrl, page, encoding.headers) // still a cache hit after the load
        rows.push({ page, encoding, app, reference })
      }
    }
  })

  const mark = (ok) => (ok ? 'ok' : 'MISSED')
  const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
  console.log(`\nwrk -t2 -c${connections} -d${duration}, app then nginx (same bytes from files, 1 worker, access log buffered), ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`)
  console.log('page          path                   encoding   app req/s  p50 ms  p99 ms | nginx req/s  p50 ms  p99 ms | ratio (≥ 0.8 plain, 0.4 compressed)  p99 (≤ 100 ms)')
  for (const { page, encoding, app, reference } of rows) {
    const ratio = app.requestsPerSecond / reference.requestsPerSecond
    console.log(
      [
        page.name.padEnd(13),
        page.path.padEnd(22),
        encoding.name.padEnd(10),
        fixed(app.requestsPerSecond, 0).padStart(9),
        fixed(app.p50).padStart(7),
        fixed(app.p99).padStart(7),
        '|',
        fixed(reference.requestsPerSecond, 0).padStart(11),
        fixed(reference.p50).padStart(7),
        fixed(reference.p99).padStart(7),
        '|',
        `${fixed(ratio, 2)} ${mark(ratio >= encoding.ratio)}`.padEnd(14),
        `${fixed(app.p99)} ${mark(app.p99 <= targets.p99Ms)}`,
        app.socketErrors + reference.socketErrors ? `(socket errors: app ${app.socketErrors}, nginx ${reference.socketErrors})` : '',
      ].join(' '),
    )
  }
  console.log('\nHTML of each page, uncompressed (≤ 60 kB):')
  for (const page of pages) {
    const kb = page.htmlBytes / 1024
    console.log(`  ${page.path.padEnd(22)} ${fixed(kb)} kB (gzip ${fixed(page.gzipBytes / 1024)} kB)  ${mark(kb <= targets.htmlKb)}`)
  }
  console.log(serverPid ? `\nPeak RSS of the server's process group during the load: ${fixed(peakMb, 0)} MB (≤ 350 MB) ${mark(peakMb <= targets.rssMb)}` : '\nPeak RSS: not measured (set SERVER_PID with BASE_URL)')

  if (!process.env.BASE_URL) {
    const cost = await benchOperationsCost({ baseUrl, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, env: serverEnv, dir, userAgent: desktop, duration, connections })
    printOperationsCost(cost, connections, duration)
  } else console.log('\nMetrics and JSON logs: not measured against BASE_URL (the bench starts both servers itself)')

  // ENQUIRIES (issue 15): their own section, scripts/bench/enquiries.mjs, written on the i16-post branch.
  const enquiries = new URL('./enquiries.mjs', import.meta.url)
  if (existsSync(enquiries)) {
    const { benchEnquiries, printEnquiries } = await import(enquiries.href)
    printEnquiries(await benchEnquiries({ baseUrl, connections, duration }), connections)
  } else {
    console.log('\nenquiries: run on the i16-post branch (scripts/bench/enquiries.mjs)')
  }
} finally {
  nginx?.stop()
  await server?.stop()
}
