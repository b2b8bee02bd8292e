/**
 * Issue 11 item 2 through the data layer on a real database: the registration window is judged
 * before the duplicate check (a closed event tells nobody whether a contact is registered), codes
 * are strong — typed ones are refused by the CMS unless they are — and a check-in by phone shows
 * no company.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findInvitation } from '@/data/events'
import { signIn } from '@/data/registrations'
import { isStrongCode } from '@/rules/personalCodes'

import { makeEvent, person, register, registrationsOf } from './support/events'
import { migratedPayload } from './support/seeded'

let payload: Payload
const hour = 60 * 60 * 1000

beforeAll(async () => {
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the window comes before the duplicate check', () => {
  it('answers a registered and a new contact alike when the event has ended, is not open yet or is full', async () => {
    const now = Date.now()
    for (const [state, options, move] of [
      ['ended', { opensAt: now - 100 * hour, closesAt: null, startsAt: now - 10 * hour, endsAt: now - 2 * hour }, now - 50 * hour],
      ['notOpen', { opensAt: now + hour }, now + 2 * hour],
      ['closed', { opensAt: now - 10 * hour, closesAt: now - hour }, now - 2 * hour],
    ] as const) {
      const event = await makeEvent(payload, options)
      // Registered while the window was open (`move` is an instant inside it).
      const known = person()
      expect((await register(event, known, move)).ok, state).toBe(true)
      const stranger = person()
      expect(await register(event, person({ phone: known.phone }))).toEqual({ ok: false, reason: 'state', state })
      expect(await register(event, person({ email: known.email }))).toEqual({ ok: false, reason: 'state', state })
      expect(await register(event, stranger)).toEqual({ ok: false, reason: 'state', state })
    }
    const full = await makeEvent(payload, { capacity: 1 })
    const seated = person()
    expect((await register(full, seated)).ok).toBe(true)
    expect(await register(full, person({ phone: seated.phone }))).toEqual({ ok: false, reason: 'state', state: 'full' })
    expect(await register(full, person())).toEqual({ ok: false, reason: 'state', state: 'full' })
    expect(await registrationsOf(payload, full.id)).toHaveLength(1)
  })
})

describe('personal codes in the CMS', () => {
  const registration = (eventId: number, code?: string) => ({
    collection: 'registrations' as const,
    data: { event: eventId, ...person(), ...(code === undefined ? {} : { code }), language: 'zh' as const, source: 'admin' as const, status: 'confirmed' as const },
    overrideAccess: true,
  })

  it('draws a strong code when staff leave it empty', async () => {
    const event = await makeEvent(payload)
    const created = await payload.create(registration(event.id))
    expect(isStrongCode(created.code!)).toBe(true)
    const invitation = await payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: '王建国' }, overrideAccess: true })
    expect(isStrongCode(invitation.code!)).toBe(true)
  })

  it('refuses a weak typed code with a clear message in Chinese and English, and takes a strong one', async () => {
    const event = await makeEvent(payload)
    // Payload's ValidationError names the field and carries our message (zh / en).
    const refusal = { data: { errors: [{ path: 'code', message: expect.stringMatching(/代码.* \/ (A|This) code/) }] } }
    for (const weak of ['MEGA7ZHANG', 'CPDC24AB', 'AAAAAAAAAAAA', 'K7QXABCDM9RT', 'K7QX2MPA9RT0']) {
      await expect(payload.create(registration(event.id, weak)), weak).rejects.toMatchObject(refusal)
      await expect(
        payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: '王建国', code: weak }, overrideAccess: true }),
        weak,
      ).rejects.toMatchObject(refusal)
    }
    expect(await registrationsOf(payload, event.id)).toHaveLength(0)
    const typed = await payload.create(registration(event.id, 'k7qx-2mpa-9rtd'))
    expect(typed.code).toBe('K7QX2MPA9RTD')
    const invitation = await payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: '王建国', code: 'W4HN 5YBC 8KQP' }, overrideAccess: true })
    expect(invitation.code).toBe('W4HN5YBC8KQP')
    // Every lookup takes the typed codes: check-in and the invitation page.
    expect((await findInvitation(event.id, 'w4hn-5ybc-8kqp'))?.id).toBe(invitation.id)
    const soon = await makeEvent(payload, { startsAt: Date.now() + hour })
    await payload.create(registration(soon.id, 'Q9RT-DW4H-N5YB'))
    expect(await signIn(soon, { code: 'q9rtdw4hn5yb' })).toMatchObject({ ok: true })
  })

  it('keeps a stored code on later edits', async () => {
    const event = await makeEvent(payload)
    const created = await payload.create(registration(event.id))
    const updated = await payload.update({ collection: 'registrations', id: created.id, data: { code: 'K7QX2MPA9RTD', checkedIn: true }, overrideAccess: true })
    expect(updated.code).toBe(created.code)
  })
})

describe('check-in by phone', () => {
  it('shows a masked name and no company; by code the name and company in full', async () => {
    const event = await makeEvent(payload, { startsAt: Date.now() + hour })
    const values = person({ name: '王小明', company: '港湾重工集团' })
    const outcome = await register(event, values)
    if (!outcome.ok) throw new Error('registration failed')
    expect(await signIn(event, { phone: values.phone })).toMatchObject({ ok: true, result: { name: '王*明', company: '', by: 'phone' } })
    expect(await signIn(event, { code: outcome.registration.code })).toMatchObject({ ok: true, result: { name: '王小明', company: '港湾重工集团', by: 'code' } })
  })
})
