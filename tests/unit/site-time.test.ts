/** Issue 38, item 7: the site's clock (rules/siteTime.ts), SITE_TIME_ZONE or Asia/Shanghai. */
import { describe, expect, it } from 'vitest'

import { siteClock, siteDay, siteDayToInstant, siteLocalToInstant, siteTimeWithZone, siteTimeZone, zoneLabel } from '../../src/rules/siteTime'

describe('siteTimeZone', () => {
  it('is SITE_TIME_ZONE when that names a zone, else Asia/Shanghai', () => {
    expect(siteTimeZone({})).toBe('Asia/Shanghai')
    expect(siteTimeZone({ SITE_TIME_ZONE: 'Europe/Berlin' })).toBe('Europe/Berlin')
    expect(siteTimeZone({ SITE_TIME_ZONE: 'Mars/Olympus' })).toBe('Asia/Shanghai')
  })
})

describe('the site clock', () => {
  it('shows an instant in the site zone, not the reader’s, with the zone named', () => {
    // 20:00 in Berlin on 1 December is 03:00 on 2 December in Beijing: the day the site shows.
    const instant = '2026-12-01T19:00:00.000Z'
    expect(siteClock(instant, 'Asia/Shanghai')).toBe('2026-12-02 03:00')
    expect(siteDay(instant, 'Asia/Shanghai')).toBe('2026-12-02')
    expect(siteTimeWithZone(instant, 'Asia/Shanghai', 'zh')).toBe('2026-12-02 03:00 北京时间 (UTC+8)')
    expect(siteTimeWithZone(instant, 'Europe/Berlin', 'en')).toBe('2026-12-01 20:00 Europe/Berlin (UTC+1)')
    expect(zoneLabel('Asia/Kolkata', 'en')).toBe('Asia/Kolkata (UTC+5:30)')
  })

  it('reads a typed time on the site clock, across daylight saving', () => {
    expect(siteLocalToInstant('2026-12-02T03:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-12-01T19:00:00.000Z')
    expect(siteLocalToInstant('2026-07-01T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T10:00:00.000Z')
    expect(siteLocalToInstant('2026-01-01T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-01T11:00:00.000Z')
    // 02:30 on the last Sunday of March does not exist in Berlin.
    expect(siteLocalToInstant('2026-03-29T02:30', 'Europe/Berlin')).toBeNull()
    expect(siteLocalToInstant('not a time', 'Asia/Shanghai')).toBeNull()
  })

  it('stores a day at noon on the site clock', () => {
    expect(siteDayToInstant('2026-12-02', 'Asia/Shanghai')?.toISOString()).toBe('2026-12-02T04:00:00.000Z')
    expect(siteDayToInstant('2026-12', 'Asia/Shanghai')).toBeNull()
  })
})
