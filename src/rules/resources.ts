/**
 * Issue 29, customer resources: the fixed choices of the download centre, the case studies and
 * the where-to-buy list, with their names in both languages. The CMS offers them as select
 * options, the pages label and filter by them, and the /api/front calls accept exactly these.
 */
import { choice, type ChoiceValue } from './choices'
import { languageTag, type Locale } from './language'
import { languageNames } from './languageNames'

/** What a document of the download centre is, in the order the list groups them. */
export const documentTypes = choice({
  datasheet: { zh: '规格书', en: 'Datasheet', ru: 'Технический паспорт' },
  manual: { zh: '用户手册', en: 'User manual', ru: 'Руководство пользователя' },
  quickGuide: { zh: '快速入门', en: 'Quick guide', ru: 'Краткое руководство' },
  driver: { zh: '驱动程序', en: 'Driver', ru: 'Драйвер' },
  firmware: { zh: '固件', en: 'Firmware', ru: 'Прошивка' },
  sdk: { zh: '开发包 (SDK)', en: 'SDK', ru: 'SDK' },
  certificate: { zh: '认证证书', en: 'Certificate', ru: 'Сертификат' },
})

/**
 * The language a document's file is written in (a datasheet may hold both). Chinese and English
 * only: a Russian file is a new stored value (a migration), added when Russian joins the site.
 */
export const documentLanguages = choice({
  zh: languageNames.zh,
  en: languageNames.en,
  multi: { zh: '中英文', en: 'Chinese and English', ru: 'Китайский и английский' },
})

/** The operating systems a driver, firmware or SDK is for. */
export const operatingSystems = choice({
  windows: { zh: 'Windows', en: 'Windows', ru: 'Windows' },
  linux: { zh: 'Linux', en: 'Linux', ru: 'Linux' },
  android: { zh: 'Android', en: 'Android', ru: 'Android' },
})

/** Where a partner sells or a customer works: China's sales regions, then the world's. */
export const regions = choice({
  northChina: { zh: '华北', en: 'North China', ru: 'Северный Китай' },
  eastChina: { zh: '华东', en: 'East China', ru: 'Восточный Китай' },
  southChina: { zh: '华南', en: 'South China', ru: 'Южный Китай' },
  centralChina: { zh: '华中', en: 'Central China', ru: 'Центральный Китай' },
  westChina: { zh: '西南及西北', en: 'West China', ru: 'Западный Китай' },
  northeastChina: { zh: '东北', en: 'Northeast China', ru: 'Северо-Восточный Китай' },
  asiaPacific: { zh: '亚太', en: 'Asia Pacific', ru: 'Азиатско-Тихоокеанский регион' },
  europe: { zh: '欧洲', en: 'Europe', ru: 'Европа' },
  americas: { zh: '美洲', en: 'Americas', ru: 'Америка' },
  middleEastAfrica: { zh: '中东及非洲', en: 'Middle East and Africa', ru: 'Ближний Восток и Африка' },
})

export const partnerTypes = choice({
  distributor: { zh: '分销商', en: 'Distributor', ru: 'Дистрибьютор' },
  reseller: { zh: '经销商', en: 'Reseller', ru: 'Реселлер' },
  integrator: { zh: '系统集成商', en: 'System integrator', ru: 'Системный интегратор' },
})

/** A country as ISO 3166-1 alpha-2 (CN, DE, US): the pages name it in the visitor's language. */
export const countryCodePattern = /^[A-Z]{2}$/

export function isCountryCode(value: unknown): value is string {
  if (typeof value !== 'string' || !countryCodePattern.test(value) || value === 'ZZ') return false
  // Intl answers an unknown code with the code itself (ZZ is its own "unknown region").
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(value) !== value
}

/** The industries case studies are filed under. */
export const industries = choice({
  agriculture: { zh: '智慧农业', en: 'Agriculture', ru: 'Сельское хозяйство' },
  mining: { zh: '矿山', en: 'Mining', ru: 'Горнодобывающая отрасль' },
  logistics: { zh: '物流运输', en: 'Logistics', ru: 'Логистика' },
  publicTransport: { zh: '公共交通', en: 'Public transport', ru: 'Общественный транспорт' },
  construction: { zh: '工程机械', en: 'Construction machinery', ru: 'Строительная техника' },
  ports: { zh: '港口码头', en: 'Ports', ru: 'Порты' },
  sanitation: { zh: '环卫', en: 'Sanitation', ru: 'Коммунальные службы' },
  publicSafety: { zh: '公共安全', en: 'Public safety', ru: 'Общественная безопасность' },
})

/** Case studies per page of the list and of GET /api/front/caseStudies. */
export const caseStudiesPageSize = 12

/** A country code named in a language: `DE` → 德国 / Germany; the code itself when unknown. */
export function countryName(code: string, locale: Locale): string {
  if (!countryCodePattern.test(code)) return code
  return new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'code' }).of(code) ?? code
}

export type DocumentType = ChoiceValue<typeof documentTypes>
export type DocumentLanguage = ChoiceValue<typeof documentLanguages>
export type OperatingSystem = ChoiceValue<typeof operatingSystems>
export type Region = ChoiceValue<typeof regions>
export type PartnerType = ChoiceValue<typeof partnerTypes>
export type Industry = ChoiceValue<typeof industries>

/** The anchors of a document's and a partner's rows on their list pages (search results link there). */
export const resourceAnchor = {
  document: (id: number) => `document-${id}`,
  partner: (id: number) => `partner-${id}`,
}
