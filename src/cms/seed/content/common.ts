/**
 * Building blocks of the bilingual seed content. A localized value is written as `{ zh, en }`;
 * the seeder resolves each such pair to one language per write (see ../localize.ts).
 */

/** A value in both languages. */
export interface L<T = string> {
  zh: T
  en: T
}

export function l<T = string>(zh: T, en: T): L<T> {
  return { zh, en }
}

/** The same text in both languages (model names, part numbers, standards). */
export function same(value: string): L {
  return { zh: value, en: value }
}

/** A temperature range, written the way each language usually writes it. */
export function temperature(low: number, high: number): L {
  return l(`${low}°C ~ +${high}°C`, `${low} °C to +${high} °C`)
}

/** Company identity shared by the globals, PDFs and texts. */
export const company = {
  name: l('锐途智能', 'RuiTu Rugged Computing'),
  legalName: l('锐途智能科技有限公司', 'RuiTu Intelligent Technology Co., Ltd.'),
  asciiName: 'RuiTu Rugged Computing (fictional demo company)',
  salesEmail: 'sales@ruitu.example',
  hrEmail: 'hr@ruitu.example',
  phone: '400-820-7788',
} as const
