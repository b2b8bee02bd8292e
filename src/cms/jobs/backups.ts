import { randomUUID } from 'node:crypto'

import { asBackupRecord, backupRecordKeys, type BackupRecord } from '@rugged/backup-record'
import type { Payload } from 'payload'

import { metrics } from '../../ops/metrics'
import { backupIntervalMs, nextBackupStep } from '../../rules/backups'

/**
 * The schedule of backups (BACKUP_INTERVAL_HOURS), run by the jobs runner under its lock, so once
 * per cluster: when one is due, records it as running and returns its id, for the server to run
 * `server/backup/cli.ts backup --record=<id>` (server/jobs-runner.ts), which completes the record.
 */
export async function claimDueBackup(payload: Payload, now = Date.now()): Promise<string | null> {
  const latest = asBackupRecord(await payload.kv.get(backupRecordKeys.latest))
  const step = nextBackupStep(latest, backupIntervalMs(process.env), now)
  if (step.action !== 'start') return null
  if (step.abandoned) {
    payload.logger.warn(`Backups: the backup started at ${step.abandoned.startedAt} never finished (its process ended); starting another.`)
  }
  const record: BackupRecord = { id: randomUUID(), status: 'running', trigger: 'schedule', startedAt: new Date(now).toISOString() }
  await payload.kv.set(backupRecordKeys.latest, record)
  return record.id
}

/** The last backup, and the last one that succeeded (the same one when it did). */
export async function backupRecords(payload: Payload): Promise<{ latest: BackupRecord | null; lastSuccess: BackupRecord | null }> {
  const [latest, lastSuccess] = await Promise.all([payload.kv.get(backupRecordKeys.latest), payload.kv.get(backupRecordKeys.lastSuccess)])
  return { latest: asBackupRecord(latest), lastSuccess: asBackupRecord(lastSuccess) }
}

/**
 * The backup gauges, from the record every instance reads (so a scrape of any one tells): when the
 * last backup succeeded (0: never), how long it took, and the interval SiteBackupTooOld holds it to.
 */
export async function measureBackups(payload: Payload): Promise<void> {
  const { lastSuccess } = await backupRecords(payload)
  const finished = lastSuccess?.finishedAt ? Date.parse(lastSuccess.finishedAt) : NaN
  metrics.set('site_backup_last_success_timestamp_seconds', Number.isFinite(finished) ? finished / 1000 : 0)
  metrics.set('site_backup_duration_seconds', lastSuccess?.durationSeconds ?? 0)
  metrics.set('site_backup_interval_seconds', backupIntervalMs(process.env) / 1000)
}
