/**
 * Issue 31, item 3: a scheduled time is read on the company's clock with its zone beside it, and
 * as "in N minutes".
 */
import { describe, expect, it } from 'vitest'

import { timeFromNow } from '@/rules/schedule'
import { instantToSiteLocal, siteClock, siteLocalToInstant, siteTimeWithZone, siteTimeZone } from '@/rules/siteTime'

// The site's clock without SITE_TIME_ZONE (issue 38: rules/siteTime.ts, Asia/Shanghai by default).
const zone = siteTimeZone({})

describe('scheduled times', () => {
  it('are read and written on the company clock (UTC+8), whatever the browser’s zone', () => {
    const instant = siteLocalToInstant('2026-11-28T19:30', zone)!
    expect(instant.toISOString()).toBe('2026-11-28T11:30:00.000Z')
    expect(instantToSiteLocal(instant, zone)).toBe('2026-11-28T19:30')
    expect(siteClock('2026-11-28T23:59:00.000Z', zone)).toBe('2026-11-29 07:59')
    expect(siteLocalToInstant('2026-02-30T10:00', zone)).toBeNull()
    expect(siteLocalToInstant('tomorrow', zone)).toBeNull()
  })

  it('carry their zone', () => {
    expect(siteTimeWithZone('2026-11-28T11:30:00.000Z', zone, 'zh')).toBe('2026-11-28 19:30 北京时间 (UTC+8)')
    expect(siteTimeWithZone('2026-11-28T11:30:00.000Z', zone, 'en')).toBe('2026-11-28 19:30 Beijing time (UTC+8)')
  })

  const now = new Date('2026-11-28T11:00:00.000Z')
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000)

  it('say how far away they are', () => {
    expect(timeFromNow(later(1), 'en', now)).toBe('in 1 minute')
    expect(timeFromNow(later(23), 'en', now)).toBe('in 23 minutes')
    expect(timeFromNow(later(23), 'zh', now)).toBe('23 分钟后')
    expect(timeFromNow(later(130), 'en', now)).toBe('in 2 hours 10 minutes')
    expect(timeFromNow(later(120), 'zh', now)).toBe('2 小时后')
    expect(timeFromNow(later(3 * 24 * 60), 'en', now)).toBe('in 3 days')
    expect(timeFromNow(later(-2), 'en', now)).toBe('due now')
    expect(timeFromNow(later(130), 'zh', now)).toBe('2 小时 10 分钟后')
  })

  it('say it in Russian, with its three plural forms', () => {
    expect(timeFromNow(later(1), 'ru', now)).toBe('через 1 минуту')
    expect(timeFromNow(later(23), 'ru', now)).toBe('через 23 минуты')
    expect(timeFromNow(later(25), 'ru', now)).toBe('через 25 минут')
    expect(timeFromNow(later(21 * 60 + 11), 'ru', now)).toBe('через 21 час 11 минут')
    expect(timeFromNow(later(2 * 24 * 60), 'ru', now)).toBe('через 2 дня')
    expect(timeFromNow(later(5 * 24 * 60), 'ru', now)).toBe('через 5 дней')
    expect(timeFromNow(later(-2), 'ru', now)).toBe('вот-вот')
  })
})
