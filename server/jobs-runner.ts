// The jobs runner of server/serve.ts: every JOBS_INTERVAL_SECONDS the server asks itself, over
// HTTP on its own port, to run the due jobs (scheduled publishing, the mail outbox). The jobs run
// in a route (src/app/api/jobs/run/route.ts), not in a timer callback, because only inside a Next
// request can their hooks expire cached pages (revalidateTag). Each instance runs its own timer;
// the route lets one instance at a time work (a database lock), so every job runs once.
//
// The route answers only a request carrying this process's token (Authorization: Bearer): a
// random value made at start and handed to the route through the environment (the route runs in
// this same process; src/app/api/jobs/run/runnerToken.ts checks it).
//
// A run may also claim a scheduled backup (src/cms/jobs/backups.ts, once per cluster): this server
// then runs `npm run backup`'s command for it in a process of its own, at a low priority.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { instruments } from './instruments.ts'

export const jobsRunnerPath = '/api/jobs/run'
export const jobsRunnerTokenVariable = 'JOBS_RUNNER_TOKEN'
export const defaultJobsIntervalSeconds = 20
const runTimeoutMs = 5 * 60_000
let lastCompletedAt = Date.now()

/** Seconds since a run last completed here (it ran the jobs, or found another instance at them): site_jobs_lag_seconds. */
export function jobsLagSeconds(now = Date.now()): number {
  return (now - lastCompletedAt) / 1000
}

/** JOBS_INTERVAL_SECONDS in milliseconds: 0 turns the runner off; anything not a number ≥ 0 means the default. */
export function jobsIntervalMs(value = process.env.JOBS_INTERVAL_SECONDS): number {
  const seconds = value === undefined || value.trim() === '' ? NaN : Number(value)
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : defaultJobsIntervalSeconds) * 1000
}

/** Gives this process its token (before Next starts, so the route reads the same value). */
export function issueJobsRunnerToken(): string {
  const token = randomBytes(32).toString('hex')
  process.env[jobsRunnerTokenVariable] = token
  return token
}

/** The address to reach a server listening on `address`: an unspecified one means loopback. */
function ownUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${jobsRunnerPath}`
}

/**
 * Starts the timer on a listening `server`; it stops when the server closes. A run starts
 * `intervalMs` after the previous one ended, so runs of one instance never overlap. A failed run
 * (database away, server busy) is logged once per outage and tried again on the next tick.
 */
export function startJobsRunner(
  server: Server,
  { intervalMs = jobsIntervalMs(), token = process.env[jobsRunnerTokenVariable], log = console.log }: { intervalMs?: number; token?: string; log?: (line: string) => void } = {},
): { stop(): void } {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let failing = false
  const stop = () => {
    stopped = true
    if (timer) clearTimeout(timer)
  }
  if (!intervalMs || !token) return { stop }
  server.once('close', stop)

  const runOnce = async () => {
    // Not listening: shutting down (graceful-shutdown.ts closed the socket), nothing to ask.
    const address = server.listening ? server.address() : null
    if (!address || typeof address === 'string') return
    try {
      const response = await fetch(ownUrl(address), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(runTimeoutMs) })
      const body = (await response.json().catch(() => null)) as { message?: string; data?: { ran?: boolean; jobs?: number; failed?: number; backup?: string } } | null
      if (!response.ok) throw new Error(`${response.status} ${body?.message ?? ''}`.trim())
      if (failing) log('> Jobs runner: running again')
      failing = false
      const run = body?.data
      lastCompletedAt = Date.now()
      instruments()?.increment('site_jobs_runs_total', { outcome: run?.ran === false ? 'elsewhere' : 'ran' })
      if (run?.jobs) log(`> Jobs runner: ran ${run.jobs} job(s), ${run.failed} failed`)
      if (run?.backup) runScheduledBackup(run.backup, log)
    } catch (error) {
      instruments()?.increment('site_jobs_runs_total', { outcome: 'failed' })
      if (!failing) log(`> Jobs runner: run failed (${error instanceof Error ? error.message : error}); trying again every ${intervalMs / 1000} s`)
      failing = true
    }
  }
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => runOnce().finally(schedule), intervalMs)
    timer.unref()
  }
  schedule()
  return { stop }
}

/** The backup a jobs run claimed, by server/backup/cli.ts (it completes the record `recordId`); its lines go to this log. */
function runScheduledBackup(recordId: string, log: (line: string) => void): void {
  // In the server's own folder: the settings' relative paths (BACKUP_DIR, MEDIA_DIR, DATABASE_URI) mean the same there.
  const command = path.join(import.meta.dirname, 'backup', 'cli.ts')
  const child = spawn(process.execPath, [command, 'backup', `--record=${recordId}`], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] })
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, 10) // the site's requests come first
  } catch {}
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.setEncoding('utf8').on('data', (text: string) => {
      const lines = (rest + text).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) log(`> Backup: ${line}`)
    })
  }
  child.on('error', (error) => log(`> Backup: could not start (${error.message})`))
}
