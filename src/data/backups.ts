/**
 * The admin dashboard's backup line (issue 39): the last backup and the last one that succeeded,
 * from the record the backup command keeps (@rugged/backup-record), read uncached: it changes
 * outside any save, and only administrators read it.
 */
import type { BackupRecord } from '@rugged/backup-record'

import { backupRecords } from '@/cms/jobs/backups'
import { backupIntervalMs } from '@/rules/backups'

import { getPayloadClient } from './payload'

export interface BackupOverview {
  latest: BackupRecord | null
  lastSuccess: BackupRecord | null
  /** False when BACKUP_INTERVAL_HOURS=0: backups are taken only by `npm run backup`. */
  scheduled: boolean
}

export async function backupOverview(): Promise<BackupOverview> {
  return { ...(await backupRecords(await getPayloadClient())), scheduled: backupIntervalMs(process.env) > 0 }
}
