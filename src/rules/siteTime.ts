import type { Label } from './choices'
import { type Locale, textLanguage } from './language'

/**
 * Issue 38, item 7: the site's clock. Every time the admin shows, the dashboard, the schedules, the
 * CSVs, staff mail and the site's own dates read in one zone: `SITE_TIME_ZONE` (an IANA name),
 * Asia/Shanghai by default (the company is in China). The browser's own zone counts for nothing.
 */
export const defaultSiteTimeZone = 'Asia/Shanghai'

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The zone SITE_TIME_ZONE names, when it is one; else the default. */
export function siteTimeZone(env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): string {
  const zone = env.SITE_TIME_ZONE?.trim()
  return zone && isZone(zone) ? zone : defaultSiteTimeZone
}

/** Zones named in words; any other is named by its IANA name. */
const zoneNames: Record<string, Label> = {
  'Asia/Shanghai': { zh: '北京时间', en: 'Beijing time', ru: 'пекинское время' },
}

/** A zone's offset from UTC at an instant, in minutes (daylight saving counted). */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

/** `UTC+8`, `UTC+5:30`, `UTC-3`, `UTC`. */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC'
  const sign = minutes < 0 ? '-' : '+'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/** The zone as an editor reads it beside a time: `北京时间 (UTC+8)`, `Europe/Berlin (UTC+1)`. */
export function zoneLabel(zone: string, language: Locale, at: Date = new Date()): string {
  const name = zoneNames[zone]?.[textLanguage(language)] ?? zone.replace(/_/g, ' ')
  return `${name} (${utcOffsetLabel(zoneOffsetMinutes(zone, at))})`
}

function parts(at: Date, zone: string, seconds: boolean): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  })
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
}

/** A stored instant on the site's clock: `2026-11-28 19:30` (with seconds: `19:30:05`). */
export function siteClock(iso: string | Date, zone: string, seconds = false): string {
  const p = parts(new Date(iso), zone, seconds)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`
}

/** The day an instant falls on, on the site's clock: `2026-11-28`. */
export function siteDay(iso: string | Date, zone: string): string {
  return siteClock(iso, zone).slice(0, 10)
}

/** A time with its zone: `2026-11-28 19:30 北京时间 (UTC+8)`. */
export function siteTimeWithZone(iso: string | Date, zone: string, language: Locale): string {
  return `${siteClock(iso, zone)} ${zoneLabel(zone, language, new Date(iso))}`
}

/** An instant as a `datetime-local` field shows it on the site's clock: `2026-11-28T19:30`. */
export function instantToSiteLocal(iso: string | Date, zone: string): string {
  return siteClock(iso, zone).replace(' ', 'T')
}

/**
 * A time typed in a `datetime-local` field (`2026-11-28T19:30`) as the instant it names on the
 * site's clock; null when it is no such time (or one that daylight saving skips).
 */
export function siteLocalToInstant(local: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guess, then at the instant it gives (they differ only across a change of offset).
  let instant = new Date(asUtc - zoneOffsetMinutes(zone, new Date(asUtc)) * 60_000)
  instant = new Date(asUtc - zoneOffsetMinutes(zone, instant) * 60_000)
  return instantToSiteLocal(instant, zone) === local ? instant : null
}

/** A calendar day (`2026-11-28`) as the instant stored for it: noon on the site's clock, so that it is that day in every nearby zone. */
export function siteDayToInstant(day: string, zone: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? siteLocalToInstant(`${day}T12:00`, zone) : null
}
