/**
 * Registrations, check-in, invitation answers and the organiser's CSV (docs/events.md). Every
 * rule that two simultaneous requests could race is held by a unique index of the database
 * (src/cms/collections/Registrations): one registration per phone and per e-mail per event,
 * seat numbers 1..capacity unique per event, one arrival number per event. The code here checks
 * first (for a clear answer) and, when the database refuses, reads again to say why.
 */
import type { Payload } from 'payload'

import type { Registration } from '@/cms/payload-types'
import {
  checkInState,
  hasCapacity,
  invitationState,
  normaliseEmail,
  normalisePhone,
  registrationState,
  type CheckInState,
  type InvitationState,
  type RegistrationState,
  seatsLeft,
  companySuggestionLimit,
} from '@/rules/events'
import { csvDateTime, csvDocument } from '@/rules/csv'
import type { Locale } from '@/rules/language'
import { codePattern, normaliseCode } from '@/rules/personalCodes'
import { maskName } from '@/rules/privacy'
import type { RegistrationValues } from '@/rules/registration'

import { type EventContent, findInvitation, type InvitationContent } from './events'
import { getPayloadClient } from './payload'
import { isUniqueViolation, queryRows } from './sql'
import { inTransaction, registrationMail, storeWithNotice } from './staffNotices'

// ---------------------------------------------------------------------------------------------
// Live state

/** Public seats taken (confirmed public registrations hold a seat number). */
export async function countSeatsTaken(eventId: number): Promise<number> {
  const payload = await getPayloadClient()
  const result = await payload.count({ collection: 'registrations', where: { and: [{ event: { equals: eventId } }, { seat: { exists: true } }] }, overrideAccess: true })
  return result.totalDocs
}

export interface RegistrationStatus {
  state: RegistrationState
  seatsLeft: number | null
  checkIn: CheckInState
  invitations: InvitationState
}

export async function getRegistrationStatus(event: EventContent, now = Date.now()): Promise<RegistrationStatus> {
  const times = eventTimes(event)
  const taken = hasCapacity(times) ? await countSeatsTaken(event.id) : 0
  return {
    state: registrationState(times, taken, now),
    seatsLeft: seatsLeft(times, taken),
    checkIn: checkInState(times, now),
    invitations: invitationState(times, now),
  }
}

function eventTimes(event: EventContent) {
  return {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    registrationOpensAt: event.registration.opensAt,
    registrationClosesAt: event.registration.closesAt,
    capacity: event.registration.capacity,
  }
}

// ---------------------------------------------------------------------------------------------
// Registering

export interface RegistrationReceipt {
  id: number
  code: string
  name: string
  createdAt: string
}

export type RegisterOutcome =
  | { ok: true; registration: RegistrationReceipt }
  | { ok: false; reason: 'duplicatePhone' | 'duplicateEmail' }
  | { ok: false; reason: 'state'; state: Exclude<RegistrationState, 'open'> }

async function findDuplicate(payload: Payload, eventId: number, values: Pick<RegistrationValues, 'phone' | 'email'>, exceptId?: number) {
  const result = await payload.find({
    collection: 'registrations',
    where: {
      and: [
        { event: { equals: eventId } },
        { or: [{ phone: { equals: values.phone } }, { email: { equals: values.email } }] },
        ...(exceptId === undefined ? [] : [{ id: { not_equals: exceptId } }]),
      ],
    },
    depth: 0,
    limit: 2,
    overrideAccess: true,
  })
  if (result.docs.some((doc) => doc.phone === values.phone)) return 'duplicatePhone' as const
  if (result.docs.some((doc) => doc.email === values.email)) return 'duplicateEmail' as const
  return null
}

/** The smallest seat number in 1..capacity nobody holds, or null when every seat is taken. */
async function freeSeat(payload: Payload, eventId: number, capacity: number): Promise<number | null> {
  const rows = await queryRows<{ seat: number | string }>(payload, (sql) => sql`SELECT seat FROM registrations WHERE event_id = ${eventId} AND seat IS NOT NULL ORDER BY seat`)
  const taken = new Set(rows.map((row) => Number(row.seat)))
  for (let seat = 1; seat <= capacity; seat++) if (!taken.has(seat)) return seat
  return null
}

/** Contact details in their stored form, whoever built the values (the API's schema already does). */
function normaliseValues(values: RegistrationValues): RegistrationValues {
  return { ...values, phone: normalisePhone(values.phone) ?? values.phone.trim(), email: normaliseEmail(values.email) }
}

const receipt = (doc: Registration): RegistrationReceipt => ({ id: doc.id, code: doc.code ?? '', name: doc.name, createdAt: doc.createdAt })

/** A fresh request per write: Payload mutates the one it is given. */
const attempts = 6

/**
 * Registers a visitor for an event's public seats: the window and capacity (rules/events.ts),
 * then one registration per phone and per e-mail (the caller decides what a duplicate is told:
 * the public API answers it as a success, docs/events.md "Privacy"). Safe against simultaneous submissions: the seat
 * and contact indexes are unique, a clash is re-read and answered as a duplicate, or retried
 * with the next free seat.
 */
export async function registerForEvent(
  event: EventContent,
  input: { values: RegistrationValues; language: Locale; source: 'web' | 'mobile' },
  now = Date.now(),
): Promise<RegisterOutcome> {
  const payload = await getPayloadClient()
  const values = normaliseValues(input.values)
  for (let attempt = 0; attempt < attempts; attempt++) {
    const taken = hasCapacity(eventTimes(event)) ? await countSeatsTaken(event.id) : 0
    const state = registrationState(eventTimes(event), taken, now)
    // The window first, for everyone: a closed event must not tell a known contact from a new one.
    if (state !== 'open') return { ok: false, reason: 'state', state }
    const duplicate = await findDuplicate(payload, event.id, values)
    if (duplicate) return { ok: false, reason: duplicate }

    let seat: number | null = null
    if (event.registration.capacity) {
      seat = await freeSeat(payload, event.id, event.registration.capacity)
      if (seat === null) return { ok: false, reason: 'state', state: 'full' }
    }
    try {
      // The staff notice is queued in the registration's own transaction: both or neither.
      const doc = await inTransaction(payload, (req) =>
        storeWithNotice(
          payload,
          req,
          'registrations',
          () =>
            payload.create({
              collection: 'registrations',
              data: { event: event.id, ...values, language: input.language, source: input.source, status: 'confirmed', seat, checkedIn: false },
              depth: 0,
              overrideAccess: true,
              req,
            }),
          (created) => registrationMail(event, created),
        ),
      )
      return { ok: true, registration: receipt(doc) }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Someone was quicker: the same person (a double submit) or another visitor on the same seat.
      const again = await findDuplicate(payload, event.id, values)
      if (again) return { ok: false, reason: again }
    }
  }
  throw new Error('registerForEvent: could not find a free seat after several attempts')
}

// ---------------------------------------------------------------------------------------------
// Company-name suggestions

/**
 * Company names of earlier registrations (any event) that start with `prefix`, ignoring case:
 * distinct, alphabetical, at most companySuggestionLimit. Nothing but the company name leaves.
 */
export async function suggestCompanies(prefix: string, limit = companySuggestionLimit): Promise<string[]> {
  const trimmed = prefix.trim()
  if (!trimmed) return []
  const payload = await getPayloadClient()
  const pattern = `${trimmed.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const rows = await queryRows<{ company: string }>(
    payload,
    // Only registrations of published events: an unpublished event is as if it did not exist.
    (sql) => sql`SELECT MIN(r.company) AS company FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.status = 'confirmed' AND e._status = 'published' AND LOWER(r.company) LIKE ${pattern} ESCAPE '\\'
      GROUP BY LOWER(r.company) ORDER BY LOWER(r.company) LIMIT ${limit}`,
  )
  return rows.map((row) => String(row.company))
}

// ---------------------------------------------------------------------------------------------
// Check-in

export interface SignInResult {
  /** The full name when signed in by code; masked when by phone (a phone number is guessable). */
  name: string
  /** The company when signed in by code; empty when by phone (a phone number must not reveal it). */
  company: string
  signedInAt: string
  /** The guest's arrival number at this event (1 = first to arrive). */
  number: number | null
  /** False when the guest had already checked in: the first time is kept and returned. */
  firstTime: boolean
  by: 'code' | 'phone'
}

export type SignInOutcome =
  | { ok: true; result: SignInResult }
  | { ok: false; reason: 'notFound' | 'cancelled' | 'checkInNotOpen' | 'checkInClosed' }

/**
 * Checks a guest in by personal code or phone number. Idempotent: the first check-in's time and
 * arrival number are written in one conditional UPDATE (only while none is set), so a second —
 * even a simultaneous one — finds them and returns them unchanged.
 */
export async function signIn(event: EventContent, key: { code: string } | { phone: string }, now = Date.now()): Promise<SignInOutcome> {
  const window = checkInState(eventTimes(event), now)
  if (window === 'notOpen') return { ok: false, reason: 'checkInNotOpen' }
  if (window === 'closed') return { ok: false, reason: 'checkInClosed' }

  const by = 'code' in key ? 'code' : 'phone'
  const code = 'code' in key ? normaliseCode(key.code) : ''
  if (by === 'code' && !codePattern.test(code)) return { ok: false, reason: 'notFound' }
  const payload = await getPayloadClient()
  const find = async () =>
    (
      await payload.find({
        collection: 'registrations',
        where: { and: [{ event: { equals: event.id } }, 'code' in key ? { code: { equals: code } } : { phone: { equals: key.phone } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const found = await find()
  if (!found) return { ok: false, reason: 'notFound' }
  if (found.status !== 'confirmed') return { ok: false, reason: 'cancelled' }

  const answer = (doc: { name: string; company: string }, signedInAt: string, number: number | null, firstTime: boolean): SignInOutcome => ({
    ok: true,
    result: { name: by === 'code' ? doc.name : maskName(doc.name), company: by === 'code' ? doc.company : '', signedInAt: new Date(signedInAt).toISOString(), number, firstTime, by },
  })
  if (found.signedInAt) return answer(found, found.signedInAt, found.signInNumber ?? null, false)

  const at = new Date(now).toISOString()
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const rows = await queryRows<{ signed_in_at: string | Date; sign_in_number: number | string | null }>(payload, (sql, dialect) => {
        const yes = dialect === 'postgres' ? sql`true` : sql`1`
        return sql`UPDATE registrations
          SET signed_in_at = ${at}, checked_in = ${yes}, sign_in_method = ${by}, updated_at = ${at},
              sign_in_number = (SELECT COALESCE(MAX(r.sign_in_number), 0) + 1 FROM registrations r WHERE r.event_id = ${event.id})
          WHERE id = ${found.id} AND signed_in_at IS NULL AND status = 'confirmed'
          RETURNING signed_in_at, sign_in_number`
      })
      const row = rows[0]
      if (row) return answer(found, new Date(row.signed_in_at).toISOString(), row.sign_in_number === null ? null : Number(row.sign_in_number), true)
      break
    } catch (error) {
      // Two guests arriving at the same instant drew the same arrival number: draw again.
      if (!isUniqueViolation(error)) throw error
    }
  }
  // Someone (this guest's other device, or the desk) was quicker: theirs is the first time.
  const now2 = await find()
  if (!now2) return { ok: false, reason: 'notFound' }
  if (now2.status !== 'confirmed') return { ok: false, reason: 'cancelled' }
  if (!now2.signedInAt) throw new Error('signIn: the check-in was neither written nor found')
  return answer(now2, now2.signedInAt, now2.signInNumber ?? null, false)
}

// ---------------------------------------------------------------------------------------------
// Invitations

export type InvitationOutcome =
  | { ok: true; status: 'accepted'; invitation: InvitationContent; registration: RegistrationReceipt }
  | { ok: true; status: 'declined'; invitation: InvitationContent }
  | { ok: false; reason: 'notFound' | 'ended' | 'duplicatePhone' | 'duplicateEmail' }

/**
 * A guest answers a personal invitation. Accepting registers them (source "invitation", no
 * public seat: invited guests are on top of the public capacity, and the public window does not
 * apply) with the details they confirm, or updates and reinstates the registration of an earlier
 * acceptance. Declining cancels that registration, if any. Answers may change until the event
 * ends; accepting twice is harmless.
 */
export async function answerInvitation(
  event: EventContent,
  code: string,
  answer: { response: 'accept'; values: RegistrationValues; language: Locale } | { response: 'decline' },
  now = Date.now(),
): Promise<InvitationOutcome> {
  const invitation = await findInvitation(event.id, code)
  if (!invitation) return { ok: false, reason: 'notFound' }
  if (invitationState(eventTimes(event), now) === 'ended') return { ok: false, reason: 'ended' }
  const payload = await getPayloadClient()
  const respondedAt = new Date(now).toISOString()
  // The registration an earlier acceptance made: one per invitation (a unique index).
  const linked = async () =>
    (await payload.find({ collection: 'registrations', where: { invitation: { equals: invitation.id } }, depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null
  const reread = async () => (await findInvitation(event.id, code))!

  if (answer.response === 'decline') {
    const registration = await linked()
    if (registration && registration.status !== 'cancelled') {
      await payload.update({ collection: 'registrations', id: registration.id, data: { status: 'cancelled' }, depth: 0, overrideAccess: true })
    }
    await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'declined', respondedAt }, depth: 0, overrideAccess: true })
    return { ok: true, status: 'declined', invitation: await reread() }
  }

  const values = normaliseValues(answer.values)
  const data = { ...values, language: answer.language, status: 'confirmed' as const }
  let registration: Registration | null = null
  for (let attempt = 0; attempt < attempts && !registration; attempt++) {
    const existing = await linked()
    const duplicate = await findDuplicate(payload, event.id, values, existing?.id)
    if (duplicate) {
      // Found the registration a simultaneous acceptance of this very invitation has just made?
      if (!existing && (await linked())) continue
      return { ok: false, reason: duplicate }
    }
    try {
      registration = existing
        ? await payload.update({ collection: 'registrations', id: existing.id, data, depth: 0, overrideAccess: true })
        : await inTransaction(payload, (req) =>
            storeWithNotice(
              payload,
              req,
              'registrations',
              () =>
                payload.create({
                  collection: 'registrations',
                  data: { ...data, event: event.id, invitation: invitation.id, source: 'invitation', seat: null, checkedIn: false },
                  depth: 0,
                  overrideAccess: true,
                  req,
                }),
              (created) => registrationMail(event, created),
            ),
          )
    } catch (error) {
      // A double click: the other request has just registered this invitation; update that one.
      if (!isUniqueViolation(error)) throw error
    }
  }
  if (!registration) throw new Error('answerInvitation: could not register the guest')
  await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'accepted', respondedAt }, depth: 0, overrideAccess: true })
  return { ok: true, status: 'accepted', invitation: await reread(), registration: receipt(registration) }
}

// ---------------------------------------------------------------------------------------------
// The organiser's export

const csvColumns = {
  zh: ['参会码', '姓名', '公司', '职位', '手机号', '邮箱', '状态', '已签到', '签到时间', '签到序号', '签到方式', '来源', '语言', '报名时间'],
  en: ['Code', 'Name', 'Company', 'Job title', 'Mobile', 'E-mail', 'Status', 'Checked in', 'Checked in at', 'Arrival no.', 'Checked in by', 'Came from', 'Language', 'Registered at'],
} as const

/**
 * Every registration of an event as CSV (UTF-8 with a byte-order mark, CRLF lines, so that Excel
 * opens Chinese text correctly): the fixed columns, then one column per extra question (answers
 * shown by their option labels). Null when there is no such event.
 */
export async function registrationsCsv(eventId: number, language: Locale): Promise<{ filename: string; csv: string } | null> {
  const payload = await getPayloadClient()
  const event = await payload.findByID({ collection: 'events', id: eventId, locale: language, depth: 0, joins: false, overrideAccess: true, disableErrors: true })
  if (!event) return null
  const questions = event.registration?.questions ?? []
  const registrations = await payload.find({
    collection: 'registrations',
    where: { event: { equals: eventId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const labels = {
    status: { confirmed: language === 'zh' ? '已报名' : 'Confirmed', cancelled: language === 'zh' ? '已取消' : 'Cancelled' },
    yes: language === 'zh' ? '是' : 'yes',
    no: language === 'zh' ? '否' : 'no',
    method: { code: language === 'zh' ? '参会码' : 'code', phone: language === 'zh' ? '手机号' : 'mobile', staff: language === 'zh' ? '工作人员' : 'staff' },
    source: {
      web: language === 'zh' ? '微站' : 'microsite',
      mobile: language === 'zh' ? '手机微站' : 'mobile microsite',
      invitation: language === 'zh' ? '邀请函' : 'invitation',
      admin: language === 'zh' ? '后台录入' : 'staff',
    },
  }
  const header = [...csvColumns[language], ...questions.map((question) => question.label)]
  const rows = registrations.docs.map((row) => {
    const answers = (row.answers && typeof row.answers === 'object' && !Array.isArray(row.answers) ? row.answers : {}) as Record<string, unknown>
    const answerCells = questions.map((question) => {
      const value = answers[question.key ?? '']
      const optionLabel = (raw: unknown) => question.options?.find((option) => option.value === raw)?.label ?? String(raw)
      if (Array.isArray(value)) return value.map(optionLabel)
      if (question.type === 'single' && value !== undefined) return optionLabel(value)
      return value
    })
    return [
        row.code,
        row.name,
        row.company,
        row.jobTitle,
        row.phone,
        row.email,
        labels.status[row.status],
        row.checkedIn ? labels.yes : labels.no,
        csvDateTime(row.signedInAt),
        row.signInNumber ?? '',
        row.signInMethod ? labels.method[row.signInMethod] : '',
        labels.source[row.source],
        row.language,
        csvDateTime(row.createdAt),
        ...answerCells,
      ]
  })
  return { filename: `${event.token}-registrations.csv`, csv: csvDocument(header, rows) }
}
