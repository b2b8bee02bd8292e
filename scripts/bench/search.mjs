// `npm run bench:search`: latency of GET /api/front/search under 20 concurrent clients (issue 14),
// on SQLite and on PostgreSQL. For each database: a fresh one, migrated and seeded by the database
// step of `npm start`, served by server/serve.ts from the existing build (run `npm start` or
// `npx next build` once before). Two phases of BENCH_DURATION seconds each (default 10):
// - repeated: a fixed mix of queries (Chinese words, model spellings, mixed, English), so answers
//   come from the search cache after the first of each;
// - distinct: each request a query no one asked before (a word and a random two-letter term), so
//   every one reaches the database.
// Prints p50, p99 and req/s of each, and any answer that was not 200; then, for scale on the same
// machine and load, one client alone (repeated mix), and GET /api/front/siteSettings (a cached
// read that writes no rate-limit counter) under the same 20 clients.
// The per-client allowance would turn this load into 429s: the servers run with
// SEARCH_REQUESTS_PER_MINUTE=100000000 (the counter is still written on every request, as in
// production).
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startPostgres } from '../tooling/postgres.mjs'
import { startServer } from '../tooling/server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const clients = 20
const seconds = Number(process.env.BENCH_DURATION) || 10
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))

const repeated = [
  ['zh', '平板'], ['zh', '车载'], ['zh', 'rt-t7'], ['zh', 'RTT7'], ['zh', '车载 Android'], ['zh', 'MDM'],
  ['zh', '三防'], ['zh', 'IP67'], ['en', 'rugged tablet'], ['en', 'rt t7'], ['en', 'vehicle computer'], ['en', 'forklift'],
]
const words = ['平板', '车载', 'rt', 'android', 'tablet', 'mdm', '电脑', 'windows', 'ip67', 'vehicle']
const letters = 'abcdefghijklmnopqrstuvwxyz0123456789'
const randomQuery = () => {
  const pick = (text) => text[Math.floor(Math.random() * text.length)]
  return [Math.random() < 0.5 ? 'zh' : 'en', `${pick(words)} ${pick(letters)}${pick(letters)}`]
}

const searchPath = (language, q) => `/api/front/search?language=${language}&q=${encodeURIComponent(q)}`
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]

async function load(baseUrl, nextQuery, concurrency = clients, pathOf = searchPath) {
  const times = []
  const failures = new Map()
  const end = Date.now() + seconds * 1000
  let turn = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const [language, q] = nextQuery(turn++)
        const started = performance.now()
        const response = await fetch(`${baseUrl}${pathOf(language, q)}`)
        await response.arrayBuffer()
        times.push(performance.now() - started)
        if (response.status !== 200) failures.set(response.status, (failures.get(response.status) ?? 0) + 1)
      }
    }),
  )
  const sorted = times.sort((a, b) => a - b)
  const failed = [...failures].map(([status, count]) => `${count}× ${status}`).join(', ')
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ${(times.length / seconds).toFixed(0)} req/s (${times.length} requests${failed ? `; not 200: ${failed}` : ''})`
}

function databaseStep(env) {
  const step = `import(${JSON.stringify(path.join(root, 'server/database-step.ts'))}).then((m) => process.exit(m.runDatabaseStep() ? 0 : 1))`
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', step], { cwd: root, stdio: 'ignore', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`the database step failed on ${env.DATABASE_URI}`)
}

async function bench(label, databaseUri) {
  const env = {
    NODE_ENV: 'production',
    PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
    DATABASE_URI: databaseUri,
    MEDIA_DIR: path.join(dir, `media-${label}`),
    PAYLOAD_SECRET: 'bench-search-secret-0123456789',
    ADMIN_PASSWORD: 'bench-search-password',
    SEARCH_REQUESTS_PER_MINUTE: '100000000',
  }
  console.log(`${label}: migrating and seeding …`)
  databaseStep(env)
  const server = await startServer({ script: 'server/serve.ts', env, logFile: path.join(dir, `server-${label}.log`), log: () => undefined })
  try {
    // One round of the mix first, so "repeated" measures cached answers.
    for (const [language, q] of repeated) await fetch(`${server.baseUrl}/api/front/search?language=${language}&q=${encodeURIComponent(q)}`)
    console.log(`${label}, repeated queries: ${await load(server.baseUrl, (turn) => repeated[turn % repeated.length])}`)
    console.log(`${label}, distinct queries: ${await load(server.baseUrl, randomQuery)}`)
    console.log(`${label}, one client alone: ${await load(server.baseUrl, (turn) => repeated[turn % repeated.length], 1)}`)
    const settings = (language) => `/api/front/siteSettings?language=${language}`
    console.log(`${label}, reference siteSettings: ${await load(server.baseUrl, (turn) => repeated[turn % repeated.length], clients, settings)}`)
  } finally {
    await server.stop()
  }
}

console.log(`GET /api/front/search, ${clients} concurrent clients, ${seconds} s per phase (logs in ${dir})`)
await bench('SQLite', `file:${path.join(dir, 'site.db')}`)
const pg = await startPostgres()
try {
  await bench('PostgreSQL', pg.uri)
} finally {
  pg.stop()
}
