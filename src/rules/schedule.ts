import type { Locale } from './language'

/** The company's clock (no daylight saving): scheduled times and editors' notices are read in it. */
export const companyTimeZone = 'Asia/Shanghai'

/** The zone as an editor reads it beside a time. */
export const companyZoneLabel: Record<Locale, string> = { zh: '北京时间 (UTC+8)', en: 'Beijing time (UTC+8)' }

const minuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: companyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A stored instant on the company's clock to the minute, `2026-11-28 19:30`. */
export function companyMinute(iso: string | Date): string {
  const parts = Object.fromEntries(minuteFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** A time with its zone: `2026-11-28 19:30 北京时间 (UTC+8)`. */
export function timeWithZone(iso: string | Date, language: Locale): string {
  return `${companyMinute(iso)} ${companyZoneLabel[language]}`
}

/**
 * How far away a time is, as an editor says it: "in 5 minutes", "in 2 hours 10 minutes",
 * "in 3 days"; a time past reads "due now" (the jobs run every few seconds).
 */
export function timeFromNow(iso: string | Date, language: Locale, now: Date = new Date()): string {
  const minutes = Math.ceil((new Date(iso).getTime() - now.getTime()) / 60_000)
  if (minutes <= 0) return language === 'zh' ? '即将执行' : 'due now'
  if (minutes < 60) return language === 'zh' ? `${minutes} 分钟后` : `in ${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) {
    const rest = minutes % 60
    if (language === 'zh') return rest ? `${hours} 小时 ${rest} 分钟后` : `${hours} 小时后`
    const hourText = `${hours} hour${hours === 1 ? '' : 's'}`
    return rest ? `in ${hourText} ${rest} minute${rest === 1 ? '' : 's'}` : `in ${hourText}`
  }
  const days = Math.round(hours / 24)
  return language === 'zh' ? `${days} 天后` : `in ${days} days`
}

/**
 * A time typed in a `datetime-local` field (`2026-11-28T19:30`) as the instant it names on the
 * company's clock (UTC+8, no daylight saving); null when it is not such a time.
 */
export function companyLocalToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  const instant = new Date(Date.UTC(year, month - 1, day, hour - 8, minute))
  return companyMinute(instant) === `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}` ? instant : null
}

/** An instant as a `datetime-local` value on the company's clock. */
export function instantToCompanyLocal(instant: Date): string {
  return companyMinute(instant).replace(' ', 'T')
}
