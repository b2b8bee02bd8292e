import { adminSiteLocale, pick } from '@/cms/components/adminText'
import { type Scheduled, scheduledLanguage } from '@/cms/editing/scheduled'
import { timeFromNow } from '@/rules/schedule'
import { siteTimeWithZone, siteTimeZone } from '@/rules/siteTime'

const muted: React.CSSProperties = { opacity: 0.7 }

/** "发布 · 中文 · 2026-11-28 19:30 北京时间 (UTC+8) · 23 分钟后": one schedule, as the card and the column show it. */
export function ScheduledLine({ item, language, now }: { item: Scheduled; language: string | undefined; now: Date }) {
  const lang = adminSiteLocale(language)
  const action = item.action === 'publish' ? pick({ zh: '发布', en: 'Publish', ru: 'Опубликовать' }, language) : pick({ zh: '取消发布', en: 'Unpublish', ru: 'Снять с публикации' }, language)
  return (
    <span data-testid="scheduled-line">
      <strong>{action}</strong> · {item.action === 'publish' ? scheduledLanguage(item.locale, language) : pick({ zh: '全部语言', en: 'All languages', ru: 'Все языки' }, language)} ·{' '}
      <time dateTime={item.at}>{siteTimeWithZone(item.at, siteTimeZone(), lang)}</time> <span style={muted}>· {timeFromNow(item.at, lang, now)}</span>
    </span>
  )
}
