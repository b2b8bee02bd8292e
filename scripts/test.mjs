#!/usr/bin/env node
// `npm test`: every test stage, in order, on throwaway databases and a throwaway server.
//
//   npm test                       typecheck, unit, integration (SQLite, then PostgreSQL), http, e2e,
//                                  resilience, languages, cluster
//   npm test -- unit integration   only the named stages (unit, integration, http, e2e, resilience, languages, cluster)
//   TEST_SKIP_PG=1 npm test        integration and resilience on SQLite only, no cluster (never skipped unless asked)
//
// resilience serves the build the server stage made (server/serve.ts on databases of its own,
// never rebuilt): run alone, it needs an earlier build in the checkout. languages builds a copy of
// the checkout with a language the code does not write (SITE_LANGUAGES=zh,en,ru,de). cluster starts PostgreSQL,
// redis-server, s3rver, two instances (building one) and nginx of its own.
//
// Every stage runs even when an earlier one failed; the exit code is non-zero if any failed.
// No stage passes empty: a stage whose test folder is absent or empty, whose runner finds no test,
// or whose report cannot be read fails. A stage is skipped only where it is declared optional
// (OPTIONAL below: the PostgreSQL runs, when TEST_SKIP_PG asks), and the summary says so.
// A browser test that passed only on its retry (CI retries once) is flaky: the summary names it and
// counts it apart, never as passed, and it fails the run unless tests/known-flaky.txt lists it
// with a reason (that file is meant to stay empty). The last line is `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startPostgres } from './tooling/postgres.mjs'
import { logTail, startServer } from './tooling/server.mjs'
import { closingLine, parseKnownFlaky, playwrightCounts, stageRow, vitestCounts } from './tooling/test-report.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(ROOT)

const STAGES = ['unit', 'integration', 'http', 'e2e', 'resilience', 'languages', 'cluster']
const FOLDERS = { unit: 'tests/unit', integration: 'tests/integration', http: 'tests/http', e2e: 'tests/e2e', resilience: 'tests/resilience', languages: 'tests/languages', cluster: 'tests/cluster' }
const MINUTE = 60_000
// Per-step limits against hangs; all of them together are also held to an overall deadline.
const LIMITS = { unit: 10 * MINUTE, integration: 20 * MINUTE, server: 20 * MINUTE, http: 15 * MINUTE, e2e: 25 * MINUTE, resilience: 25 * MINUTE, languages: 15 * MINUTE, cluster: 35 * MINUTE }
const DEADLINE = Date.now() + Number(process.env.TEST_DEADLINE_MINUTES ?? 85) * MINUTE
/** Browser tests allowed to be flaky, one a line: `<file> › <title> | <reason>` (# starts a comment). */
const KNOWN_FLAKY = 'tests/known-flaky.txt'

// ---------- arguments ----------
const args = process.argv.slice(2)
if (args.includes('-h') || args.includes('--help')) {
  console.log(`usage: npm test [-- ${STAGES.join(' ')}]   (env TEST_SKIP_PG=1 skips the PostgreSQL runs)`)
  console.log('  resilience serves the build of the http/e2e server stage (alone: the checkout\'s last build)')
  process.exit(0)
}
const unknown = args.filter((arg) => !STAGES.includes(arg))
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.join(', ')}.`)
  process.exit(2)
}
const selected = args.length > 0 ? STAGES.filter((stage) => args.includes(stage)) : STAGES
const skipPg = ['1', 'true', 'yes'].includes(String(process.env.TEST_SKIP_PG ?? '').toLowerCase())
/** The only runs that may be skipped, and when: everything else runs or fails. */
const OPTIONAL = { 'integration (postgres)': 'TEST_SKIP_PG is set', cluster: 'TEST_SKIP_PG is set (the cluster runs on PostgreSQL)' }

// ---------- shared state and clean-up ----------
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const tmp = mkdtempSync(path.join(os.tmpdir(), 'rugged-test-'))
const logDir = path.join(ROOT, '.tmp')
mkdirSync(logDir, { recursive: true })

/** @type {import('./tooling/test-report.mjs').Row[]} */
const rows = []
/** Flaky browser tests by name, with whether tests/known-flaky.txt lists them. */
const flakyTests = /** @type {{ name: string, listed: boolean }[]} */ ([])
/** Figures the http, resilience and cluster tests measured (fuzz requests sent, time to 503, kill -9 counts …), printed under the summary. */
const reportedFigures = /** @type {string[]} */ ([])
/** @type {import('node:child_process').ChildProcess | null} */
let runner = null
/** @type {null | { stop(): void }} */
let postgres = null
/** @type {null | { stop(): Promise<void>, stopSync(): void }} */
let server = null

function killGroup(child, signal = 'SIGKILL') {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {}
}

function cleanUpSync() {
  killGroup(runner)
  server?.stopSync()
  postgres?.stop()
  rmSync(tmp, { recursive: true, force: true })
}

let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: stopping the test run and cleaning up…`)
    cleanUpSync()
    process.exit(130)
  })
}
process.on('exit', () => {
  killGroup(runner)
  server?.stopSync()
  postgres?.stop()
})

// ---------- helpers ----------
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function banner(title) {
  const line = '═'.repeat(78)
  console.log(`\n${line}\n  ${title}\n${line}`)
}

/** True if the folder exists and holds at least one file (dotfiles such as .gitkeep do not count). */
function hasFiles(dir) {
  if (!existsSync(dir)) return false
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.name.startsWith('.') ? false : entry.isDirectory() ? hasFiles(path.join(dir, entry.name)) : true,
  )
}

function remaining(limit) {
  return Math.max(0, Math.min(limit, DEADLINE - Date.now()))
}

/** Run a command in its own process group, output to this terminal; resolve with its exit code. */
function run(command, argv, { env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
    runner = child
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      console.error(`\n${path.basename(command)} did not finish within ${seconds(timeoutMs)}; stopping it.`)
      killGroup(child, 'SIGTERM')
      setTimeout(() => killGroup(child), 10_000).unref()
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      runner = null
      console.error(`could not run ${command}: ${error.message}`)
      resolve({ code: -1, timedOut })
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      runner = null
      // Vitest and Playwright leave no workers behind on their own; this catches the odd straggler.
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL')
      } catch {}
      resolve({ code: code ?? (signal ? 128 : 1), timedOut })
    })
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Turn a runner's exit code and report counts into a summary row (rules in ./tooling/test-report.mjs). */
function record(name, started, result, counts) {
  const row = stageRow(name, Date.now() - started, result, counts)
  flakyTests.push(...(counts?.flaky ?? []).map((test) => ({ ...test, name: `${name}: ${test.name}` })))
  rows.push(row)
  return row
}

/** A run left out, as OPTIONAL allows; anything else that cannot run fails (failWithoutTests). */
function skip(name) {
  const note = OPTIONAL[/** @type {keyof typeof OPTIONAL} */ (name)]
  if (!note) throw new Error(`${name} is not an optional stage`)
  console.log(`skipped: ${note}`)
  rows.push({ name, status: 'SKIP', ms: 0, passed: 0, failed: 0, flaky: 0, skipped: 0, note })
}

function failWithoutTests(name, started, note) {
  rows.push({ name, status: 'FAIL', ms: Date.now() - started, passed: 0, failed: 1, flaky: 0, skipped: 0, note: `${note}; counted as 1 failure` })
}

/** A stage whose test folder is absent or empty fails: a stage never passes having run nothing. */
function missingTests(name, folder) {
  console.error(`${folder} is absent or holds no test file.`)
  failWithoutTests(name, Date.now(), `${folder} is absent or empty`)
}

/** The flaky browser tests tests/known-flaky.txt allows. */
function knownFlaky() {
  const { allowed, withoutReason } = parseKnownFlaky(existsSync(KNOWN_FLAKY) ? readFileSync(KNOWN_FLAKY, 'utf8') : '')
  for (const name of withoutReason) console.error(`${KNOWN_FLAKY}: "${name}" has no reason, so it allows nothing.`)
  return allowed
}

const VITEST = path.join(ROOT, 'node_modules', '.bin', 'vitest')
const PLAYWRIGHT = path.join(ROOT, 'node_modules', '.bin', 'playwright')

async function vitest(name, project, env, limit) {
  const report = path.join(tmp, `${project}-${rows.length}.json`)
  const started = Date.now()
  const result = await run(
    VITEST,
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, timeoutMs: remaining(limit) },
  )
  return record(name, started, result, vitestCounts(readJson(report)))
}

async function playwright(env, limit) {
  const report = path.join(tmp, 'e2e.json')
  const started = Date.now()
  const result = await run(PLAYWRIGHT, ['test'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    timeoutMs: remaining(limit),
  })
  return record('e2e', started, result, playwrightCounts(readJson(report), knownFlaky()))
}

// ---------- stages ----------
/** Type-checks everything, tests included: the build checks only the app (tsconfig.json), so a
 * production install without devDependencies can build. Then the code Node runs by type stripping
 * (server/, packages/) with `verbatimModuleSyntax`, as `npm run typecheck` does. */
async function typecheckStage() {
  banner('typecheck — app, tests, scripts and server (tsc -p tsconfig.test.json, then tsconfig.server.json)')
  const started = Date.now()
  const tsc = (project) => run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', project], { env: baseEnv, timeoutMs: remaining(LIMITS.unit) })
  const result = await tsc('tsconfig.test.json')
  const server = result.code === 0 ? await tsc('tsconfig.server.json') : result
  const ok = server.code === 0
  rows.push({ name: 'typecheck', status: ok ? 'PASS' : 'FAIL', ms: Date.now() - started, passed: ok ? 1 : 0, failed: ok ? 0 : 1, flaky: 0, skipped: 0, note: '' })
}

async function unitStage() {
  await typecheckStage()
  banner('unit — pure rules (vitest --project unit)')
  if (!hasFiles(FOLDERS.unit)) return missingTests('unit', FOLDERS.unit)
  await vitest('unit', 'unit', baseEnv, LIMITS.unit)
}

async function integrationStage() {
  const secret = `test-secret-${randomBytes(12).toString('hex')}`
  if (!hasFiles(FOLDERS.integration)) {
    banner('integration — data layer (vitest --project integration)')
    missingTests('integration (sqlite)', FOLDERS.integration)
    if (!skipPg) missingTests('integration (postgres)', FOLDERS.integration)
    return
  }
  banner('integration — data layer on SQLite (vitest --project integration)')
  const sqliteUri = `file:${path.join(tmp, 'int.db')}`
  console.log(`DATABASE_URI=${sqliteUri}`)
  await vitest('integration (sqlite)', 'integration', { ...baseEnv, DATABASE_URI: sqliteUri, PAYLOAD_SECRET: secret, MEDIA_DIR: path.join(tmp, 'media-sqlite') }, LIMITS.integration)

  banner('integration — data layer on PostgreSQL (vitest --project integration)')
  if (skipPg) return skip('integration (postgres)')
  const started = Date.now()
  try {
    postgres = await startPostgres({ database: 'integration', log: (line) => console.log(line) })
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    return failWithoutTests('integration (postgres)', started, 'PostgreSQL did not start')
  }
  try {
    const uri = /** @type {{ uri: string }} */ (postgres).uri
    console.log(`DATABASE_URI=${uri}`)
    await vitest('integration (postgres)', 'integration', { ...baseEnv, DATABASE_URI: uri, PAYLOAD_SECRET: secret, MEDIA_DIR: path.join(tmp, 'media-postgres') }, LIMITS.integration)
  } finally {
    postgres?.stop()
    postgres = null
  }
}

async function serverStages(wantHttp, wantE2e) {
  const haveHttp = wantHttp && hasFiles(FOLDERS.http)
  const haveE2e = wantE2e && hasFiles(FOLDERS.e2e)
  if (!haveHttp && !haveE2e) {
    if (wantHttp) {
      banner('http — API against the running server (vitest --project http)')
      missingTests('http', FOLDERS.http)
    }
    if (wantE2e) {
      banner('e2e — browsers against the running server (playwright test)')
      missingTests('e2e', FOLDERS.e2e)
    }
    return
  }

  banner('server — node server/start.ts (migrate, seed, build if needed, serve)')
  const siteDir = path.join(tmp, 'site')
  mkdirSync(siteDir, { recursive: true })
  const serverEnv = {
    DATABASE_URI: `file:${path.join(siteDir, 'site.db')}`,
    PAYLOAD_SECRET: `test-secret-${randomBytes(12).toString('hex')}`,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'test-admin-password',
    MEDIA_DIR: path.join(siteDir, 'media'),
    // Each HTTP test names its own client address in X-Forwarded-For, so rate-limit counters of
    // one test never spill into another.
    TRUST_PROXY: '1',
    // Staff notices go to a mail server the HTTP tests start on this port (tests/http/staff-mail.test.ts).
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await freePort()),
    ENQUIRY_NOTIFY_TO: 'sales@example.com',
    // Scheduled publishing is checked within seconds of its time (tests/http/scheduled-publishing.test.ts).
    JOBS_INTERVAL_SECONDS: '2',
    // Renderings are counted in the log (tests/http/page-cache.test.ts).
    LOG_PAGE_RENDERS: '1',
    // The metrics listener and the JSON request log (tests/http/operations.test.ts).
    METRICS_PORT: String(await freePort()),
    LOG_FORMAT: 'json',
    // The schedule as `npm start` runs it, its first backup at the start (tests/http/backups.test.ts).
    BACKUP_INTERVAL_HOURS: '24',
    BACKUP_DIR: path.join(siteDir, 'backups'),
  }
  const logFile = path.join(logDir, 'test-server.log')
  rmSync(logFile, { force: true })
  console.log(`DATABASE_URI=${serverEnv.DATABASE_URI}`)
  const started = Date.now()
  try {
    server = await startServer({ env: { ...baseEnv, ...serverEnv }, logFile, timeoutMs: remaining(LIMITS.server) })
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    rows.push({ name: 'server start', status: 'FAIL', ms: Date.now() - started, passed: 0, failed: 0, flaky: 0, skipped: 0, note: `see ${path.relative(ROOT, logFile)}` })
    if (wantHttp) failWithoutTests('http', Date.now(), 'no server')
    if (wantE2e) failWithoutTests('e2e', Date.now(), 'no server')
    return
  }
  const { baseUrl } = /** @type {{ baseUrl: string }} */ (server)
  rows.push({ name: 'server start', status: 'PASS', ms: Date.now() - started, passed: 0, failed: 0, flaky: 0, skipped: 0, note: baseUrl })
  // The HTTP tests' figures (the fuzz: how many of its requests went out) are printed under the summary.
  const httpFigures = path.join(tmp, 'http-figures.txt')
  const env = { ...baseEnv, ...serverEnv, BASE_URL: baseUrl, SERVER_LOG: logFile, HTTP_REPORT: httpFigures }

  try {
    if (wantHttp) {
      banner(`http — API against ${baseUrl} (vitest --project http)`)
      if (haveHttp) await vitest('http', 'http', env, LIMITS.http)
      else missingTests('http', FOLDERS.http)
      const lines = existsSync(httpFigures) ? readFileSync(httpFigures, 'utf8').trim().split('\n').filter(Boolean) : []
      reportedFigures.push(...lines.map((line) => `http: ${line}`))
    }
    if (wantE2e) {
      banner(`e2e — browsers against ${baseUrl} (playwright test)`)
      if (haveE2e) await playwright(env, LIMITS.e2e)
      else missingTests('e2e', FOLDERS.e2e)
    }
  } finally {
    const failed = rows.some((row) => (row.name === 'http' || row.name === 'e2e') && row.status === 'FAIL')
    if (failed) console.log(`\nlast lines of the server log (${path.relative(ROOT, logFile)}):\n${logTail(logFile, 40)}`)
    await server?.stop()
    server = null
  }
}

async function resilienceStage() {
  banner('resilience — PostgreSQL stopped under a running site, kill -9 under load, restore drills (vitest --project resilience)')
  if (!hasFiles(FOLDERS.resilience)) return missingTests('resilience', FOLDERS.resilience)
  const started = Date.now()
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (rows.some((row) => row.name === 'server start' && row.status === 'FAIL')) {
    return failWithoutTests('resilience', started, 'the server stage did not build and start the site')
  }
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No build in ${distDir} to serve.`)
    return failWithoutTests('resilience', started, 'no build: run it after the http or e2e stage (npm test -- http resilience)')
  }
  // Databases and server logs; kept after the run (under .tmp) for a look at a failure.
  const dir = path.join(logDir, 'resilience')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const figures = path.join(tmp, 'resilience-figures.txt')
  const env = {
    ...baseEnv,
    RESILIENCE_DIR: dir,
    RESILIENCE_REPORT: figures,
    PAYLOAD_SECRET: `test-secret-${randomBytes(12).toString('hex')}`,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'test-admin-password',
  }
  const row = await vitest('resilience', 'resilience', env, LIMITS.resilience)
  const lines = existsSync(figures) ? readFileSync(figures, 'utf8').trim().split('\n').filter(Boolean) : []
  reportedFigures.push(...lines.map((line) => `resilience: ${line}`))
  if (row.status === 'FAIL') console.log(`\nserver logs and database-step logs: ${path.relative(ROOT, dir)}/`)
}

async function languagesStage() {
  banner('languages — a copy of the site built with a language only configured (SITE_LANGUAGES=zh,en,ru,de; vitest --project languages)')
  if (!hasFiles(FOLDERS.languages)) return missingTests('languages', FOLDERS.languages)
  // The copy's server log; kept after the run (under .tmp).
  const dir = path.join(logDir, 'languages')
  rmSync(dir, { recursive: true, force: true })
  await vitest('languages', 'languages', { ...baseEnv, LANGUAGES_DIR: dir }, LIMITS.languages)
}

async function clusterStage() {
  banner('cluster — two instances behind nginx on PostgreSQL, Redis and S3 (vitest --project cluster)')
  if (skipPg) return skip('cluster')
  if (!hasFiles(FOLDERS.cluster)) return missingTests('cluster', FOLDERS.cluster)
  const started = Date.now()
  const missing = ['redis-server', 'nginx'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
  if (missing.length > 0) {
    console.error(`Not installed: ${missing.join(', ')} (apt-get install -y redis-server nginx, as the README's test line does).`)
    return failWithoutTests('cluster', started, `${missing.join(', ')} not installed`)
  }
  // Logs of the instances, nginx and the database steps; kept after the run (under .tmp).
  const dir = path.join(logDir, 'cluster')
  rmSync(dir, { recursive: true, force: true })
  const report = path.join(tmp, 'cluster-figures.txt')
  const row = await vitest('cluster', 'cluster', { ...baseEnv, CLUSTER_DIR: dir, CLUSTER_REPORT: report }, LIMITS.cluster)
  const lines = existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean) : []
  reportedFigures.push(...lines.map((line) => `cluster: ${line}`))
  if (row.status === 'FAIL') console.log(`\nlogs of the instances, nginx and the database steps: ${path.relative(ROOT, dir)}/`)
}

// ---------- main ----------
const runStarted = Date.now()
console.log(`Stages: ${selected.join(', ')}${skipPg ? ' (PostgreSQL skipped: TEST_SKIP_PG)' : ''}`)
try {
  if (selected.includes('unit')) await unitStage()
  if (selected.includes('integration')) await integrationStage()
  if (selected.includes('http') || selected.includes('e2e')) {
    await serverStages(selected.includes('http'), selected.includes('e2e'))
  }
  if (selected.includes('resilience')) await resilienceStage()
  if (selected.includes('languages')) await languagesStage()
  if (selected.includes('cluster')) await clusterStage()
} catch (error) {
  console.error('\nThe test run itself failed:', error)
  rows.push({ name: 'test runner', status: 'FAIL', ms: 0, passed: 0, failed: 1, flaky: 0, skipped: 0, note: String(/** @type {Error} */ (error).message ?? error) })
} finally {
  killGroup(runner)
  await server?.stop()
  postgres?.stop()
  rmSync(tmp, { recursive: true, force: true })
}

// ---------- summary ----------
banner(`summary (${seconds(Date.now() - runStarted)}, Node ${process.versions.node})`)
const header = ['stage', 'result', 'passed', 'failed', 'flaky', 'skipped', 'time', 'note']
const table = rows.map((row) => [
  row.name,
  row.status,
  String(row.passed),
  String(row.failed),
  String(row.flaky),
  String(row.skipped),
  row.status === 'SKIP' ? '-' : seconds(row.ms),
  row.note,
])
const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)))
const format = (cells) =>
  cells.map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd()
console.log(format(header))
console.log(widths.map((width) => '─'.repeat(width)).join('  '))
for (const cells of table) console.log(format(cells))

if (reportedFigures.length > 0) {
  console.log('')
  for (const line of reportedFigures) console.log(line)
}

if (flakyTests.length > 0) {
  console.log(`\nflaky (failed, then passed on the retry; counted apart, never as passed):`)
  for (const test of flakyTests) console.log(`  ${test.listed ? `listed in ${KNOWN_FLAKY}` : 'NOT LISTED, fails the run'}: ${test.name}`)
}

const anyFailed = rows.some((row) => row.status === 'FAIL')
console.log('')
console.log(closingLine(rows, flakyTests))
process.exitCode = anyFailed ? 1 : 0
