'use client'

import { useListQuery, useTranslation } from '@payloadcms/ui'
import { stringify } from 'qs-esm'

import { adminSiteLocale, pick } from './adminText'
import { exportButton } from './inbox/inboxStyles'

/**
 * Above the audit log's list (issue 26): a CSV download of exactly what the list shows (its
 * filters by actor, action, target and date, its search and sort), read by /api/admin/audit.csv.
 */
export function AuditExport() {
  const { query } = useListQuery()
  const { i18n } = useTranslation()
  const language = adminSiteLocale(i18n.language)
  const { where, search, sort } = query
  const href = `/api/admin/audit.csv?${stringify({ language, where, search: search || undefined, sort: sort || undefined })}`
  return (
    <div style={{ display: 'flex', margin: '0 0 16px' }}>
      <a style={exportButton} href={href} download data-testid="audit-export">
        {pick({ zh: '导出 CSV', en: 'Export CSV', ru: 'Экспорт в CSV' }, i18n.language)}
      </a>
    </div>
  )
}
