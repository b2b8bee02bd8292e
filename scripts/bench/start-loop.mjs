// `npm run bench:start`: the database step of `npm start` (migrate, administrator, seed) on fresh
// SQLite databases, BENCH_STARTS times (default 30), each in a process of its own as `npm start`
// runs it. Counts failures and hangs; the target is 0 of each (issue 16: the step used to die with
// status 13 in about half the starts, or hang with nothing written). A hang is a step that makes no
// progress (its log, database and media folder unchanged) for BENCH_START_STALL seconds (default
// 120): on a busy shared machine a whole step can take minutes while it works all along, so a
// wall-clock limit alone would count slowness as hangs. BENCH_START_TIMEOUT (default 1200 s) still
// caps a step that keeps writing forever.
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const starts = Number(process.env.BENCH_STARTS) || 30
const timeoutMs = (Number(process.env.BENCH_START_TIMEOUT) || 1200) * 1000
const stallMs = (Number(process.env.BENCH_START_STALL) || 120) * 1000
const stepModule = path.join(root, 'server/database-step.ts')
const runStep = `import(${JSON.stringify(stepModule)}).then((m) => process.exit(m.runDatabaseStep() ? 0 : 1))`

/** What the step has written so far: it changes while the step makes progress. */
function footprint(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => {
      const stat = statSync(path.join(dir, String(name)), { throwIfNoEntry: false })
      return stat ? `${name}:${stat.size}:${stat.mtimeMs}` : ''
    })
    .join('|')
}

/** Runs one step in `dir`; resolves to 'ok', 'hang' or 'failed (exit N)'. */
function runOnce(dir, fd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', runStep], {
      cwd: root,
      stdio: ['ignore', fd, fd],
      // Its own process group, so that a hang is ended with the processes the step started.
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
        MEDIA_DIR: path.join(dir, 'media'),
        PAYLOAD_SECRET: 'bench-start-secret-0123456789',
        ADMIN_PASSWORD: 'bench-start-password',
      },
    })
    const started = Date.now()
    let last = footprint(dir)
    let lastChange = started
    let hung = false
    const watch = setInterval(() => {
      const now = footprint(dir)
      if (now !== last) [last, lastChange] = [now, Date.now()]
      if (Date.now() - lastChange > stallMs || Date.now() - started > timeoutMs) {
        hung = true
        process.kill(-child.pid, 'SIGKILL')
      }
    }, 2000)
    child.on('exit', (code, signal) => {
      clearInterval(watch)
      resolve(hung ? 'hang' : code === 0 ? 'ok' : `failed (exit ${code ?? signal})`)
    })
  })
}

let failures = 0
let hangs = 0
const seconds = []
for (let run = 1; run <= starts; run++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
  const log = path.join(dir, 'step.log')
  const fd = openSync(log, 'w')
  const started = Date.now()
  const outcome = await runOnce(dir, fd)
  closeSync(fd)
  const took = (Date.now() - started) / 1000
  if (outcome === 'hang') hangs++
  else if (outcome !== 'ok') failures++
  else seconds.push(took)
  console.log(`start ${String(run).padStart(2)}/${starts}: ${outcome} in ${took.toFixed(1)} s${outcome === 'ok' ? '' : ` (log kept: ${log})`}`)
  if (outcome === 'ok') rmSync(dir, { recursive: true, force: true })
}

seconds.sort((a, b) => a - b)
const median = seconds.length ? seconds[Math.floor(seconds.length / 2)].toFixed(1) : '-'
console.log(`\n${starts} fresh starts: ${failures} failed, ${hangs} hung (target 0 and 0); median ${median} s each`)
process.exitCode = failures + hangs === 0 ? 0 : 1
