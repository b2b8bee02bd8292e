/**
 * When the schedule takes a backup (issue 39; the record it reads: @rugged/backup-record).
 */
import type { BackupRecord } from '@rugged/backup-record'

type Env = Readonly<Record<string, string | undefined>>

export const defaultBackupIntervalHours = 24

/** BACKUP_INTERVAL_HOURS in milliseconds: 0 turns the schedule off; anything not a number ≥ 0 means the default. */
export function backupIntervalMs(env: Env): number {
  const value = env.BACKUP_INTERVAL_HOURS
  const hours = value === undefined || value.trim() === '' ? NaN : Number(value)
  return (Number.isFinite(hours) && hours >= 0 ? hours : defaultBackupIntervalHours) * 60 * 60_000
}

/** A failed backup is tried again after this, or after the interval when that is shorter. */
export const backupRetryMs = 60 * 60_000

/**
 * A backup recorded as running this long ago is taken for one whose process died (its instance was
 * killed mid-backup): the schedule starts another.
 */
export const backupAbandonedAfterMs = 6 * 60 * 60_000

export type BackupStep = { action: 'off' } | { action: 'wait' } | { action: 'start'; abandoned?: BackupRecord }

/**
 * What the schedule does now, given the latest backup record: nothing while one runs or the last
 * is recent, else start one (telling of one that ran too long). A failed backup is tried again
 * sooner than the interval, so that one failure does not leave the site a whole interval further behind.
 */
export function nextBackupStep(latest: BackupRecord | null, intervalMs: number, now: number): BackupStep {
  if (intervalMs <= 0) return { action: 'off' }
  if (!latest) return { action: 'start' }
  const since = now - Date.parse(latest.startedAt)
  if (!Number.isFinite(since)) return { action: 'start' }
  if (latest.status === 'running') return since >= backupAbandonedAfterMs ? { action: 'start', abandoned: latest } : { action: 'wait' }
  const wait = latest.status === 'failed' ? Math.min(intervalMs, backupRetryMs) : intervalMs
  return since >= wait ? { action: 'start' } : { action: 'wait' }
}
