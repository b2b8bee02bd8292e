/**
 * The enquiry inbox (issue 13): the statuses an enquiry goes through, and the filter bar's
 * simple choices (status, form, language, a date range), read from and written into the admin
 * list's `where` query. Only the top-level keys below are the bar's; anything else in `where`
 * (Payload's own filter builder) is kept as it is.
 */
import { enquiryForms, type EnquiryForm } from './enquiry'
import type { Label } from './choices'
import { isLocale, type Locale } from './language'
import { siteDay, siteLocalToInstant, siteTimeZone } from './siteTime'

export const enquiryStatuses = ['new', 'inProgress', 'handled', 'spam'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]


export const enquiryStatusLabels: Record<EnquiryStatus, Label> = {
  new: { zh: '待处理', en: 'New', ru: 'Новое' },
  inProgress: { zh: '处理中', en: 'In progress', ru: 'В работе' },
  handled: { zh: '已处理', en: 'Handled', ru: 'Обработано' },
  spam: { zh: '垃圾信息', en: 'Spam', ru: 'Спам' },
}

/**
 * Issue 37: why an enquiry is held. Past the per-e-mail limit (ENQUIRY_ACCEPTED_PER_EMAIL an
 * ENQUIRY_EMAIL_WINDOW_SECONDS) an enquiry is stored but held: no staff mail goes out for it, so a
 * stranger using someone's address fills no inbox, and the customer's message is never lost.
 */
export const enquiryHoldReasons = ['manyFromAddress'] as const
export type EnquiryHoldReason = (typeof enquiryHoldReasons)[number]

export const enquiryHoldLabels: Record<EnquiryHoldReason, Label> = {
  manyFromAddress: { zh: '暂缓：同一邮箱留言过多', en: 'Held: many from this address', ru: 'Отложено: слишком много обращений с этого адреса' },
}

export const enquiryFormLabels: Record<EnquiryForm, Label> = {
  dialog: { zh: '咨询弹窗', en: 'Contact dialog', ru: 'Окно обратной связи' },
  quick: { zh: '页脚快速留言', en: 'Footer quick form', ru: 'Быстрая форма в подвале сайта' },
}

/** What the list's search box looks in (Payload's `listSearchableFields`; the export searches the same). */
export const enquirySearchFields = ['email', 'name', 'company', 'content', 'telephone'] as const


/** The bar's choices; a day is `YYYY-MM-DD` in the company's time zone, `to` included. */
export interface InboxFilter {
  status?: EnquiryStatus
  form?: EnquiryForm
  language?: Locale
  from?: string
  to?: string
}

type Where = Record<string, unknown>

/** The top-level `where` keys the bar owns. */
const barKeys = ['status', 'form', 'language', 'createdAt']

/** A day of the bar starts at midnight on the site's clock (SITE_TIME_ZONE, issue 38). */
const dayStart = (day: string, zone: string) => siteLocalToInstant(`${day}T00:00`, zone)
const isDay = (value: unknown, zone: string): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayStart(value, zone) !== null
/** The next day's midnight (a day is 23 or 25 hours long where the clock changes). */
const dayAfter = (day: string, zone: string) => dayStart(new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10), zone)

function equalsValue(where: Where, key: string): unknown {
  const constraint = where[key]
  return typeof constraint === 'object' && constraint !== null ? (constraint as Where).equals : undefined
}

function dateBound(where: Where, operator: 'greater_than_equal' | 'less_than'): Date | null {
  const constraint = where.createdAt
  const value = typeof constraint === 'object' && constraint !== null ? (constraint as Where)[operator] : undefined
  const date = typeof value === 'string' ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/** The bar's choices as they stand in a list `where` (unknown or malformed values read as unset). */
export function inboxFilterFrom(where: unknown, zone: string = siteTimeZone()): InboxFilter {
  if (typeof where !== 'object' || where === null) return {}
  const query = where as Where
  const status = equalsValue(query, 'status')
  const form = equalsValue(query, 'form')
  const language = equalsValue(query, 'language')
  const from = dateBound(query, 'greater_than_equal')
  const until = dateBound(query, 'less_than')
  return {
    ...((enquiryStatuses as readonly unknown[]).includes(status) ? { status: status as EnquiryStatus } : {}),
    ...((enquiryForms as readonly unknown[]).includes(form) ? { form: form as EnquiryForm } : {}),
    ...(isLocale(language) ? { language } : {}),
    ...(from ? { from: siteDay(from, zone) } : {}),
    ...(until ? { to: siteDay(new Date(until.getTime() - 1), zone) } : {}),
  }
}

/** `where` with the bar's keys replaced by `filter` (an unset choice removes its key). */
export function withInboxFilter(where: unknown, filter: InboxFilter, zone: string = siteTimeZone()): Where {
  const rest = Object.fromEntries(Object.entries(typeof where === 'object' && where !== null ? where : {}).filter(([key]) => !barKeys.includes(key)))
  const createdAt = {
    ...(isDay(filter.from, zone) ? { greater_than_equal: dayStart(filter.from, zone)!.toISOString() } : {}),
    ...(isDay(filter.to, zone) ? { less_than: dayAfter(filter.to, zone)?.toISOString() } : {}),
  }
  return {
    ...rest,
    ...(filter.status ? { status: { equals: filter.status } } : {}),
    ...(filter.form ? { form: { equals: filter.form } } : {}),
    ...(filter.language ? { language: { equals: filter.language } } : {}),
    ...(Object.keys(createdAt).length > 0 ? { createdAt } : {}),
  }
}

/** The list's `where` and search box as one query, the way Payload's list view combines them. */
export function inboxWhere(where: unknown, search?: string): Where {
  const parts: Where[] = []
  if (typeof where === 'object' && where !== null && Object.keys(where).length > 0) parts.push(where as Where)
  const words = search?.trim()
  if (words) parts.push({ or: enquirySearchFields.map((field) => ({ [field]: { like: words } })) })
  return parts.length === 0 ? {} : parts.length === 1 ? (parts[0] as Where) : { and: parts }
}
