/**
 * Check-in at the venue, by personal code or phone number. One arrival number per event is held
 * by a unique index (src/cms/collections/Registrations), so simultaneous arrivals draw again.
 */
import { checkInState } from '@/rules/events'
import { codePattern, normaliseCode } from '@/rules/personalCodes'
import { maskName } from '@/rules/privacy'

import type { EventContent } from '../events'
import { getPayloadClient } from '../payload'
import { isUniqueViolation, queryRows } from '../sql'
import { attempts } from './register'
import { eventTimes } from './status'

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
