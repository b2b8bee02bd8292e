/**
 * Issue 39: SiteBackupTooOld fires when backups stop. A site takes scheduled backups every few
 * seconds (BACKUP_INTERVAL_HOURS, the jobs runner every second) with Prometheus scraping it on
 * deploy/prometheus.yml and deploy/alerts.yml; then its backup folder becomes a file, so every
 * backup fails, and the alert's expression (as Prometheus loaded it) must hold within 1.5 intervals;
 * once the folder is back, the next backup succeeds and the expression no longer holds.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from 'vitest'

import { freePort } from '../../scripts/tooling/postgres.mjs'
import { startPrometheus } from '../../scripts/tooling/prometheus.mjs'
import { onExit, sleep, startSite, workDir } from './support'

/** Seconds between scheduled backups in the drill: 0.003 h. */
export const drillIntervalSeconds = 10.8

async function until(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs / 1000} s`)
    await sleep(250)
  }
  return (Date.now() - started) / 1000
}

export async function backupAlertDrill(databaseUri: string): Promise<{ detectSeconds: number; recoverSeconds: number; kept: number }> {
  const backupDir = path.join(workDir, 'alert-backups')
  rmSync(backupDir, { recursive: true, force: true })
  const metricsPort = await freePort()
  const site = await startSite(databaseUri, 'backup-alert', {
    BACKUP_INTERVAL_HOURS: String(drillIntervalSeconds / 3600),
    BACKUP_DIR: backupDir,
    BACKUP_KEEP: '2',
    JOBS_INTERVAL_SECONDS: '1',
    METRICS_PORT: String(metricsPort),
  })
  const forget = onExit(site.stopSync)
  const prometheus = await startPrometheus({ targets: [`127.0.0.1:${metricsPort}`] })
  try {
    const rules = (await (await fetch(`${prometheus.url}/api/v1/rules?type=alert`)).json()) as { data: { groups: { rules: { name: string; query: string }[] }[] } }
    const expression = rules.data.groups.flatMap((group) => group.rules).find((rule) => rule.name === 'SiteBackupTooOld')!.query
    const holds = async () => (await prometheus.query(expression)).length > 0
    const lastSuccess = async () => Number((await prometheus.query('max(site_backup_last_success_timestamp_seconds)'))[0]?.value[1] ?? 0)

    // Backups run: a few succeed (BACKUP_KEEP keeps two), and the alert is quiet.
    const whole = () => (existsSync(backupDir) ? readdirSync(backupDir).filter((name) => !name.endsWith('.partial')) : [])
    await until(async () => (await lastSuccess()) > 0 && whole().length >= 2, 120_000)
    expect(await holds(), 'SiteBackupTooOld while backups succeed').toBe(false)

    // Backups stop: every one fails from now on.
    renameSync(backupDir, `${backupDir}.away`)
    writeFileSync(backupDir, 'not a folder')
    // A backup that had just finished is seen after a jobs run and a scrape (a second each).
    await sleep(3_000)
    const stoppedAfter = await lastSuccess()
    const detectSeconds = await until(holds, 120_000)
    expect(await lastSuccess(), 'no backup succeeded meanwhile').toBe(stoppedAfter)
    expect(readFileSync(site.logFile, 'utf8')).toMatch(/> Backup: ✖ Backup failed: /)

    // They work again: the next attempt succeeds and the alert clears.
    rmSync(backupDir)
    renameSync(`${backupDir}.away`, backupDir)
    const recoverSeconds = await until(async () => !(await holds()), 120_000)
    expect(await lastSuccess()).toBeGreaterThan(stoppedAfter)
    return { detectSeconds, recoverSeconds, kept: whole().length }
  } finally {
    prometheus.stop()
    await site.stop()
    forget()
  }
}
