/**
 * Issue 29, customer resources: the fixed choices of the download centre, the case studies and
 * the where-to-buy list, with their names in both languages. The CMS offers them as select
 * options, the pages label and filter by them, and the /api/front calls accept exactly these.
 */
import { choice, type ChoiceValue } from './choices'
import { languageNames, languageTag, type Locale } from './language'

/** What a document of the download centre is, in the order the list groups them. */
export const documentTypes = choice({
  datasheet: { zh: '规格书', en: 'Datasheet' },
  manual: { zh: '用户手册', en: 'User manual' },
  quickGuide: { zh: '快速入门', en: 'Quick guide' },
  driver: { zh: '驱动程序', en: 'Driver' },
  firmware: { zh: '固件', en: 'Firmware' },
  sdk: { zh: '开发包 (SDK)', en: 'SDK' },
  certificate: { zh: '认证证书', en: 'Certificate' },
})

/** The language a document's file is written in (a datasheet may hold both). */
export const documentLanguages = choice({
  ...languageNames,
  multi: { zh: '中英文', en: 'Chinese and English' },
})

/** The operating systems a driver, firmware or SDK is for. */
export const operatingSystems = choice({
  windows: { zh: 'Windows', en: 'Windows' },
  linux: { zh: 'Linux', en: 'Linux' },
  android: { zh: 'Android', en: 'Android' },
})

/** Where a partner sells or a customer works: China's sales regions, then the world's. */
export const regions = choice({
  northChina: { zh: '华北', en: 'North China' },
  eastChina: { zh: '华东', en: 'East China' },
  southChina: { zh: '华南', en: 'South China' },
  centralChina: { zh: '华中', en: 'Central China' },
  westChina: { zh: '西南及西北', en: 'West China' },
  northeastChina: { zh: '东北', en: 'Northeast China' },
  asiaPacific: { zh: '亚太', en: 'Asia Pacific' },
  europe: { zh: '欧洲', en: 'Europe' },
  americas: { zh: '美洲', en: 'Americas' },
  middleEastAfrica: { zh: '中东及非洲', en: 'Middle East and Africa' },
})

export const partnerTypes = choice({
  distributor: { zh: '分销商', en: 'Distributor' },
  reseller: { zh: '经销商', en: 'Reseller' },
  integrator: { zh: '系统集成商', en: 'System integrator' },
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
  agriculture: { zh: '智慧农业', en: 'Agriculture' },
  mining: { zh: '矿山', en: 'Mining' },
  logistics: { zh: '物流运输', en: 'Logistics' },
  publicTransport: { zh: '公共交通', en: 'Public transport' },
  construction: { zh: '工程机械', en: 'Construction machinery' },
  ports: { zh: '港口码头', en: 'Ports' },
  sanitation: { zh: '环卫', en: 'Sanitation' },
  publicSafety: { zh: '公共安全', en: 'Public safety' },
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
