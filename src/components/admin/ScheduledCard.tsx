import { cookies } from 'next/headers'
import type { ServerProps } from 'payload'

import { adminSiteLocale, pick } from '@/cms/components/adminText'
import { card } from '@/cms/components/inbox/inboxStyles'
import { adminCookieName, administratorFromToken } from '@/data/auth'
import { failedSchedules, upcomingSchedules } from '@/data/schedule'
import type { Label } from '@/rules/choices'
import { roleMay } from '@/rules/roles'
import { siteTimeWithZone, siteTimeZone } from '@/rules/siteTime'

import { ScheduledLine } from './ScheduledLine'

const heading: React.CSSProperties = { margin: '0 0 10px', fontSize: '15px', fontWeight: 700 }
const list: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', fontSize: '13px' }
const failedStyle: React.CSSProperties = { borderLeft: '3px solid var(--theme-error-500)', paddingLeft: '8px' }

/**
 * The dashboard's "Scheduled" card (issue 31): every publish and unpublish waiting to run, soonest
 * first, with its language, its time on the site's clock and how far away it is, for the content
 * staff. Issue 37: above them, the schedules that failed when they ran, with the reason, to their
 * author and to administrators. Named by path in payload.config.ts (beforeDashboard).
 */
export async function ScheduledCard({ i18n }: ServerProps) {
  const language = i18n?.language
  const t = (label: Label) => pick(label, language)
  const staff = await administratorFromToken((await cookies()).get(adminCookieName)?.value)
  if (!staff) return null
  const [items, failed] = await Promise.all([
    roleMay(staff.role, 'content') ? upcomingSchedules(language) : [],
    failedSchedules(language, staff.role === 'admin' ? null : staff.id),
  ])
  if (!roleMay(staff.role, 'content') && failed.length === 0) return null
  const now = new Date()
  return (
    <section style={{ ...card, margin: '0 0 32px' }} data-testid="dashboard-scheduled">
      <h2 style={heading}>{t({ zh: '预约发布', en: 'Scheduled', ru: 'Публикации по расписанию' })}</h2>
      {failed.length > 0 && (
        <ul style={{ ...list, marginBottom: '12px' }} data-testid="dashboard-scheduled-failed">
          {failed.map((item) => (
            <li key={String(item.job)} style={failedStyle}>
              <strong>{t({ zh: '未能执行', en: 'Failed', ru: 'Не выполнено' })}</strong> ·{' '}
              <a href={item.href} style={{ fontWeight: 600 }}>
                {item.title}
              </a>
              <div>
                {item.action === 'publish' ? t({ zh: '发布', en: 'Publish', ru: 'Опубликовать' }) : t({ zh: '取消发布', en: 'Unpublish', ru: 'Снять с публикации' })} · <time dateTime={item.at}>{siteTimeWithZone(item.at, siteTimeZone(), adminSiteLocale(language))}</time>
              </div>
              <div data-testid="scheduled-failed-reason">
                {t({ zh: '原因：', en: 'Reason: ', ru: 'Причина: ' })}
                {item.reason || t({ zh: '未知', en: 'unknown', ru: 'неизвестна' })}
              </div>
            </li>
          ))}
        </ul>
      )}
      {items.length === 0 ? (
        <p style={{ opacity: 0.85, fontSize: '12px', margin: 0 }}>{t({ zh: '没有预约的发布或取消发布。', en: 'Nothing is scheduled to be published or unpublished.', ru: 'Нет запланированных публикаций или снятий с публикации.' })}</p>
      ) : (
        <ul style={list}>
          {items.map((item) => (
            <li key={String(item.job)}>
              <a href={item.href} style={{ fontWeight: 600 }}>
                {item.title}
              </a>
              <div>
                <ScheduledLine item={item} language={language} now={now} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
