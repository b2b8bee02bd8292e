// `npm run bench:against -- <checkout>`: this checkout's server beside another built checkout's (an
// earlier commit, say a clone of main before a change), in one run, so that "speed held" is a ratio
// on the same machine at the same moment (absolute figures here move by ±30 %). Both serve a fresh
// demo database with the production defaults (JSON request log, metrics on). BENCH_ROUNDS rounds
// (default 5); in each, both servers start afresh (one process's luck — its memory layout, what
// its JIT made of the hot path — held a side 10 % apart for a whole run when the same code ran
// on both sides), warm up, and are measured in turn, the order swapped each round and both idle
// before each run: the cached home page (wrk -t2 -c50), then enquiries (the bench:enquiries load,
// one client address per request). It prints each side's medians and this/that; the target is
// ≥ 0.95 (no worse, within the noise of a shared machine) and 0 enquiries lost.
// `npm run bench:against -- .` compares this checkout with itself: the bench's own spread.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitUntilIdle } from '../tooling/process-memory.mjs'
import { freePort } from '../tooling/postgres.mjs'
import { startServer } from '../tooling/server.mjs'
import { runWrkAsync } from '../tooling/wrk.mjs'
import { benchEnquiries } from './enquiries.mjs'

const baseline = process.argv[2] && path.resolve(process.argv[2])
if (!baseline || !existsSync(path.join(baseline, '.next', 'BUILD_ID'))) {
  console.error('usage: npm run bench:against -- <a built checkout of the site to compare with>')
  process.exit(2)
}
const rounds = Number(process.env.BENCH_ROUNDS) || 5
const duration = process.env.BENCH_DURATION || '10s'
const connections = 50
const ratioTarget = 0.95
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** The start script of a checkout: the server in TypeScript, or the JavaScript one before issue 35. */
const startScript = (checkout) => (existsSync(path.join(checkout, 'server', 'start.ts')) ? 'server/start.ts' : 'server/start.mjs')

/** A side: its checkout, database, media and log, and the server running now. */
async function side(name, checkout) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-against-${name}-`))
  const env = {
    DATABASE_URI: `file:${dir}/site.db`,
    MEDIA_DIR: `${dir}/media`,
    PAYLOAD_SECRET: 'bench-against-secret',
    ADMIN_PASSWORD: 'test-admin-password',
    TRUST_PROXY: '1',
    METRICS_PORT: String(await freePort()),
    LOG_FORMAT: 'json',
  }
  return { name, checkout, dir, env, server: null }
}

/** (Re)starts a side's server on its database: the first start seeds and builds, later ones find the build up to date. */
async function launch(side) {
  await side.server?.stop()
  side.server = await startServer({ cwd: side.checkout, script: startScript(side.checkout), env: side.env, logFile: path.join(side.dir, 'server.log'), log: () => {} })
  await runWrkAsync(`${side.server.baseUrl}/`, { headers: { 'User-Agent': desktop }, duration: '3s', connections }) // warm-up: the page cache and the JIT
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const cachedPage = (server) => runWrkAsync(`${server.baseUrl}/`, { headers: { 'User-Agent': desktop }, duration, connections })
const enquiries = (server) => benchEnquiries({ baseUrl: server.baseUrl, connections, duration })

const sides = []
/** Against itself the baseline is a copy, so that the two builds do not share a folder. */
const copy = baseline === process.cwd() ? mkdtempSync(path.join(os.tmpdir(), 'bench-against-copy-')) : null
try {
  if (copy) cpSync(baseline, copy, { recursive: true, filter: (source) => !/\/(\.git|\.tmp|\.ci|backups)$/.test(source) })
  sides.push(await side('this checkout', process.cwd()), await side('baseline', copy ?? baseline))
  const [current, previous] = sides
  // The first start of each side seeds its database and builds for it, both at once.
  await Promise.all(sides.map(launch))
  for (const { name, checkout, server } of sides) console.log(`${name}: ${checkout} on ${server.baseUrl} (log ${server.logFile})`)

  const figures = new Map(sides.map((side) => [side, { page: [], pageP99: [], enquiries: [], lost: 0 }]))
  let settledMs = 0
  const settled = async () => (settledMs += await waitUntilIdle(sides.map((side) => side.server.pid)))
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [current, previous] : [previous, current]
    if (round > 0) for (const side of order) await launch(side)
    for (const side of order) {
      await settled()
      const page = await cachedPage(side.server)
      figures.get(side).page.push(page.requestsPerSecond)
      figures.get(side).pageP99.push(page.p99)
    }
    for (const side of order) {
      await settled()
      const { figures: result } = await enquiries(side.server)
      figures.get(side).enquiries.push(result.acceptedPerSecond)
      figures.get(side).lost += result.lost + result.otherAnswers
    }
  }

  const mine = figures.get(current)
  const theirs = figures.get(previous)
  // ratio: how much better this checkout is (for a time, lower is better: baseline / this)
  const row = (name, key, unit, lowerIsBetter = false) => {
    const ratio = lowerIsBetter ? median(theirs[key]) / median(mine[key]) : median(mine[key]) / median(theirs[key])
    const digits = unit === 'ms' ? 1 : 0
    console.log(`${name.padEnd(34)} ${median(mine[key]).toFixed(digits).padStart(8)} ${median(theirs[key]).toFixed(digits).padStart(9)} ${unit.padEnd(6)} ${ratio.toFixed(2).padStart(6)}  ≥ ${ratioTarget}  ${ratio >= ratioTarget ? 'ok' : 'MISSED'}`)
  }
  console.log(`\n${rounds} rounds, each on freshly started servers, the order swapped each round, both idle before each run (waited ${(settledMs / 1000).toFixed(1)} s in all); wrk -t2 -c${connections} -d${duration}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}; medians`)
  console.log(`${''.padEnd(34)} ${'this'.padStart(8)} ${'baseline'.padStart(9)} ${''.padEnd(6)} ${'ratio'.padStart(6)}`)
  row('cached page / (req/s)', 'page', 'req/s')
  row('cached page / p99', 'pageP99', 'ms', true)
  row('enquiries accepted (201/s)', 'enquiries', '/s')
  const eachRound = (key) => mine[key].map((value, round) => `${value.toFixed(0)}/${theirs[key][round].toFixed(0)}`).join('  ')
  console.log(`each round, this/baseline: cached page ${eachRound('page')}; enquiries ${eachRound('enquiries')}`)
  console.log(`enquiries lost or refused: this ${mine.lost}, baseline ${theirs.lost} (target 0) ${mine.lost === 0 ? 'ok' : 'MISSED'}`)
} finally {
  for (const side of sides) await side.server?.stop()
  if (process.env.BENCH_KEEP !== '1') for (const dir of [...sides.map((side) => side.dir), copy]) if (dir) rmSync(dir, { recursive: true, force: true })
}
