import { type Locale, textLanguage, type WrittenLocale } from './language'

type Unit = 'minute' | 'hour' | 'day'

/** Each language's words for a time ahead: its units counted (with its plural forms) and how they are put together. */
const ahead: Record<WrittenLocale, { dueNow: string; count: (amount: number, unit: Unit) => string; put: (counted: string) => string }> = {
  zh: { dueNow: '即将执行', count: (amount, unit) => `${amount} ${{ minute: '分钟', hour: '小时', day: '天' }[unit]}`, put: (counted) => `${counted}后` },
  en: { dueNow: 'due now', count: (amount, unit) => `${amount} ${unit}${amount === 1 ? '' : 's'}`, put: (counted) => `in ${counted}` },
  ru: {
    dueNow: 'вот-вот',
    count: (amount, unit) => `${amount} ${russianUnits[unit][new Intl.PluralRules('ru').select(amount) as 'one' | 'few' | 'many']}`,
    put: (counted) => `через ${counted}`,
  },
}

// Russian counts in three forms: 1 минуту, 2 минуты, 5 минут (after «через», the accusative).
const russianUnits: Record<Unit, Record<'one' | 'few' | 'many', string>> = {
  minute: { one: 'минуту', few: 'минуты', many: 'минут' },
  hour: { one: 'час', few: 'часа', many: 'часов' },
  day: { one: 'день', few: 'дня', many: 'дней' },
}

/**
 * How far away a time is, as an editor says it: "in 5 minutes", "in 2 hours 10 minutes",
 * "in 3 days"; a time past reads "due now" (the jobs run every few seconds).
 */
export function timeFromNow(iso: string | Date, language: Locale, now: Date = new Date()): string {
  const words = ahead[textLanguage(language)]
  const minutes = Math.ceil((new Date(iso).getTime() - now.getTime()) / 60_000)
  if (minutes <= 0) return words.dueNow
  if (minutes < 60) return words.put(words.count(minutes, 'minute'))
  const hours = Math.floor(minutes / 60)
  if (hours < 48) {
    const rest = minutes % 60
    return words.put(rest ? `${words.count(hours, 'hour')} ${words.count(rest, 'minute')}` : words.count(hours, 'hour'))
  }
  return words.put(words.count(Math.round(hours / 24), 'day'))
}
