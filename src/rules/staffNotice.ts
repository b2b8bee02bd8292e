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
import type { Locale } from './language'
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
  source: 'web' | 'mobile' | 'invitation' | 'admin'
  eventTitle: string
  name: string
  company: string
  jobTitle: string
  phone: string
  email: string
  /** Extra questions: label → answer as shown. */
  answers: { label: string; answer: string }[]
}

const words = {
  zh: {
    enquirySubject: '官网咨询',
    registrationSubject: '活动报名',
    enquiryIntro: '官网收到一条新的咨询：',
    registrationIntro: '活动收到一条新的报名：',
    fields: {
      name: '姓名', company: '公司', email: '邮箱', telephone: '电话', productModel: '产品型号',
      applicationIndustry: '应用行业', content: '咨询内容', jobTitle: '职位', phone: '手机号', event: '活动',
      partner: '合作伙伴', estimate: 'MDM 估价',
    },
    language: '访客语言', page: '来源页面', form: '来源表单', source: '报名渠道', receivedAt: '提交时间',
    admin: '在后台查看', unknown: '（未知）',
    languages: { zh: '中文', en: '英文' },
    forms: { dialog: '咨询弹窗', quick: '页脚快速留言' },
    sources: { web: '微站', mobile: '手机微站', invitation: '邀请函', admin: '后台录入' },
  },
  en: {
    enquirySubject: 'Website enquiry',
    registrationSubject: 'Event registration',
    enquiryIntro: 'A new enquiry came in through the website:',
    registrationIntro: 'A new registration came in for an event:',
    fields: {
      name: 'Name', company: 'Company', email: 'E-mail', telephone: 'Telephone', productModel: 'Product model',
      applicationIndustry: 'Industry', content: 'Message', jobTitle: 'Job title', phone: 'Mobile', event: 'Event',
      partner: 'Partner', estimate: 'MDM estimate',
    },
    language: 'Visitor language', page: 'Page of origin', form: 'Sent from', source: 'Came from', receivedAt: 'Received at',
    admin: 'Open in the admin', unknown: '(unknown)',
    languages: { zh: 'Chinese', en: 'English' },
    forms: { dialog: 'Contact dialog', quick: 'Footer quick form' },
    sources: { web: 'Microsite', mobile: 'Mobile microsite', invitation: 'Invitation', admin: 'Added by staff' },
  },
} as const

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
  const w = words[staff]
  const who = oneLine(enquiry.name || enquiry.email)
  const model = oneLine(enquiry.productModel ?? '')
  const f = w.fields
  // The partner leads the subject: staff forward these to the partner's account manager.
  const partner = oneLine(enquiry.partner ?? '')
  const about = [partner ? `${f.partner} ${partner}` : '', model].filter(Boolean).join(' · ')
  const subject = `[${w.enquirySubject}] ${about ? `${about} · ` : ''}${who}`
  const text = [
    w.enquiryIntro,
    '',
    ...lines([[f.partner, enquiry.partner], [f.estimate, enquiry.estimate], [f.productModel, enquiry.productModel], [f.name, enquiry.name], [f.company, enquiry.company], [f.email, enquiry.email], [f.telephone, enquiry.telephone], [f.applicationIndustry, enquiry.applicationIndustry]]),
    `${f.content}:`,
    enquiry.content,
    '',
    `${w.language}: ${w.languages[enquiry.language]}`,
    `${w.page}: ${enquiry.page ? new URL(enquiry.page, siteUrl).toString() : w.unknown}`,
    `${w.form}: ${w.forms[enquiry.form]}`,
    `${w.receivedAt}: ${staffTime(enquiry.createdAt)}`,
    '',
    `${w.admin}: ${adminLink(siteUrl, 'enquiries', enquiry.id)}`,
  ].join('\n')
  return { to: to.join(', '), subject, text }
}

export function registrationNotice(registration: RegistrationNoticeInput, to: readonly string[], siteUrl: string, staff: Locale): OutgoingMail {
  const w = words[staff]
  const f = w.fields
  const who = oneLine([registration.name, registration.company].filter(Boolean).join(' · '))
  const subject = `[${w.registrationSubject}] ${oneLine(registration.eventTitle)} · ${who}`
  const text = [
    w.registrationIntro,
    '',
    ...lines([[f.event, registration.eventTitle], [f.name, registration.name], [f.company, registration.company], [f.jobTitle, registration.jobTitle], [f.phone, registration.phone], [f.email, registration.email]]),
    ...lines(registration.answers.map(({ label, answer }) => [label, answer])),
    '',
    `${w.language}: ${w.languages[registration.language]}`,
    `${w.source}: ${w.sources[registration.source]}`,
    `${w.receivedAt}: ${staffTime(registration.createdAt)}`,
    '',
    `${w.admin}: ${adminLink(siteUrl, 'registrations', registration.id)}`,
  ].join('\n')
  return { to: to.join(', '), subject, text }
}
