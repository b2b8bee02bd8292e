// The database step of `npm start` (migrate, ensure an administrator, seed an empty database),
// also run by the resilience tests on databases of their own before they serve the existing build.
//
// The step is TypeScript; esbuild bundles our code (packages stay external) and plain Node runs
// it: `payload run`'s on-the-fly loader (tsx) was seen to exit silently or hang on a busy machine.
// It has also been seen to die before touching the database (status 13: Node found a top-level
// await unsettled while loading the packages, more often on a busy machine — up to four times in
// a row); a later attempt has always gone through. Each attempt is idempotent.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Runs the step with `env` (DATABASE_URI, PAYLOAD_SECRET, ADMIN_PASSWORD …) and returns its report,
 * or null when every attempt ended without doing its work. Output goes to `stdio` (this terminal
 * by default; a file descriptor to keep it in a log).
 * @param {{ env?: NodeJS.ProcessEnv, stdio?: 'inherit' | number, attempts?: number }} [options]
 * @returns {{ ok: true, seeded: boolean, migrations: string[] } | null}
 */
export function runDatabaseStep({ env = process.env, stdio = 'inherit', attempts = 6 } = {}) {
  const say = (line) => (stdio === 'inherit' ? console.log(line) : fs.writeSync(stdio, `${line}\n`))
  const step = (label, command, args, stepEnv) => {
    const started = Date.now()
    say(`> ${label}`)
    const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', stdio, stdio], env: stepEnv })
    const ok = result.status === 0
    say(ok ? `✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)` : `✖ ${label} failed (exit ${result.status ?? result.signal})`)
    return ok
  }

  const bundle = path.join(ROOT, '.tmp', 'prepare.mjs')
  const esbuild = path.join(ROOT, 'node_modules/esbuild/bin/esbuild')
  const options = ['--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=warning']
  if (!step('Bundling the database step', esbuild, ['src/cms/prepare.ts', `--outfile=${bundle}`, ...options], env)) return null

  for (let attempt = 1; attempt <= attempts; attempt++) {
    const report = path.join(os.tmpdir(), `prepare-${process.pid}-${Date.now()}.json`)
    step('Migrating, and seeding demo content into an empty database', process.execPath, [bundle], { ...env, PREPARE_REPORT_FILE: report })
    const prepared = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : null
    fs.rmSync(report, { force: true })
    if (prepared?.ok) return prepared
  }
  say(`✖ The database step failed ${attempts} times (no report).`)
  return null
}
