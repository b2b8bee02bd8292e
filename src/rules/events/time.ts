/** Showing event times: always on the site's clock (the venues are where the company is), whatever the reader's. */
import { languageTag, type Locale } from '../language'
import { siteTimeZone, utcOffsetLabel, zoneOffsetMinutes } from '../siteTime'

export type EventTimeStyle = 'dateTime' | 'date' | 'time' | 'weekdayDate'

const timeFormats: Record<EventTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDate: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
}

export function formatEventTime(iso: string | Date, locale: Locale, style: EventTimeStyle = 'dateTime', zone: string = siteTimeZone()): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(languageTag(locale, 'dates'), { ...timeFormats[style], timeZone: zone }).format(date)
}

/** "2024年11月16日 周六 09:00–17:30" / "Sat 16 November 2024, 09:00–17:30 (UTC+8)" — or a range of days. */
export function formatEventSpan(startsAt: string, endsAt: string, locale: Locale): string {
  const sameDay = formatEventTime(startsAt, locale, 'date') === formatEventTime(endsAt, locale, 'date')
  // A Chinese reader is in the site's zone; anyone else is told which it is.
  const zone = locale !== 'zh' ? ` (${utcOffsetLabel(zoneOffsetMinutes(siteTimeZone(), new Date(startsAt)))})` : ''
  if (sameDay) {
    const joiner = locale === 'zh' ? ' ' : ', '
    return `${formatEventTime(startsAt, locale, 'weekdayDate')}${joiner}${formatEventTime(startsAt, locale, 'time')}–${formatEventTime(endsAt, locale, 'time')}${zone}`
  }
  return `${formatEventTime(startsAt, locale, 'dateTime')} – ${formatEventTime(endsAt, locale, 'dateTime')}${zone}`
}
