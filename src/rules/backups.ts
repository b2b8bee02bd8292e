/**
 * Backups (issue 39): when the schedule takes one, and the record of the last ones that the
 * server, the metrics and the admin dashboard read. Pure, and without imports: the backup command
 * (server/backup, run by Node itself) reads this file too.
 */
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
 * killed mid-backup): the schedule records it as failed and starts another.
 */
export const backupAbandonedAfterMs = 6 * 60 * 60_000

/** Where the record lives: two keys of Payload's key-value store (the `payload_kv` table). */
export const backupRecordKeys = { latest: 'site-backup:latest', lastSuccess: 'site-backup:last-success' } as const

export interface BackupRecord {
  /** One backup's attempt, from its claim (or its command's start) to its end. */
  id: string
  status: 'running' | 'succeeded' | 'failed'
  /** `schedule`: the jobs runner's; `command`: `npm run backup`. */
  trigger: 'schedule' | 'command'
  startedAt: string
  finishedAt?: string
  durationSeconds?: number
  sizeBytes?: number
  /** The backup's folder, or its s3://bucket/key. */
  location?: string
  error?: string
}

export type BackupStep =
  | { action: 'off' }
  | { action: 'wait' }
  | { action: 'start'; abandoned?: BackupRecord }

/**
 * What the schedule does now, given the latest backup record: nothing while one runs or the last
 * is recent, else start one (recording a long-running one as abandoned). A failed backup is tried
 * again sooner than the interval, so that one failure does not leave the site a day further behind.
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

/** A record read back from the store, or null when it is not one (absent, or written by something else). */
export function asBackupRecord(value: unknown): BackupRecord | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Partial<BackupRecord>
  const statuses = ['running', 'succeeded', 'failed']
  return typeof record.id === 'string' && typeof record.startedAt === 'string' && statuses.includes(String(record.status)) ? (record as BackupRecord) : null
}

/** `12.3 MB`: a backup's size for people (decimal units, as disks and buckets count them). */
export function formatBackupSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`
}
