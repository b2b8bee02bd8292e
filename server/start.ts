// `npm start`: migrate the database, seed demo content into an empty one, build when no build
// matches the sources, then serve. Each step is idempotent, so a restart only serves.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { runDatabaseStep } from './database-step.ts'
import { refuseUnknownLanguages } from './languages.ts'
import { processLogger, routeConsoleThrough } from './log.ts'
import { refuseUnsafeScaleOut } from './scale-out.ts'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

// This process's lines through the server's logger (JSON or pretty, LOG_FORMAT); the steps it runs
// as children (the database step, `next build`) write their own.
routeConsoleThrough(processLogger())

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
process.env.PAYLOAD_CONFIG_PATH ||= 'src/cms/payload.config.ts'
process.env.DATABASE_URI ||= 'file:./data/site.db'
refuseUnsafeScaleOut()
refuseUnknownLanguages()

// The `next` command, as its package declares it (package.json `bin`).
const nextPackage = createRequire(import.meta.url).resolve('next/package.json')
const nextBin = path.join(path.dirname(nextPackage), (JSON.parse(fs.readFileSync(nextPackage, 'utf8')) as { bin: { next: string } }).bin.next)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const buildStamp = path.join(root, distDir, 'source-hash')

function run(label: string, args: string[], command = process.execPath): void {
  const started = Date.now()
  console.log(`> ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

/** Everything the build depends on; the database it prerenders from is part of it. */
function sourceHash(): string {
  const hash = createHash('sha256')
  const files = ['package-lock.json', 'next.config.ts', 'tsconfig.json']
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.push(path.relative(root, full))
    }
  }
  // packages/: local packages the site's code imports (the front door, the log limit), so the build holds a copy.
  for (const dir of ['src', 'public', 'packages']) if (fs.existsSync(dir)) walk(dir)
  for (const file of files) {
    if (!fs.existsSync(file)) continue
    hash.update(file)
    hash.update(fs.readFileSync(file))
  }
  hash.update(process.env.DATABASE_URI ?? '')
  // The languages are inlined into the browser's code (next.config.ts `env`).
  hash.update(process.env.SITE_LANGUAGES ?? '')
  return hash.digest('hex')
}

const prepared = runDatabaseStep()
if (!prepared) {
  console.error('✖ Not serving: the database is not ready.')
  process.exit(1)
}

// Pages and data cached by an earlier build were rendered from other content: start afresh.
if (prepared.seeded) fs.rmSync(path.join(distDir, 'cache'), { recursive: true, force: true })

const wanted = sourceHash()
const built = fs.existsSync(buildStamp) ? fs.readFileSync(buildStamp, 'utf8') : ''
if (!prepared.seeded && built === wanted && fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('✔ Build is up to date')
} else {
  // The data cache (unstable_cache entries) outlives builds and is not keyed by the database: a
  // build for another DATABASE_URI (the test suite's fresh database, then `npm start` on the usual
  // one, in the same checkout) or for changed code would otherwise serve data read by the earlier
  // build (seen: an article's attachment ids from the test database, so its download answered 404).
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  run('Building the site', [nextBin, 'build'])
  fs.writeFileSync(buildStamp, wanted)
}

const { serve } = await import('./serve.ts')
await serve()
