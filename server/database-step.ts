// The database step of `npm start` (migrate, ensure an administrator, seed an empty database),
// also run by the resilience tests on databases of their own before they serve the existing build.
//
// The step is TypeScript; esbuild bundles our code (packages stay external) and plain Node runs
// it: `payload run`'s on-the-fly loader (tsx) was seen to exit silently or hang on a busy machine.
// Node runs it with the `production` export condition. Without it, lexical's packages (pulled in by
// the rich-text editor) resolve to their `.node.mjs` builds, each of which picks its real build
// with a top-level `await import()`; loaded together on Node 20, one of those sometimes never
// settles and Node exits with status 13 (10 of 20 bare imports of @payloadcms/richtext-lexical).
// The condition resolves them straight to their production builds (0 of 20). `npm run bench:start`
// runs the step on 30 fresh databases to show it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What the step reports when it did its work. */
export interface DatabaseStepReport {
  ok: true
  seeded: boolean
  migrations: string[]
}

/**
 * Runs the step with `env` (DATABASE_URI, PAYLOAD_SECRET, ADMIN_PASSWORD …) and returns its report,
 * or null when it ended without doing its work. Output goes to `stdio` (this terminal by default;
 * a file descriptor to keep it in a log).
 */
export function runDatabaseStep({ env = process.env, stdio = 'inherit' }: { env?: NodeJS.ProcessEnv; stdio?: 'inherit' | number } = {}): DatabaseStepReport | null {
  const say = (line: string) => void (stdio === 'inherit' ? console.log(line) : fs.writeSync(stdio, `${line}\n`))
  const step = (label: string, command: string, args: string[], stepEnv: NodeJS.ProcessEnv) => {
    const started = Date.now()
    say(`> ${label}`)
    const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', stdio, stdio], env: stepEnv })
    const ok = result.status === 0
    say(ok ? `✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)` : `✖ ${label} failed (exit ${result.status ?? result.signal})`)
    return ok
  }

  // One bundle per process: two instances starting at once in one folder must not share a file.
  const bundle = path.join(ROOT, '.tmp', `prepare-${process.pid}.mjs`)
  const esbuild = path.join(ROOT, 'node_modules/esbuild/bin/esbuild')
  const options = ['--bundle', '--platform=node', '--format=esm', '--target=node22', '--packages=external', '--log-level=warning']
  if (!step('Bundling the database step', esbuild, ['src/cms/prepare.ts', `--outfile=${bundle}`, ...options], env)) return null

  const report = path.join(os.tmpdir(), `prepare-${process.pid}-${Date.now()}.json`)
  const label = 'Migrating, and seeding demo content into an empty database'
  step(label, process.execPath, ['--conditions=production', bundle], { ...env, PREPARE_REPORT_FILE: report })
  const prepared = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as DatabaseStepReport) : null
  fs.rmSync(report, { force: true })
  fs.rmSync(bundle, { force: true })
  return prepared?.ok ? prepared : null
}

// Run alone (`node server/database-step.ts`), the step prints its report as its last line.
if (import.meta.url === `file://${process.argv[1]}`) {
  const prepared = runDatabaseStep()
  console.log(`database step report: ${JSON.stringify(prepared)}`)
  process.exit(prepared ? 0 : 1)
}
