/** Showing event times: always in the venue's time zone, whatever the reader's. */
import { languageTag, type Locale } from '../language'

/** The time zone event times are shown in (the venues are in China). */
export const eventTimeZone = 'Asia/Shanghai'

export type EventTimeStyle = 'dateTime' | 'date' | 'time' | 'weekdayDate'

const timeFormats: Record<EventTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDate: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
}

export function formatEventTime(iso: string | Date, locale: Locale, style: EventTimeStyle = 'dateTime'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(languageTag(locale, 'dates'), { ...timeFormats[style], timeZone: eventTimeZone }).format(date)
}

/** "2024年11月16日 周六 09:00–17:30" / "Sat 16 November 2024, 09:00–17:30 (UTC+8)" — or a range of days. */
export function formatEventSpan(startsAt: string, endsAt: string, locale: Locale): string {
  const sameDay = formatEventTime(startsAt, locale, 'date') === formatEventTime(endsAt, locale, 'date')
  const zone = locale === 'en' ? ' (UTC+8)' : ''
  if (sameDay) {
    const joiner = locale === 'zh' ? ' ' : ', '
    return `${formatEventTime(startsAt, locale, 'weekdayDate')}${joiner}${formatEventTime(startsAt, locale, 'time')}–${formatEventTime(endsAt, locale, 'time')}${zone}`
  }
  return `${formatEventTime(startsAt, locale, 'dateTime')} – ${formatEventTime(endsAt, locale, 'dateTime')}${zone}`
}
