// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated slow 4G) on Debian's Chromium
// against the production build, every figure of issues 15 and 28 beside its target (the table:
// scripts/tooling/lighthouse-report.mjs; one run: scripts/tooling/lighthouse-run.mjs), and what each
// simulated LCP is made of (its element, and the scripts Lighthouse's simulation made it wait for).
// - The framework's floor (src/app/(floor), a bare page of the same build) is measured first, in
//   the same run; each page's first-load JS is printed as its excess over it.
// - Medians of BENCH_RUNS runs (default 5) after one discarded run (pictures are resized on their
//   first request: it fills the server's image cache). Main-thread work is printed beside
//   Lighthouse's benchmarkIndex: single runs move a lot on a shared machine, that figure least.
// - LCP twice: simulated (Lantern counts every script that ran before the paint on the
//   unthrottled machine as its cost) and with the throttling applied to the browser (devtools),
//   what a phone on that network sees; BENCH_APPLIED=0 skips the applied runs.
// - BENCH_BUSY=1 starts a CPU-bound process beside the bench (targets: performance ≥ 90, TBT ≤ 300 ms).
// - BENCH_PAGES=/a,/b adds pages; BENCH_ONLY=/a,/b measures only these (and the floor).
// BASE_URL=… measures a running server; otherwise a fresh one is started on a temporary database.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { printReport, medianRow } from '../tooling/lighthouse-report.mjs'
import { appliedLcpMs, measure, startBusyProcess, warmPage, withRetry } from '../tooling/lighthouse-run.mjs'
import { startServer } from '../tooling/server.mjs'

const runs = Number(process.env.BENCH_RUNS) || 5
const busy = process.env.BENCH_BUSY === '1'
const measureApplied = process.env.BENCH_APPLIED !== '0'
/** src/rules/routes.ts floorPath (a .ts module, not importable from this script). */
const floorPath = '/bench-floor'
const listOf = (value) => (value ? value.split(',').filter(Boolean) : [])

async function pickPages(baseUrl) {
  const json = (url) => fetch(new URL(url, baseUrl)).then((response) => response.json())
  const categories = await json('/api/front/productCategory?language=zh')
  const news = await json('/api/front/news?language=zh&page=1')
  const product = categories.data.flatMap((category) => category.productList)[0]
  const article = (news.data.items ?? news.data.list ?? [])[0]
  const only = listOf(process.env.BENCH_ONLY)
  if (only.length > 0) return only.map((page) => [page, page])
  return [
    // Issue 28's pages first.
    ['home', '/'],
    ['product detail', `/product-detail/${product.customizeUrl}`],
    ['MDM price', '/mdm-price'],
    ['m. home', '/m.index'],
    ['en news trend', '/en/news-trend'],
    ['en home', '/en'],
    ['m. product detail', `/m.product-detail/${product.customizeUrl}`],
    // The seeded conference microsite (src/cms/seed/content/events.ts) and its invitation page.
    ['event microsite', process.env.BENCH_EVENT ?? '/cpdc2024'],
    ['invitation', '/invitation2025'],
    ['news article', `/news-detail/${article.id}`],
    ['m. news article', `/m.news-detail/${article.id}`],
    ['MDM', '/mdm'],
    ['en product list', '/en/product-list?i=1'],
    ['news trend', '/news-trend'],
    // Issue 14: a result page; every page above also carries the header's (or drawer's) search box.
    ['search', `/search?q=${encodeURIComponent(product.model)}`],
    ['m. search', `/m.search?q=${encodeURIComponent(product.model)}`],
    ...listOf(process.env.BENCH_PAGES).map((page) => [page, page]),
  ]
}

async function measurePage(chrome, name, pagePath, floor = false) {
  const url = new URL(pagePath, baseUrl).toString()
  const status = await warmPage(url, pagePath)
  // A page that does not exist (yet) is reported, not measured: Lighthouse only errors on it.
  if (status !== 200) return { name, path: pagePath, floor, skipped: `HTTP ${status}` }
  await withRetry(() => measure(lighthouse, chrome, url, pagePath))
  const results = []
  for (let run = 0; run < runs; run++) results.push(await withRetry(() => measure(lighthouse, chrome, url, pagePath)))
  const applied = []
  for (let run = 0; measureApplied && run < runs; run++) applied.push(await appliedLcpMs(lighthouse, chrome, url, pagePath))
  const row = medianRow(results)
  return { name, path: pagePath, floor, ...row, appliedLcpMs: applied.length > 0 ? medianRow(applied.map((ms) => ({ ms, failing: [] }))).ms : NaN }
}

let server
let baseUrl = process.env.BASE_URL
if (!baseUrl) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
  console.log('Starting the production server on a fresh demo database …')
  server = await startServer({
    env: { DATABASE_URI: `file:${dir}/site.db`, MEDIA_DIR: `${dir}/media`, PAYLOAD_SECRET: 'bench' },
    logFile: path.join(dir, 'server.log'),
  })
  baseUrl = server.baseUrl
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const stopBusy = busy ? startBusyProcess() : () => {}
// Stopped by hand (Ctrl-C, kill): no browser, busy process or server is left behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    stopBusy()
    await chrome.kill()
    await server?.stop()
    process.exit(1)
  })
}

const rows = []
try {
  rows.push(await measurePage(chrome, 'floor', floorPath, true))
  for (const [name, pagePath] of await pickPages(baseUrl)) {
    rows.push(await measurePage(chrome, name, pagePath))
    console.log(`measured ${pagePath}`)
  }
} finally {
  stopBusy()
  await chrome.kill()
  await server?.stop()
}

printReport(rows, { runs, busy })
