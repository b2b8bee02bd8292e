import type { BeforeListTableServerProps } from 'payload'

import type { Label } from '../../rules/choices'
import { adminSiteLocale, pick } from './adminText'
import { checkedInListUrl, registrationsCsvUrl, registrationsListUrl } from './eventAdminLinks'

const box: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  margin: '0 0 20px',
}
const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '6px',
  padding: '10px 14px',
  minWidth: '240px',
  background: 'var(--theme-elevation-50)',
}
const link: React.CSSProperties = { marginRight: '12px', fontWeight: 600 }

/**
 * Above the registrations list: per event (newest first), how many registered and checked in,
 * with quick filters (this event; checked in) and the CSV export of its registrations.
 */
export async function RegistrationsExport({ payload, i18n }: BeforeListTableServerProps) {
  const t = (label: Label) => pick(label, i18n?.language)
  const events = await payload.find({
    collection: 'events',
    sort: '-startsAt',
    limit: 6,
    depth: 0,
    overrideAccess: true,
    joins: false,
    select: { title: true, token: true },
    locale: adminSiteLocale(i18n?.language),
  })
  if (events.docs.length === 0) return null
  const stats = await Promise.all(
    events.docs.map(async (event) => {
      const [all, checkedIn] = await Promise.all([
        payload.count({ collection: 'registrations', where: { event: { equals: event.id }, status: { equals: 'confirmed' } }, overrideAccess: true }),
        payload.count({ collection: 'registrations', where: { event: { equals: event.id }, checkedIn: { equals: true } }, overrideAccess: true }),
      ])
      return { event, registered: all.totalDocs, checkedIn: checkedIn.totalDocs }
    }),
  )
  return (
    <div style={box} data-testid="registrations-export">
      {stats.map(({ event, registered, checkedIn }) => (
        <div key={event.id} style={card}>
          <div style={{ fontWeight: 700 }}>{event.title}</div>
          <div style={{ fontSize: '13px', opacity: 0.8, margin: '2px 0 6px' }}>
            /{event.token} · {t({ zh: `报名 ${registered} · 已签到 ${checkedIn}`, en: `${registered} registered · ${checkedIn} checked in`, ru: `Зарегистрировано: ${registered} · Отметились: ${checkedIn}` })}
          </div>
          <a style={link} href={registrationsListUrl(event.id)}>
            {t({ zh: '只看该活动', en: 'Show only this event', ru: 'Только это мероприятие' })}
          </a>
          <a style={link} href={checkedInListUrl(event.id)}>
            {t({ zh: '已签到', en: 'Checked in', ru: 'Отметились' })}
          </a>
          <a style={link} href={registrationsCsvUrl(event.id)} download>
            {t({ zh: '导出 CSV', en: 'Export CSV', ru: 'Экспорт в CSV' })}
          </a>
        </div>
      ))}
    </div>
  )
}
