import { formatBackupSize, type BackupRecord } from '@rugged/backup-record'

import { adminText } from '@/cms/components/adminText'
import { card } from '@/cms/components/inbox/inboxStyles'
import type { BackupOverview } from '@/data/backups'
import { csvDateTime } from '@/rules/csv'

const heading: React.CSSProperties = { margin: '0 0 10px', fontSize: '15px', fontWeight: 700 }
const line: React.CSSProperties = { margin: '0 0 6px', fontSize: '13px' }
const muted: React.CSSProperties = { ...line, opacity: 0.78, fontSize: '12px' }
const failed: React.CSSProperties = { ...line, color: 'var(--theme-error-500)', fontWeight: 600 }

/** Company time to the minute, `2026-11-24 18:05`. */
const shortTime = (iso: string | undefined) => csvDateTime(iso).slice(0, 16)

/**
 * The dashboard's backup card, for administrators (issue 39): when the last backup ended, how big
 * it is and whether it succeeded; when one failed, its reason and the last that succeeded.
 * Restoring one is `npm run restore` on the server (docs/operations.md).
 */
export function BackupCard({ overview, language }: { overview: BackupOverview; language: string | undefined }) {
  const t = (zh: string, en: string) => adminText(language, zh, en)
  const { latest, lastSuccess, scheduled } = overview
  const success = (record: BackupRecord) =>
    t(`${shortTime(record.finishedAt)} · ${formatBackupSize(record.sizeBytes ?? 0)} · 成功`, `${shortTime(record.finishedAt)} · ${formatBackupSize(record.sizeBytes ?? 0)} · succeeded`)
  return (
    <section style={{ ...card, flex: '0 1 280px', minWidth: '240px' }} data-testid="dashboard-backup">
      <h2 style={heading}>{t('最近备份', 'Last backup')}</h2>
      {!latest && <p style={line}>{t('还没有备份。', 'No backup yet.')}</p>}
      {latest?.status === 'succeeded' && <p style={line} data-testid="backup-status">{success(latest)}</p>}
      {latest?.status === 'running' && <p style={line} data-testid="backup-status">{t(`${shortTime(latest.startedAt)} 开始，正在进行`, `Running since ${shortTime(latest.startedAt)}`)}</p>}
      {latest?.status === 'failed' && (
        <p style={failed} data-testid="backup-status">
          {t(`${shortTime(latest.finishedAt)} 失败：`, `Failed at ${shortTime(latest.finishedAt)}: `)}
          {latest.error}
        </p>
      )}
      {latest?.status !== 'succeeded' && lastSuccess && <p style={muted}>{t(`上次成功：${success(lastSuccess)}`, `Last success: ${success(lastSuccess)}`)}</p>}
      {!scheduled && <p style={muted}>{t('定时备份已关闭（BACKUP_INTERVAL_HOURS=0）。', 'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0).')}</p>}
    </section>
  )
}
