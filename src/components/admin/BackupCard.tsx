import { formatBackupSize, type BackupRecord } from '@rugged/backup-record'

import { pick } from '@/cms/components/adminText'
import { card } from '@/cms/components/inbox/inboxStyles'
import type { BackupOverview } from '@/data/backups'
import type { Label } from '@/rules/choices'
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
  const t = (label: Label) => pick(label, language)
  const { latest, lastSuccess, scheduled } = overview
  const success = (record: BackupRecord) =>
    t({ zh: `${shortTime(record.finishedAt)} · ${formatBackupSize(record.sizeBytes ?? 0)} · 成功`, en: `${shortTime(record.finishedAt)} · ${formatBackupSize(record.sizeBytes ?? 0)} · succeeded`, ru: `${shortTime(record.finishedAt)} · ${formatBackupSize(record.sizeBytes ?? 0)} · успешно` })
  return (
    <section style={{ ...card, flex: '0 1 280px', minWidth: '240px' }} data-testid="dashboard-backup">
      <h2 style={heading}>{t({ zh: '最近备份', en: 'Last backup', ru: 'Последняя резервная копия' })}</h2>
      {!latest && <p style={line}>{t({ zh: '还没有备份。', en: 'No backup yet.', ru: 'Резервных копий пока нет.' })}</p>}
      {latest?.status === 'succeeded' && <p style={line} data-testid="backup-status">{success(latest)}</p>}
      {latest?.status === 'running' && <p style={line} data-testid="backup-status">{t({ zh: `${shortTime(latest.startedAt)} 开始，正在进行`, en: `Running since ${shortTime(latest.startedAt)}`, ru: `Выполняется с ${shortTime(latest.startedAt)}` })}</p>}
      {latest?.status === 'failed' && (
        <p style={failed} data-testid="backup-status">
          {t({ zh: `${shortTime(latest.finishedAt)} 失败：`, en: `Failed at ${shortTime(latest.finishedAt)}: `, ru: `Ошибка в ${shortTime(latest.finishedAt)}: ` })}
          {latest.error}
        </p>
      )}
      {latest?.status !== 'succeeded' && lastSuccess && <p style={muted}>{t({ zh: `上次成功：${success(lastSuccess)}`, en: `Last success: ${success(lastSuccess)}`, ru: `Последняя успешная копия: ${success(lastSuccess)}` })}</p>}
      {!scheduled && <p style={muted}>{t({ zh: '定时备份已关闭（BACKUP_INTERVAL_HOURS=0）。', en: 'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0).', ru: 'Резервное копирование по расписанию отключено (BACKUP_INTERVAL_HOURS=0).' })}</p>}
    </section>
  )
}
