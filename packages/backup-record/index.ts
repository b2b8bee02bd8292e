/**
 * The record of the site's backups (issue 39), in two keys of Payload's key-value store (the
 * `payload_kv` table): the latest backup, and the latest that succeeded. The backup command
 * (server/backup) writes it; the site's schedule, metrics and admin dashboard read it.
 */
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
