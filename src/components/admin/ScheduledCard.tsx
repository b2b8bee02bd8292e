import type { ServerProps } from 'payload'

import { adminText } from '@/cms/components/adminText'
import { card } from '@/cms/components/inbox/inboxStyles'
import { upcomingSchedules } from '@/data/schedule'

import { ScheduledLine } from './ScheduledLine'

const heading: React.CSSProperties = { margin: '0 0 10px', fontSize: '15px', fontWeight: 700 }
const list: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', fontSize: '13px' }

/**
 * The dashboard's "Scheduled" card (issue 31): every publish and unpublish waiting to run, soonest
 * first, with its language, its time on the company's clock and how far away it is. Named by path
 * in payload.config.ts (beforeDashboard), beside the main dashboard.
 */
export async function ScheduledCard({ i18n }: ServerProps) {
  const language = i18n?.language
  const t = (zh: string, en: string) => adminText(language, zh, en)
  const items = await upcomingSchedules(language)
  const now = new Date()
  return (
    <section style={{ ...card, margin: '0 0 32px' }} data-testid="dashboard-scheduled">
      <h2 style={heading}>{t('预约发布', 'Scheduled')}</h2>
      {items.length === 0 ? (
        <p style={{ opacity: 0.85, fontSize: '12px', margin: 0 }}>{t('没有预约的发布或取消发布。', 'Nothing is scheduled to be published or unpublished.')}</p>
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
