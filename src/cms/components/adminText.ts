import type { Locale } from '../../rules/language'

/** The admin's two languages: Chinese when the admin is in Chinese, English otherwise. */
export function adminLanguage(language: string | undefined): Locale {
  return language === 'zh' ? 'zh' : 'en'
}

/** The admin's text in its language. */
export function adminText(language: string | undefined, zh: string, en: string): string {
  return { zh, en }[adminLanguage(language)]
}
