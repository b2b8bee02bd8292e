// The scale-out shape on one machine, for the cluster test stage and `npm run bench:cluster`:
// a throwaway PostgreSQL, redis-server, an S3-compatible server (s3rver), two app instances and
// nginx round-robin in front of them (deploy/nginx-site.conf).
//
// How it starts, as a deployment would:
// 1. two database steps at the same moment on the empty database (two instances booting
//    together): one migrates and seeds, the other waits for it and finds the work done;
// 2. instance A: a copy of this checkout with a production install (no devDependencies), where
//    `npm start` (server/start.ts) builds and serves;
// 3. instance B: a copy of A's folder, build included, as a container image would be, at another
//    path; its `npm start` finds the build up to date and serves without building;
// 4. nginx in front of both: its TLS server (a certificate of the run's own CA) on the public
//    address, plain HTTP sending visitors there.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startNginx, trustCa } from './nginx.mjs'
import { freePort, startPostgres } from './postgres.mjs'
import { startRedis } from './redis.mjs'
import { startS3 } from './s3.mjs'
import { startServer } from './server.mjs'
import { copySite, siteFiles } from './site-copy.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The bucket of the instances' backups (BACKUP_S3_BUCKET), beside the media one on the same S3 server. */
export const backupBucket = 'backups'

/** One database step as a separate process (as an instance's `npm start` runs it); its report. */
function databaseStep(env, logFile) {
  return new Promise((resolve) => {
    const out = openSync(logFile, 'a')
    const child = spawn(process.execPath, ['server/database-step.ts'], { cwd: ROOT, env, stdio: ['ignore', out, out] })
    closeSync(out)
    child.on('exit', (code) => {
      const line = readFileSync(logFile, 'utf8').split('\n').findLast((text) => text.startsWith('database step report: '))
      resolve({ code, report: line ? JSON.parse(line.slice('database step report: '.length)) : null, logFile })
    })
  })
}

/**
 * @param {{ dir: string, env?: Record<string, string>, log?: (line: string) => void }} options
 *   dir: logs and build copies; env: extra settings for both instances.
 */
export async function startCluster({ dir, env: extraEnv = {}, log = console.log }) {
  mkdirSync(dir, { recursive: true })
  const started = Date.now()
  const stops = []
  const stop = async () => {
    for (const undo of stops.reverse()) await undo()
    stops.length = 0
  }
  try {
    const postgres = await startPostgres({ database: 'cluster', log })
    stops.push(() => postgres.stop())
    const redis = await startRedis({ log })
    stops.push(() => redis.stop())
    const s3 = await startS3({ dir: path.join(dir, 's3'), buckets: [backupBucket], log })
    stops.push(() => s3.stop())

    // The public address is nginx's TLS server: its port is chosen now, nginx starts last.
    const nginxPort = await freePort()
    const env = {
      ...process.env,
      SITE_URL: `https://127.0.0.1:${nginxPort}`,
      DATABASE_URI: postgres.uri,
      REDIS_URL: redis.url,
      ...s3.env,
      PAYLOAD_SECRET: 'cluster-secret-shared-by-every-instance',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'test-admin-password',
      // nginx appends the address it saw; the test clients name theirs one hop further left.
      TRUST_PROXY: '2',
      // Backups to a bucket of their own, on the default schedule (one at start, then daily).
      BACKUP_S3_BUCKET: backupBucket,
      BACKUP_S3_PREFIX: 'site/',
      BACKUP_INTERVAL_HOURS: '24',
      ...extraEnv,
    }

    log('two database steps at once on the empty database …')
    const firstStartEnv = { ...env, MEDIA_DIR: path.join(dir, 'first-start-media') }
    const firstStart = await Promise.all([1, 2].map((n) => databaseStep(firstStartEnv, path.join(dir, `database-step-${n}.log`))))

    // Outside this checkout: nested in it, a copy would see two lockfiles and its build another root.
    const folders = mkdtempSync(path.join(os.tmpdir(), 'cluster-sites-'))
    stops.push(() => rmSync(folders, { recursive: true, force: true }))
    const folderA = path.join(folders, 'instance-a')
    const folderB = path.join(folders, 'instance-b')
    const files = siteFiles()
    copySite(files, ROOT, folderA)
    // A production install, as `NODE_ENV=production npm ci` leaves it: no devDependencies.
    const pruned = spawnSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: folderA, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' })
    if (pruned.status !== 0) throw new Error(`npm prune --omit=dev failed: ${pruned.stderr}`)
    // Each instance has a disk of its own: only the bucket can make a file seen by both; and a
    // metrics listener of its own (the fault drills' Prometheus scrapes both).
    const metricsPorts = { a: await freePort(), b: await freePort() }
    const instanceOptions = (name, folder) => ({ cwd: folder, env: { ...env, MEDIA_DIR: path.join(folder, 'media'), METRICS_PORT: String(metricsPorts[name]) }, logFile: path.join(dir, `instance-${name}.log`), log })
    const instances = {}
    instances.a = await startServer(instanceOptions('a', folderA))
    stops.push(() => instances.a.stop())
    copySite(files, folderA, folderB)
    const bStarted = Date.now()
    instances.b = await startServer(instanceOptions('b', folderB))
    stops.push(() => instances.b.stop())
    const bReadyMs = Date.now() - bStarted
    const { a, b } = instances
    /** Starts a stopped instance again, as it was (same folder, port and settings); the cluster's stop() stops the new one. */
    const restart = async (/** @type {'a' | 'b'} */ name) => {
      const old = instances[name]
      instances[name] = await startServer({ ...instanceOptions(name, name === 'a' ? folderA : folderB), port: old.port })
      return instances[name]
    }

    const nginx = await startNginx({ upstreams: [a.port, b.port], port: nginxPort, log })
    stops.push(() => nginx.stop())
    // This process's HTTPS clients (the tests, the bench) trust the run's CA, as a browser would the real one.
    trustCa(nginx.caFile)
    log(`cluster ready in ${((Date.now() - started) / 1000).toFixed(0)} s (instance B: ${(bReadyMs / 1000).toFixed(1)} s from a copied build)`)
    /** For a test process that ends early: everything but s3rver, which lives in this process. */
    const stopSync = () => [() => instances.a.stopSync(), () => instances.b.stopSync(), nginx.stop, redis.stop, postgres.stop].forEach((undo) => undo())
    return { postgres, redis, s3, a, b, nginx, env, folders: { a: folderA, b: folderB }, metricsPorts, restart, firstStart, bReadyMs, stop, stopSync }
  } catch (error) {
    await stop()
    throw error
  }
}
