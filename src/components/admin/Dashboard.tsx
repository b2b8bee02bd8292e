import { cookies } from 'next/headers'
import type { ServerProps } from 'payload'

import { adminSiteLocale, pick } from '@/cms/components/adminText'
import { registrationsListUrl } from '@/cms/components/eventAdminLinks'
import { newEnquiriesUrl } from '@/cms/components/inbox/inboxLinks'
import { card } from '@/cms/components/inbox/inboxStyles'
import { adminCookieName, administratorFromToken } from '@/data/auth'
import { backupOverview } from '@/data/backups'
import { latestEdits, upcomingEvents } from '@/data/dashboard'
import { countNewEnquiries } from '@/data/inbox'
import type { Label } from '@/rules/choices'
import { csvDateTime } from '@/rules/csv'
import { roleMay } from '@/rules/roles'

import { BackupCard } from './BackupCard'

const cards: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '16px', margin: '0 0 32px' }
const heading: React.CSSProperties = { margin: '0 0 10px', fontSize: '15px', fontWeight: 700 }
const list: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', fontSize: '13px' }
const muted: React.CSSProperties = { opacity: 0.78, fontSize: '12px' }
const count: React.CSSProperties = { fontSize: '44px', fontWeight: 700, lineHeight: 1.1, textDecoration: 'none', color: 'var(--theme-text)' }

/** Company time to the minute, `2026-11-24 18:05`. */
const shortTime = (iso: string) => csvDateTime(iso).slice(0, 16)

/**
 * The admin's first screen, above Payload's collection cards: new enquiries (linking to the
 * filtered inbox), upcoming events with their registrations, and the latest edits. Named by path
 * in src/cms/payload.config.ts (beforeDashboard); it lives here because it reads content, and
 * src/cms imports nothing from src/data.
 */
export async function Dashboard({ i18n }: ServerProps) {
  const language = adminSiteLocale(i18n?.language)
  const t = (label: Label) => pick(label, i18n?.language)
  // Issue 26: each card is its role's (the inbox for sales, events for the desk, edits for editors),
  // by the session's own check (src/data/auth.ts): none while a second factor is owed.
  const role = (await administratorFromToken((await cookies()).get(adminCookieName)?.value))?.role ?? null
  const [newCount, events, edits, backups] = await Promise.all([
    roleMay(role, 'inbox') ? countNewEnquiries() : null,
    roleMay(role, 'registrations') ? upcomingEvents(language) : null,
    roleMay(role, 'content') ? latestEdits(i18n?.language) : null,
    roleMay(role, 'system') ? backupOverview() : null,
  ])
  return (
    <div style={cards} data-testid="dashboard">
      {newCount !== null && (
      <section style={{ ...card, flex: '0 1 220px', minWidth: '200px' }} data-testid="dashboard-new-enquiries">
        <h2 style={heading}>{t({ zh: '待处理咨询', en: 'New enquiries', ru: 'Новые обращения' })}</h2>
        <a href={newEnquiriesUrl} style={count} data-testid="new-enquiry-count">
          {newCount}
        </a>
        <div style={{ marginTop: '8px' }}>
          <a href={newEnquiriesUrl}>{t({ zh: '去处理 →', en: 'Open the inbox →', ru: 'Перейти к обращениям →' })}</a>
        </div>
      </section>
      )}
      {events && (
      <section style={card} data-testid="dashboard-events">
        <h2 style={heading}>{t({ zh: '即将举行的活动', en: 'Upcoming events', ru: 'Ближайшие мероприятия' })}</h2>
        {events.length === 0 ? (
          <p style={muted}>{t({ zh: '暂无即将举行的活动。', en: 'No upcoming events.', ru: 'Ближайших мероприятий нет.' })}</p>
        ) : (
          <ul style={list}>
            {events.map((event) => (
              <li key={event.id}>
                <a href={`/admin/collections/events/${event.id}`} style={{ fontWeight: 600 }}>
                  {event.title}
                </a>
                <div style={muted}>
                  {shortTime(event.startsAt)} · <a href={registrationsListUrl(event.id)}>{t({ zh: `报名 ${event.registered} 人`, en: `${event.registered} registered`, ru: `Зарегистрировано: ${event.registered}` })}</a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      )}
      {edits && (
      <section style={card} data-testid="dashboard-edits">
        <h2 style={heading}>{t({ zh: '最近编辑', en: 'Latest edits', ru: 'Последние изменения' })}</h2>
        <ul style={list}>
          {edits.map((edit) => (
            <li key={edit.href}>
              <a href={edit.href} style={{ fontWeight: 600 }}>
                {edit.title}
              </a>
              <div style={muted}>
                {edit.kind} · {shortTime(edit.updatedAt)}
              </div>
            </li>
          ))}
        </ul>
      </section>
      )}
      {backups && <BackupCard overview={backups} language={i18n?.language} />}
    </div>
  )
}
