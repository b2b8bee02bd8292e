/**
 * The e-mail staff receive for every accepted enquiry and every event registration (issue 13,
 * "Staff e-mail"). Pure: the data layer gives the stored record, the recipients and the site's
 * address, and queues what this returns (src/data/staffNotices.ts).
 *
 * Language: the notice is for staff, not for the visitor, so it is written in the staff's
 * language (ENQUIRY_NOTIFY_LANGUAGE, Chinese by default like the admin), whatever language the visitor
 * used; that language is stated in the notice, so staff know in which one to answer. The
 * visitor's own words are passed through unchanged.
 */
import { type Label, labelIn, textsIn } from './choices'
import { enquiryFormLabels } from './inbox'
import { type Locale, textLanguage } from './language'
import { languageName } from './languageNames'
import { registrationSources, type RegistrationSource } from './events/registrationChoices'
import { siteClock, siteTimeZone, utcOffsetLabel, zoneOffsetMinutes } from './siteTime'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

export interface EnquiryNoticeInput {
  id: number
  createdAt: string
  language: Locale
  form: 'dialog' | 'quick'
  /** Path of the page the visitor wrote from ('' when unknown). */
  page: string
  name?: string | null
  company?: string | null
  email: string
  telephone?: string | null
  productModel?: string | null
  applicationIndustry?: string | null
  content: string
  /** Issue 29: the where-to-buy partner the visitor wrote to, as staff should read it ('Name · Reseller · Germany'). */
  partner?: string | null
  /** Issue 29: the MDM price estimate sent with the enquiry (rules/mdmEstimate.ts estimateSummary). */
  estimate?: string | null
}

export interface RegistrationNoticeInput {
  id: number
  createdAt: string
  language: Locale
  source: RegistrationSource
  eventTitle: string
  name: string
  company: string
  jobTitle: string
  phone: string
  email: string
  /** Extra questions: label → answer as shown. */
  answers: { label: string; answer: string }[]
}

/** What the notices say, in every language: their own words, then the record's fields. */
const words = {
  enquirySubject: { zh: '官网咨询', en: 'Website enquiry', ru: 'Обращение с сайта' },
  registrationSubject: { zh: '活动报名', en: 'Event registration', ru: 'Регистрация на мероприятие' },
  enquiryIntro: { zh: '官网收到一条新的咨询：', en: 'A new enquiry came in through the website:', ru: 'С сайта поступило новое обращение:' },
  registrationIntro: { zh: '活动收到一条新的报名：', en: 'A new registration came in for an event:', ru: 'Поступила новая регистрация на мероприятие:' },
  language: { zh: '访客语言', en: 'Visitor language', ru: 'Язык посетителя' },
  page: { zh: '来源页面', en: 'Page of origin', ru: 'Страница отправки' },
  form: { zh: '来源表单', en: 'Sent from', ru: 'Форма отправки' },
  source: { zh: '报名渠道', en: 'Came from', ru: 'Источник регистрации' },
  receivedAt: { zh: '提交时间', en: 'Received at', ru: 'Время получения' },
  admin: { zh: '在后台查看', en: 'Open in the admin', ru: 'Открыть в админ-панели' },
  unknown: { zh: '（未知）', en: '(unknown)', ru: '(неизвестно)' },
  name: { zh: '姓名', en: 'Name', ru: 'Имя' },
  company: { zh: '公司', en: 'Company', ru: 'Компания' },
  email: { zh: '邮箱', en: 'E-mail', ru: 'Эл. почта' },
  telephone: { zh: '电话', en: 'Telephone', ru: 'Телефон' },
  productModel: { zh: '产品型号', en: 'Product model', ru: 'Модель продукта' },
  applicationIndustry: { zh: '应用行业', en: 'Industry', ru: 'Отрасль' },
  content: { zh: '咨询内容', en: 'Message', ru: 'Текст обращения' },
  jobTitle: { zh: '职位', en: 'Job title', ru: 'Должность' },
  phone: { zh: '手机号', en: 'Mobile', ru: 'Мобильный телефон' },
  event: { zh: '活动', en: 'Event', ru: 'Мероприятие' },
  partner: { zh: '合作伙伴', en: 'Partner', ru: 'Партнёр' },
  estimate: { zh: 'MDM 估价', en: 'MDM estimate', ru: 'Расчёт стоимости MDM' },
} satisfies Record<string, Label>

/** A header must stay one line: a visitor's line break must not start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const lines = (pairs: [string, string | null | undefined][]) =>
  pairs.filter(([, value]) => value !== null && value !== undefined && value.trim() !== '').map(([label, value]) => `${label}: ${value}`)

/** A time on the site's clock, as staff read it: 2026-11-24 21:05:03 (UTC+8). */
export function staffTime(iso: string, zone: string = siteTimeZone()): string {
  return `${siteClock(iso, zone, true)} (${utcOffsetLabel(zoneOffsetMinutes(zone, new Date(iso)))})`
}

/** Where staff open the record: the admin's edit view on the public site. */
export const adminLink = (siteUrl: string, collection: 'enquiries' | 'registrations', id: number) =>
  new URL(`/admin/collections/${collection}/${id}`, siteUrl).toString()

export function enquiryNotice(enquiry: EnquiryNoticeInput, to: readonly string[], siteUrl: string, staff: Locale): OutgoingMail {
  const w = textsIn(words, staff)
  const who = oneLine(enquiry.name || enquiry.email)
  const model = oneLine(enquiry.productModel ?? '')
  // The partner leads the subject: staff forward these to the partner's account manager.
  const partner = oneLine(enquiry.partner ?? '')
  const about = [partner ? `${w.partner} ${partner}` : '', model].filter(Boolean).join(' · ')
  const subject = `[${w.enquirySubject}] ${about ? `${about} · ` : ''}${who}`
  const text = [
    w.enquiryIntro,
    '',
    ...lines([[w.partner, enquiry.partner], [w.estimate, enquiry.estimate], [w.productModel, enquiry.productModel], [w.name, enquiry.name], [w.company, enquiry.company], [w.email, enquiry.email], [w.telephone, enquiry.telephone], [w.applicationIndustry, enquiry.applicationIndustry]]),
    `${w.content}:`,
    enquiry.content,
    '',
    `${w.language}: ${languageName(enquiry.language, staff)}`,
    `${w.page}: ${enquiry.page ? new URL(enquiry.page, siteUrl).toString() : w.unknown}`,
    `${w.form}: ${enquiryFormLabels[enquiry.form][textLanguage(staff)]}`,
    `${w.receivedAt}: ${staffTime(enquiry.createdAt)}`,
    '',
    `${w.admin}: ${adminLink(siteUrl, 'enquiries', enquiry.id)}`,
  ].join('\n')
  return { to: to.join(', '), subject, text }
}

export function registrationNotice(registration: RegistrationNoticeInput, to: readonly string[], siteUrl: string, staff: Locale): OutgoingMail {
  const w = textsIn(words, staff)
  const who = oneLine([registration.name, registration.company].filter(Boolean).join(' · '))
  const subject = `[${w.registrationSubject}] ${oneLine(registration.eventTitle)} · ${who}`
  const text = [
    w.registrationIntro,
    '',
    ...lines([[w.event, registration.eventTitle], [w.name, registration.name], [w.company, registration.company], [w.jobTitle, registration.jobTitle], [w.phone, registration.phone], [w.email, registration.email]]),
    ...lines(registration.answers.map(({ label, answer }) => [label, answer])),
    '',
    `${w.language}: ${languageName(registration.language, staff)}`,
    `${w.source}: ${labelIn(registrationSources.labels[registration.source], staff)}`,
    `${w.receivedAt}: ${staffTime(registration.createdAt)}`,
    '',
    `${w.admin}: ${adminLink(siteUrl, 'registrations', registration.id)}`,
  ].join('\n')
  return { to: to.join(', '), subject, text }
}
