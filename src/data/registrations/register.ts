/**
 * Registering for an event's public seats (docs/events.md). Every rule that two simultaneous
 * requests could race is held by a unique index of the database (src/cms/collections/Registrations):
 * one registration per phone and per e-mail per event, seat numbers 1..capacity unique per event.
 * The code here checks first (for a clear answer) and, when the database refuses, reads again to
 * say why. The duplicate check and the stored form of contact details serve invitations too.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Registration } from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import { hasCapacity, normaliseEmail, normalisePhone, registrationState, type RegistrationState } from '@/rules/events'
import type { Locale } from '@/rules/language'
import type { RegistrationValues } from '@/rules/registration'

import type { EventContent } from '../events'
import { getPayloadClient } from '../payload'
import { isUniqueViolation, queryRows } from '../sql'
import { inTransaction, registrationMail, storeWithNotice } from '../staffNotices'
import { countSeatsTaken, eventTimes } from './status'

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

export async function findDuplicate(payload: Payload, eventId: number, values: Pick<RegistrationValues, 'phone' | 'email'>, exceptId?: number) {
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
export function normaliseValues(values: RegistrationValues): RegistrationValues {
  return { ...values, phone: normalisePhone(values.phone) ?? values.phone.trim(), email: normaliseEmail(values.email) }
}

export const receipt = (doc: Registration): RegistrationReceipt => ({ id: doc.id, code: doc.code ?? '', name: doc.name, createdAt: doc.createdAt })

/** A fresh request per write: Payload mutates the one it is given. */
export const attempts = 6

/**
 * Registers a visitor for an event's public seats: the window and capacity (rules/events/windows.ts),
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
      const doc = await createRegistration(payload, event, {
        event: event.id,
        ...values,
        language: payloadLocale(input.language),
        source: input.source,
        status: 'confirmed',
        seat,
        checkedIn: false,
      })
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

/**
 * Stores a new registration (public or from an invitation) with its staff notice, queued in the
 * registration's own transaction: both or neither (see storeWithNotice).
 */
export function createRegistration(payload: Payload, event: EventContent, data: RequiredDataFromCollectionSlug<'registrations'>): Promise<Registration> {
  return inTransaction(payload, (req) =>
    storeWithNotice(
      payload,
      req,
      'registrations',
      () => payload.create({ collection: 'registrations', data, depth: 0, overrideAccess: true, req }),
      (created) => registrationMail(event, created),
    ),
  )
}
