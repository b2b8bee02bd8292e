'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import type { Label } from '../../rules/choices'
import { pick } from './adminText'
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
  const t = (label: Label) => pick(label, i18n.language)
  if (id === undefined || id === null) return <p>{t({ zh: '保存活动后可在此查看与导出报名名单。', en: 'Save the event to see and export its registrations here.', ru: 'Сохраните мероприятие — после этого здесь можно будет просматривать и выгружать регистрации.' })}</p>
  return (
    <div style={{ margin: '0 0 24px' }} data-testid="event-registrations-panel">
      <a style={link} href={registrationsCsvUrl(id)} download>
        {t({ zh: '导出报名名单（CSV）', en: 'Export registrations (CSV)', ru: 'Экспорт регистраций (CSV)' })}
      </a>
      <a style={link} href={registrationsListUrl(id)}>
        {t({ zh: '在列表中搜索', en: 'Search in the list', ru: 'Найти в списке' })}
      </a>
      <a style={link} href={checkedInListUrl(id)}>
        {t({ zh: '已签到名单', en: 'Checked-in guests', ru: 'Отметившиеся участники' })}
      </a>
    </div>
  )
}
