import type { Label } from '../../rules/choices'
import { isLocale, type WrittenLocale } from '../../rules/language'

/** The admin's language: Chinese, English or Russian as it is set; English for any other. */
export function adminLanguage(language: string | undefined): WrittenLocale {
  return language === 'zh' || language === 'ru' ? language : 'en'
}

/** The admin's text in its language: `pick({ zh: '保存', en: 'Save', ru: 'Сохранить' }, i18n.language)`. */
export function pick(label: Label, language: string | undefined): string {
  return label[adminLanguage(language)]
}

/**
 * The site language the admin shows documents, dates and zone names in: its own when the site is
 * written in it, English otherwise (Russian until it joins the site's languages).
 */
export function adminSiteLocale(language: string | undefined): WrittenLocale {
  const own = adminLanguage(language)
  return isLocale(own) ? own : 'en'
}
