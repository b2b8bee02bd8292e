/**
 * Events: the rules the spec leaves "not shown" (§1, §2.1, §3 "Event registration and sign-in
 * data", §7 `/api/front/{hash}` …), as designed in docs/events.md. Pure functions and constants,
 * shared by the CMS hooks, the data layer, the API handlers and the browser.
 */
import type { Locale } from './language'
import { positiveIntegerOr } from './limits'
import { fillPlaceholders, type MessageParams } from './messages'
import { normaliseCode } from './personalCodes'

// ---------------------------------------------------------------------------------------------
// Identifiers

/** An event's public id in API paths: 24 lower-case hex digits (96 random bits), not guessable. */
export const eventHashPattern = /^[0-9a-f]{24}$/
export const eventHashBytes = 12

export function isEventHash(value: unknown): value is string {
  return typeof value === 'string' && eventHashPattern.test(value)
}

// ---------------------------------------------------------------------------------------------
// Contact details

/**
 * Phone numbers, stored in one form so that "one registration per phone" cannot be dodged by
 * spacing: a mainland mobile number as its 11 digits (a +86 / 0086 prefix dropped), any other
 * number in E.164 form (+ and 7–15 digits, a 00 prefix read as +). Spaces, hyphens, dots and
 * brackets are ignored; full-width digits count. Null when it is not a phone number.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.normalize('NFKC').replace(/[\s\-().]/g, '')
  if (compact.length > 24) return null
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact
  const mainland = /^(?:\+?86)?(1[3-9]\d{9})$/.exec(international)
  if (mainland?.[1]) return mainland[1]
  if (/^\+[1-9]\d{6,14}$/.test(international)) return international
  return null
}

/**
 * E-mail addresses: a practical pattern (the enquiry's §5 pattern is deliberately narrow and not
 * meant for this), at most 254 characters; stored trimmed and lower-cased, so that
 * Li@Example.com and li@example.com are one person.
 */
export const registrationEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/
export const emailMaxLength = 254

export function normaliseEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase()
}

/** What a sign-in box holds: a phone number if it reads as one, else a code. */
export function classifySignInInput(value: string): { phone: string } | { code: string } | null {
  const phone = normalisePhone(value)
  if (phone) return { phone }
  const code = normaliseCode(value)
  return code.length > 0 && code.length <= 32 ? { code } : null
}

// ---------------------------------------------------------------------------------------------
// Registration and check-in windows

export interface EventTimes {
  startsAt: string | Date
  endsAt: string | Date
  registrationOpensAt?: string | Date | null
  registrationClosesAt?: string | Date | null
  /** Seats open to public registration; null or 0: no limit. */
  capacity?: number | null
}

/**
 * notOpen: before the registration window; open; full: every public seat taken; closed: after
 * the window (or once the event has begun, when no window end is set); ended: the event is over.
 */
export type RegistrationState = 'notOpen' | 'open' | 'full' | 'closed' | 'ended'

const time = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null
  const ms = new Date(value).getTime()
  return Number.isNaN(ms) ? null : ms
}

export function registrationState(event: EventTimes, seatsTaken: number, now: Date | number = Date.now()): RegistrationState {
  const at = typeof now === 'number' ? now : now.getTime()
  const ends = time(event.endsAt)
  if (ends !== null && at >= ends) return 'ended'
  const opens = time(event.registrationOpensAt)
  if (opens !== null && at < opens) return 'notOpen'
  const closes = time(event.registrationClosesAt) ?? time(event.startsAt)
  if (closes !== null && at >= closes) return 'closed'
  if (hasCapacity(event) && seatsTaken >= (event.capacity as number)) return 'full'
  return 'open'
}

export function hasCapacity(event: Pick<EventTimes, 'capacity'>): boolean {
  return typeof event.capacity === 'number' && event.capacity > 0
}

/** Seats left for public registration, or null when the event sets no limit. */
export function seatsLeft(event: Pick<EventTimes, 'capacity'>, seatsTaken: number): number | null {
  return hasCapacity(event) ? Math.max(0, (event.capacity as number) - seatsTaken) : null
}

/** Check-in at the venue opens this long before the start and closes this long after the end. */
export const checkInOpensBeforeStartMs = 24 * 60 * 60 * 1000
export const checkInClosesAfterEndMs = 12 * 60 * 60 * 1000

export type CheckInState = 'notOpen' | 'open' | 'closed'

export function checkInState(event: Pick<EventTimes, 'startsAt' | 'endsAt'>, now: Date | number = Date.now()): CheckInState {
  const at = typeof now === 'number' ? now : now.getTime()
  const starts = time(event.startsAt)
  const ends = time(event.endsAt) ?? starts
  if (starts !== null && at < starts - checkInOpensBeforeStartMs) return 'notOpen'
  if (ends !== null && at > ends + checkInClosesAfterEndMs) return 'closed'
  return 'open'
}

/** Invitations may be answered until the event ends (guests decide late; the organiser sized the list). */
export type InvitationState = 'open' | 'ended'

export function invitationState(event: Pick<EventTimes, 'startsAt' | 'endsAt'>, now: Date | number = Date.now()): InvitationState {
  const at = typeof now === 'number' ? now : now.getTime()
  const ends = time(event.endsAt) ?? time(event.startsAt)
  return ends !== null && at >= ends ? 'ended' : 'open'
}

/** The time zone event times are shown in (the venues are in China). */
export const eventTimeZone = 'Asia/Shanghai'

// ---------------------------------------------------------------------------------------------
// Limits (operator settings from the environment, with safe defaults)

export interface EventLimits {
  /** Largest request body of a registration, sign-in or invitation answer. */
  readonly maxBodyBytes: number
  /** Any event read (status, company lookup, mega1 info) per client per minute. */
  readonly readsPerMinute: number
  /** Any event POST (registration, sign-in, invitation answer), valid or not, per client per minute. */
  readonly writesPerMinute: number
  /** Registrations accepted per client per window (a company may register a few colleagues). */
  readonly registrationsPerWindow: number
  readonly registrationWindowSeconds: number
}

export const eventLimitDefaults: EventLimits = {
  maxBodyBytes: 16_384,
  // A venue's Wi-Fi puts hundreds of guests behind one address: reads and check-ins must not
  // stall there, while a script hammering one address is still held back.
  readsPerMinute: 300,
  writesPerMinute: 120,
  registrationsPerWindow: 20,
  registrationWindowSeconds: 600,
}

export function eventLimitsFromEnv(env: Record<string, string | undefined> = process.env): EventLimits {
  return {
    maxBodyBytes: positiveIntegerOr(env.EVENT_MAX_BODY_BYTES, eventLimitDefaults.maxBodyBytes),
    readsPerMinute: positiveIntegerOr(env.EVENT_READS_PER_MINUTE, eventLimitDefaults.readsPerMinute),
    writesPerMinute: positiveIntegerOr(env.EVENT_WRITES_PER_MINUTE, eventLimitDefaults.writesPerMinute),
    registrationsPerWindow: positiveIntegerOr(env.EVENT_REGISTRATIONS_PER_WINDOW, eventLimitDefaults.registrationsPerWindow),
    registrationWindowSeconds: positiveIntegerOr(env.EVENT_REGISTRATION_WINDOW_SECONDS, eventLimitDefaults.registrationWindowSeconds),
  }
}

/** Company-name suggestions: at most this many, for a prefix of at most companyLookupMaxLength characters. */
export const companySuggestionLimit = 8
export const companyLookupMaxLength = 50

// ---------------------------------------------------------------------------------------------
// Messages (zh / en) of the registration, sign-in and invitation calls and forms

export const eventMessages = {
  // form fields
  nameEmpty: { zh: '请输入姓名', en: 'Please enter your name.' },
  nameTooLong: { zh: '姓名不能超过 {max} 个字', en: 'Your name can have at most {max} characters.' },
  companyEmpty: { zh: '请输入公司名称', en: 'Please enter your company.' },
  companyTooLong: { zh: '公司名称不能超过 {max} 个字', en: 'The company name can have at most {max} characters.' },
  jobTitleEmpty: { zh: '请输入职位', en: 'Please enter your job title.' },
  jobTitleTooLong: { zh: '职位不能超过 {max} 个字', en: 'The job title can have at most {max} characters.' },
  phoneEmpty: { zh: '请输入手机号码', en: 'Please enter your mobile number.' },
  phoneFormat: {
    zh: '手机号码格式不正确（中国大陆 11 位手机号，或以 + 开头的国际号码）',
    en: 'Please enter a valid mobile number (11 digits in mainland China, or an international number starting with +).',
  },
  emailEmpty: { zh: '请输入邮箱地址', en: 'Please enter your e-mail address.' },
  emailFormat: { zh: '邮箱格式不正确', en: 'Please enter a valid e-mail address.' },
  answerRequired: { zh: '请回答：{label}', en: 'Please answer: {label}' },
  answerTooLong: { zh: '“{label}”的回答不能超过 {max} 个字', en: 'The answer to “{label}” can have at most {max} characters.' },
  answerInvalid: { zh: '“{label}”的选项无效', en: 'Please choose one of the options for “{label}”.' },
  unknownQuestion: { zh: '未知的问题：{field}。', en: 'Unknown question: {field}.' },
  // registration outcomes
  registered: { zh: '报名成功！', en: 'You are registered!' },
  duplicatePhone: {
    zh: '该手机号已报名本次活动，无需重复报名。',
    en: 'This mobile number is already registered for this event; there is no need to register again.',
  },
  duplicateEmail: {
    zh: '该邮箱已报名本次活动，无需重复报名。',
    en: 'This e-mail address is already registered for this event; there is no need to register again.',
  },
  registrationNotOpen: { zh: '报名尚未开始，请在 {date} 后再来。', en: 'Registration has not opened yet; please come back after {date}.' },
  registrationClosed: { zh: '报名已截止。', en: 'Registration has closed.' },
  eventEnded: { zh: '本次活动已结束。', en: 'This event has ended.' },
  eventFull: { zh: '名额已满，感谢关注。', en: 'All seats are taken. Thank you for your interest.' },
  eventNotFound: { zh: '活动不存在。', en: 'There is no such event.' },
  registrationFailed: { zh: '报名失败，请刷新后重试！', en: 'Registration failed, please refresh and try again!' },
  // sign-in
  signInQueryEmpty: { zh: '请输入参会码或手机号', en: 'Please enter your check-in code or mobile number.' },
  signInBody: { zh: '请提供参会码（code）或手机号（phone）其中之一。', en: 'Send either a check-in code (code) or a mobile number (phone).' },
  signedIn: { zh: '签到成功，欢迎！', en: 'Checked in. Welcome!' },
  alreadySignedIn: { zh: '您已于 {time} 签到，无需重复签到。', en: 'You already checked in at {time}; no need to check in again.' },
  signInNotFound: {
    zh: '未找到该参会码或手机号的报名记录，请核对后重试，或前往签到台咨询。',
    en: 'No registration was found for this code or mobile number. Please check it, or ask at the registration desk.',
  },
  registrationCancelled: { zh: '该报名已取消，请前往签到台咨询。', en: 'This registration was cancelled; please ask at the registration desk.' },
  checkInNotOpen: { zh: '签到尚未开始（活动开始前 24 小时开放）。', en: 'Check-in has not opened yet (it opens 24 hours before the start).' },
  checkInClosed: { zh: '签到已结束。', en: 'Check-in has closed.' },
  // invitations
  invitationNotFound: { zh: '邀请码无效，请核对邀请函上的邀请码。', en: 'This invitation code is not valid; please check it on your invitation.' },
  invitationAccepted: { zh: '感谢您接受邀请，期待与您相见！', en: 'Thank you for accepting. We look forward to seeing you!' },
  invitationDeclined: { zh: '已收到您的回复，感谢告知，期待下次相聚。', en: 'Thank you for letting us know. We hope to see you another time.' },
  invitationEnded: { zh: '活动已结束，邀请已失效。', en: 'The event is over; this invitation can no longer be answered.' },
  invitationResponse: { zh: '请选择接受或婉拒邀请。', en: 'Please accept or decline the invitation.' },
} as const satisfies Record<string, { zh: string; en: string }>

export type EventMessageId = keyof typeof eventMessages

export function isEventMessageId(value: unknown): value is EventMessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(eventMessages, value)
}

export function eventMessage(id: EventMessageId, locale: Locale, params?: MessageParams): string {
  return fillPlaceholders(eventMessages[id][locale], params)
}

// ---------------------------------------------------------------------------------------------
// Showing event times (always in the venue's time zone, whatever the reader's)

export type EventTimeStyle = 'dateTime' | 'date' | 'time' | 'weekdayDate'

const timeFormats: Record<EventTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekdayDate: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
}

export function formatEventTime(iso: string | Date, locale: Locale, style: EventTimeStyle = 'dateTime'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { ...timeFormats[style], timeZone: eventTimeZone }).format(date)
}

/** "2024年11月16日 周六 09:00–17:30" / "Sat 16 November 2024, 09:00–17:30 (UTC+8)" — or a range of days. */
export function formatEventSpan(startsAt: string, endsAt: string, locale: Locale): string {
  const sameDay = formatEventTime(startsAt, locale, 'date') === formatEventTime(endsAt, locale, 'date')
  const zone = locale === 'en' ? ' (UTC+8)' : ''
  if (sameDay) {
    const joiner = locale === 'zh' ? ' ' : ', '
    return `${formatEventTime(startsAt, locale, 'weekdayDate')}${joiner}${formatEventTime(startsAt, locale, 'time')}–${formatEventTime(endsAt, locale, 'time')}${zone}`
  }
  return `${formatEventTime(startsAt, locale, 'dateTime')} – ${formatEventTime(endsAt, locale, 'dateTime')}${zone}`
}
