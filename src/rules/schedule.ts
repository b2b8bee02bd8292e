import type { Locale } from './language'

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
