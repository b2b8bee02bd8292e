// `npm run bench:start`: the database step of `npm start` (migrate, administrator, seed) on fresh
// SQLite databases, BENCH_STARTS times (default 30), each in a process of its own as `npm start`
// runs it. Counts failures and hangs (no answer within BENCH_START_TIMEOUT seconds, default 180);
// the target is 0 of each (issue 16: the step used to die with status 13 in about half the starts).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, openSync, closeSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const starts = Number(process.env.BENCH_STARTS) || 30
const timeoutMs = (Number(process.env.BENCH_START_TIMEOUT) || 180) * 1000
const stepModule = path.join(root, 'scripts/lib/database-step.mjs')
const runStep = `import(${JSON.stringify(stepModule)}).then((m) => process.exit(m.runDatabaseStep() ? 0 : 1))`

let failures = 0
let hangs = 0
const seconds = []
for (let run = 1; run <= starts; run++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
  const log = path.join(dir, 'step.log')
  const fd = openSync(log, 'w')
  const started = Date.now()
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', runStep], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'bench-start-secret-0123456789',
      ADMIN_PASSWORD: 'bench-start-password',
    },
  })
  closeSync(fd)
  const took = (Date.now() - started) / 1000
  const outcome = result.error?.code === 'ETIMEDOUT' ? 'hang' : result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`
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
