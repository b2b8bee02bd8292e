'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminText } from './adminText'
import { checkedInListUrl, registrationsCsvUrl, registrationsListUrl } from './eventAdminLinks'

const link: React.CSSProperties = {
  display: 'inline-block',
  marginRight: '16px',
  padding: '8px 14px',
  borderRadius: '4px',
  border: '1px solid var(--theme-elevation-250)',
  fontWeight: 600,
  textDecoration: 'none',
}

/** On an event's "Registrations" tab: the CSV export and the filtered list, above the join table. */
export function EventRegistrationsPanel() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const t = (zh: string, en: string) => adminText(i18n.language, zh, en)
  if (id === undefined || id === null) return <p>{t('保存活动后可在此查看与导出报名名单。', 'Save the event to see and export its registrations here.')}</p>
  return (
    <div style={{ margin: '0 0 24px' }} data-testid="event-registrations-panel">
      <a style={link} href={registrationsCsvUrl(id)} download>
        {t('导出报名名单（CSV）', 'Export registrations (CSV)')}
      </a>
      <a style={link} href={registrationsListUrl(id)}>
        {t('在列表中搜索', 'Search in the list')}
      </a>
      <a style={link} href={checkedInListUrl(id)}>
        {t('已签到名单', 'Checked-in guests')}
      </a>
    </div>
  )
}
