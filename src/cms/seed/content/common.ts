/**
 * Building blocks of the seed content. A localized value is written as `{ zh, en, ru }` (Russian
 * where it has been written: issue 40); the seeder resolves each such value to one language per
 * write (see ../localize.ts), for the site's languages only.
 */

/**
 * The languages the demo content is written in: Chinese and English always, Russian beside them;
 * a further language's values (issue 40) are written as `{ zh, en, ru, de }` once it is listed here.
 */
export const contentLanguages = ['zh', 'en', 'ru'] as const

/** A value in each language of the content (the keys are `contentLanguages`). */
export interface L<T = string> {
  zh: T
  en: T
  ru?: T
  [language: string]: T | undefined
}

export function l<T = string>(zh: T, en: T, ru?: T): L<T> {
  return ru === undefined ? { zh, en } : { zh, en, ru }
}

/** The same text in every language (model names, part numbers, standards). */
export function same(value: string): L {
  return { zh: value, en: value, ru: value }
}

/** A temperature range, written the way each language usually writes it. */
export function temperature(low: number, high: number): L {
  return l(`${low}°C ~ +${high}°C`, `${low} °C to +${high} °C`, `от ${low} до +${high} °C`)
}

/** Company identity shared by the globals, PDFs and texts. */
export const company = {
  name: l('锐途智能', 'RuiTu Rugged Computing', 'RuiTu Rugged Computing'),
  legalName: l('锐途智能科技有限公司', 'RuiTu Intelligent Technology Co., Ltd.', 'RuiTu Intelligent Technology Co., Ltd.'),
  asciiName: 'RuiTu Rugged Computing (fictional demo company)',
  salesEmail: 'sales@ruitu.example',
  hrEmail: 'hr@ruitu.example',
  phone: '400-820-7788',
} as const
