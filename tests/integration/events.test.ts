/**
 * Events through the data layer (issue 6; docs/events.md) on a real database — SQLite and
 * PostgreSQL both run this file: registration, duplicates (also submitted at the same instant),
 * capacity, windows, company lookup, idempotent check-in, invitations, the CSV export.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getAnniversaryEvent, getEventByHash, getEventByToken, getEventForInvitationPage, getMicrositeTokens, type EventContent } from '@/data/events'
import {
  answerInvitation,
  countSeatsTaken,
  getRegistrationStatus,
  registrationsCsv,
  signIn,
  suggestCompanies,
} from '@/data/registrations'
import { isUniqueViolation } from '@/data/sql'
import { csvCell } from '@/rules/csv'

import { makeEvent as makeTestEvent, person, register, registrationsOf as registrationsOfEvent, type EventOptions } from './support/events'
import { migratedPayload } from './support/seeded'

let payload: Payload
const hour = 60 * 60 * 1000

beforeAll(async () => {
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const makeEvent = (options?: EventOptions) => makeTestEvent(payload, options)
const registrationsOf = (eventId: number) => registrationsOfEvent(payload, eventId)

describe('events: reading', () => {
  it('finds an event by token and by hash; a malformed or unknown key gives null', async () => {
    const event = await makeEvent()
    expect(event.hash).toMatch(/^[0-9a-f]{24}$/)
    expect((await getEventByHash('zh', event.hash))?.id).toBe(event.id)
    expect(await getEventByHash('zh', 'not-a-hash')).toBeNull()
    expect(await getEventByHash('zh', '0'.repeat(24))).toBeNull()
    expect(await getEventByToken('zh', 'mdm')).toBeNull()
    expect(await getEventByToken('zh', 'nosuchevent')).toBeNull()
    expect(event.registration.questions.map((question) => question.key)).toEqual(['focus', 'topics', 'note'])
  })

  it('lists the published microsites’ tokens for the address book, by language; a draft’s never (issue 36)', async () => {
    const event = await makeEvent()
    const draft = `draft${Date.now().toString(36)}`
    await payload.create({
      collection: 'events', locale: 'zh', overrideAccess: true,
      data: { _status: 'draft', token: draft, title: '草稿活动', startsAt: new Date().toISOString(), endsAt: new Date().toISOString(), theme: 'conference', venue: { name: 'x' } },
    })
    const chinese = await getMicrositeTokens('zh')
    expect(chinese).toContain(event.token)
    expect(chinese).not.toContain(draft)
    // Written in Chinese only: no English microsite.
    expect(await getMicrositeTokens('en')).not.toContain(event.token)
  })

  it('keeps the hash when the event is edited, and refuses a reserved or malformed token', async () => {
    const event = await makeEvent()
    await payload.update({ collection: 'events', id: event.id, data: { title: '改名', hash: 'ffffffffffffffffffffffff' }, overrideAccess: true })
    expect((await getEventByToken('zh', event.token))?.hash).toBe(event.hash)
    for (const token of ['mdm', 'Bad-Token', 'a', 'cpdc-2024']) {
      await expect(
        payload.create({ collection: 'events', overrideAccess: true, data: { token, title: 'x', startsAt: new Date().toISOString(), endsAt: new Date().toISOString(), theme: 'conference', venue: { name: 'x' } } }),
      ).rejects.toThrow()
    }
  })

  it('finds the events bound to the invitation pages and to the anniversary sign-in (the latest one)', async () => {
    const older = await makeEvent({ invitationPage: 'mega1-invitation', startsAt: Date.now() + 10 * hour })
    const newer = await makeEvent({ invitationPage: 'mega1-invitation', startsAt: Date.now() + 100 * hour, anniversarySignIn: true })
    expect((await getEventForInvitationPage('zh', 'mega1-invitation'))?.id).toBe(newer.id)
    expect((await getEventForInvitationPage('zh', 'mega1-invitation'))?.id).not.toBe(older.id)
    expect((await getAnniversaryEvent('zh'))?.id).toBe(newer.id)
  })
})

describe('registration', () => {
  it('stores a registration with normalised contact details, a personal code and a public seat', async () => {
    const event = await makeEvent()
    const outcome = await register(event, person({ phone: '+86 139-0000-7777', email: 'Li.Lei@Example.com', answers: { focus: 'linux', topics: ['a', 'b'], note: '你好' } }))
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.registration.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/)
    const [stored] = await registrationsOf(event.id)
    expect(stored).toMatchObject({ phone: '13900007777', email: 'li.lei@example.com', status: 'confirmed', seat: 1, source: 'web', checkedIn: false, code: outcome.registration.code })
    expect(stored!.answers).toEqual({ focus: 'linux', topics: ['a', 'b'], note: '你好' })
    expect(await countSeatsTaken(event.id)).toBe(1)
  })

  it('refuses a second registration with the same phone or the same e-mail, whatever their spelling', async () => {
    const event = await makeEvent()
    const first = person()
    expect((await register(event, first)).ok).toBe(true)
    expect(await register(event, person({ phone: first.phone }))).toEqual({ ok: false, reason: 'duplicatePhone' })
    expect(await register(event, person({ phone: `+86 ${first.phone.slice(0, 3)} ${first.phone.slice(3)}` }))).toEqual({ ok: false, reason: 'duplicatePhone' })
    expect(await register(event, person({ email: first.email.toUpperCase() }))).toEqual({ ok: false, reason: 'duplicateEmail' })
    expect(await registrationsOf(event.id)).toHaveLength(1)
    // The same person may register for another event.
    expect((await register(await makeEvent(), first)).ok).toBe(true)
  })

  it('holds one registration per phone and per e-mail in the database itself (unique indexes)', async () => {
    const event = await makeEvent()
    const values = person()
    await payload.create({ collection: 'registrations', data: { event: event.id, ...values, language: 'zh', source: 'admin', status: 'confirmed' }, overrideAccess: true })
    const again = payload.create({ collection: 'registrations', data: { event: event.id, ...values, email: 'other@example.com', language: 'zh', source: 'admin', status: 'confirmed' }, overrideAccess: true })
    await expect(again).rejects.toSatisfy(isUniqueViolation)
    const sameEmail = payload.create({ collection: 'registrations', data: { event: event.id, ...values, phone: '13911112222', language: 'zh', source: 'admin', status: 'confirmed' }, overrideAccess: true })
    await expect(sameEmail).rejects.toSatisfy(isUniqueViolation)
    expect(await registrationsOf(event.id)).toHaveLength(1)
  })

  it('stores exactly one registration when the same form is submitted several times at once', async () => {
    const event = await makeEvent()
    const values = person()
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => register(event, values)))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    for (const outcome of outcomes.filter((candidate) => !candidate.ok)) expect(outcome).toMatchObject({ ok: false, reason: expect.stringMatching(/^duplicate(Phone|Email)$/) })
    expect(await registrationsOf(event.id)).toHaveLength(1)
  })

  it('fills the capacity and no more, also under simultaneous registrations; a cancellation frees a seat', async () => {
    const event = await makeEvent({ capacity: 4 })
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => register(event, person())))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(4)
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(Array.from({ length: 6 }, () => ({ ok: false, reason: 'state', state: 'full' })))
    const stored = await registrationsOf(event.id)
    expect(stored.map((registration) => registration.seat).sort()).toEqual([1, 2, 3, 4])
    expect((await getRegistrationStatus(event)).state).toBe('full')
    expect((await getRegistrationStatus(event)).seatsLeft).toBe(0)

    await payload.update({ collection: 'registrations', id: stored.find((registration) => registration.seat === 2)!.id, data: { status: 'cancelled' }, overrideAccess: true })
    expect((await getRegistrationStatus(event)).seatsLeft).toBe(1)
    const late = await register(event, person())
    expect(late.ok).toBe(true)
    expect((await registrationsOf(event.id)).filter((registration) => registration.seat !== null).map((registration) => registration.seat).sort()).toEqual([1, 2, 3, 4])
  })

  it('takes registrations only inside the window, and none once the event has ended', async () => {
    const now = Date.now()
    const early = await makeEvent({ opensAt: now + hour })
    expect(await register(early, person())).toEqual({ ok: false, reason: 'state', state: 'notOpen' })
    const late = await makeEvent({ closesAt: now - hour })
    expect(await register(late, person())).toEqual({ ok: false, reason: 'state', state: 'closed' })
    const over = await makeEvent({ opensAt: now - 100 * hour, closesAt: null, startsAt: now - 10 * hour, endsAt: now - 2 * hour })
    expect(await register(over, person())).toEqual({ ok: false, reason: 'state', state: 'ended' })
    const unlimited = await makeEvent({ capacity: null })
    expect((await getRegistrationStatus(unlimited)).seatsLeft).toBeNull()
    expect((await register(unlimited, person())).ok).toBe(true)
    expect((await registrationsOf(unlimited.id))[0]!.seat).toBeNull()
  })
})

describe('company-name lookup', () => {
  /** A company staff entered for the event: a guest added at the desk, or an invitation (in turn). */
  let entries = 0
  async function staffEntered(event: EventContent, company: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
    entries += 1
    if (entries % 2 === 0 && status === 'confirmed') {
      await payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: `嘉宾${entries}`, company }, overrideAccess: true })
      return
    }
    const { answers: _answers, ...values } = person({ company })
    await payload.create({ collection: 'registrations', data: { ...values, event: event.id, status, source: 'admin', language: 'zh', checkedIn: false }, overrideAccess: true })
  }

  it('suggests distinct company names by prefix, ignoring case, at most 8, nothing from cancelled registrations', async () => {
    const event = await makeEvent({ capacity: null })
    const names = ['Zebra Logistics', 'zebra logistics', 'Zebra Mining', 'Zebu Foods', 'Zulu 100% Ltd', 'Zulu_Tech', '斑马物流', '斑马科技']
    for (const company of names) await staffEntered(event, company)
    for (let i = 0; i < 12; i++) await staffEntered(event, `Zeta ${String(i).padStart(2, '0')}`)
    await staffEntered(event, 'Zebra Secret', 'cancelled')

    const zebra = await suggestCompanies(event.id, 'zeb')
    expect(zebra).toHaveLength(3)
    expect(zebra.map((name) => name.toLowerCase())).toEqual(['zebra logistics', 'zebra mining', 'zebu foods'])
    expect(await suggestCompanies(event.id, 'ZEBRA M')).toEqual(['Zebra Mining'])
    expect(await suggestCompanies(event.id, '斑马')).toEqual(['斑马物流', '斑马科技'].sort())
    expect(await suggestCompanies(event.id, 'zeta')).toHaveLength(8)
    // LIKE wildcards are plain characters.
    expect(await suggestCompanies(event.id, 'zulu 100%')).toEqual(['Zulu 100% Ltd'])
    expect(await suggestCompanies(event.id, 'zulu_')).toEqual(['Zulu_Tech'])
    expect(await suggestCompanies(event.id, '%')).toEqual([])
    expect(await suggestCompanies(event.id, '_')).toEqual([])
    expect(await suggestCompanies(event.id, '   ')).toEqual([])
  })

  it("suggests only this event's names, and only plain ones (issue 26)", async () => {
    const event = await makeEvent({ capacity: null })
    const other = await makeEvent({ capacity: null })
    for (const company of ['Yak Works', '=HYPERLINK("http://x","Yak")', ' =Yak', '+Yak', 'Yak <b>', 'Yak https://x.example']) await staffEntered(event, company)
    await staffEntered(other, 'Yak Elsewhere')
    expect(await suggestCompanies(event.id, 'yak')).toEqual(['Yak Works'])
    expect(await suggestCompanies(other.id, 'yak')).toEqual(['Yak Elsewhere'])
    expect(await suggestCompanies(event.id, '=hyper')).toEqual([])
  })

  it('never suggests a company only a visitor typed: a registration or an invitation’s answer (issue 37)', async () => {
    const event = await makeEvent({ capacity: null })
    const first = person({ company: 'Xenon Registered' })
    expect((await register(event, first)).ok).toBe(true)
    // A duplicate phone is answered like a new registration: its company stays unseen as well.
    expect(await register(event, person({ phone: first.phone, company: 'Xenon Duplicate' }))).toEqual({ ok: false, reason: 'duplicatePhone' })
    const invitation = await payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: 'Guest', company: 'Xenon Invited' }, overrideAccess: true })
    const accepted = await answerInvitation(event, invitation.code!, { response: 'accept', values: person({ company: 'Xenon Typed By Guest' }), language: 'en' })
    expect(accepted.ok).toBe(true)
    expect(await suggestCompanies(event.id, 'xenon')).toEqual(['Xenon Invited'])
  })
})

describe('check-in', () => {
  it('checks a guest in by code, and a second check-in returns the first time unchanged', async () => {
    const event = await makeEvent({ startsAt: Date.now() + hour })
    const outcome = await register(event, person({ name: '王小明' }))
    if (!outcome.ok) throw new Error('registration failed')
    const first = await signIn(event, { code: outcome.registration.code.toLowerCase() })
    expect(first).toMatchObject({ ok: true, result: { name: '王小明', firstTime: true, number: 1, by: 'code' } })
    const second = await signIn(event, { code: outcome.registration.code })
    expect(second).toMatchObject({ ok: true, result: { firstTime: false, number: 1 } })
    if (first.ok && second.ok) expect(second.result.signedInAt).toBe(first.result.signedInAt)
    const [stored] = await registrationsOf(event.id)
    expect(stored).toMatchObject({ checkedIn: true, signInNumber: 1, signInMethod: 'code' })
  })

  it('checks in by phone (any spelling) and shows only a masked name', async () => {
    const event = await makeEvent({ startsAt: Date.now() + hour })
    const values = person({ name: '王小明' })
    await register(event, values)
    const result = await signIn(event, { phone: values.phone })
    expect(result).toMatchObject({ ok: true, result: { name: '王*明', firstTime: true, by: 'phone' } })
  })

  it('counts arrivals 1, 2, 3 … and writes one first time when the same guest checks in on several devices at once', async () => {
    const event = await makeEvent({ startsAt: Date.now() + hour })
    const guests: string[] = []
    for (let i = 0; i < 5; i++) {
      const outcome = await register(event, person())
      if (outcome.ok) guests.push(outcome.registration.code)
    }
    const same = await Promise.all(Array.from({ length: 5 }, () => signIn(event, { code: guests[0]! })))
    expect(same.filter((outcome) => outcome.ok && outcome.result.firstTime)).toHaveLength(1)
    const times = new Set(same.map((outcome) => (outcome.ok ? outcome.result.signedInAt : 'x')))
    expect(times.size).toBe(1)
    const others = await Promise.all(guests.slice(1).map((code) => signIn(event, { code })))
    const numbers = [...same, ...others].map((outcome) => (outcome.ok ? outcome.result.number : null))
    expect(new Set(numbers)).toEqual(new Set([1, 2, 3, 4, 5]))
  })

  it('answers unknown codes and phones, cancelled registrations and check-in outside its window', async () => {
    const event = await makeEvent({ startsAt: Date.now() + hour })
    expect(await signIn(event, { code: 'K7QX2MPA9RTD' })).toEqual({ ok: false, reason: 'notFound' })
    expect(await signIn(event, { code: 'not a code' })).toEqual({ ok: false, reason: 'notFound' })
    expect(await signIn(event, { phone: '13999999999' })).toEqual({ ok: false, reason: 'notFound' })
    const outcome = await register(event, person())
    if (!outcome.ok) throw new Error('registration failed')
    // A code of another event is unknown here.
    const other = await makeEvent({ startsAt: Date.now() + hour })
    expect(await signIn(other, { code: outcome.registration.code })).toEqual({ ok: false, reason: 'notFound' })
    await payload.update({ collection: 'registrations', id: outcome.registration.id, data: { status: 'cancelled' }, overrideAccess: true })
    expect(await signIn(event, { code: outcome.registration.code })).toEqual({ ok: false, reason: 'cancelled' })

    const future = await makeEvent({ startsAt: Date.now() + 72 * hour })
    expect(await signIn(future, { code: 'K7QX2MPA9RTD' })).toEqual({ ok: false, reason: 'checkInNotOpen' })
    const past = await makeEvent({ opensAt: null, closesAt: null, startsAt: Date.now() - 72 * hour, endsAt: Date.now() - 48 * hour })
    expect(await signIn(past, { code: 'K7QX2MPA9RTD' })).toEqual({ ok: false, reason: 'checkInClosed' })
  })

  it('lets staff check a guest in and out from the admin', async () => {
    const event = await makeEvent({ startsAt: Date.now() + hour })
    const outcome = await register(event, person())
    if (!outcome.ok) throw new Error('registration failed')
    const checked = await payload.update({ collection: 'registrations', id: outcome.registration.id, data: { checkedIn: true }, overrideAccess: true })
    expect(checked.signedInAt).toBeTruthy()
    expect(checked.signInMethod).toBe('staff')
    const undone = await payload.update({ collection: 'registrations', id: outcome.registration.id, data: { checkedIn: false }, overrideAccess: true })
    expect(undone.signedInAt ?? null).toBeNull()
  })
})

describe('invitations', () => {
  async function invite(event: EventContent, extra: { guestName?: string } = {}) {
    return payload.create({
      collection: 'invitations',
      data: { event: event.id, status: 'pending', guestName: extra.guestName ?? '王建国', salutation: '王总', company: '港湾重工', phone: '13911110000' },
      overrideAccess: true,
    })
  }

  it('accepting registers the guest (no public seat, even when full or closed); answering again updates it; declining cancels it', async () => {
    const event = await makeEvent({ capacity: 1, closesAt: Date.now() - hour })
    const invitation = await invite(event)
    expect(invitation.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/)
    const values = person({ name: '王建国' })

    const accepted = await answerInvitation(event, invitation.code!.toLowerCase(), { response: 'accept', values, language: 'zh' })
    expect(accepted).toMatchObject({ ok: true, status: 'accepted', invitation: { status: 'accepted' } })
    let stored = await registrationsOf(event.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ source: 'invitation', seat: null, status: 'confirmed', name: '王建国' })
    if (accepted.ok && accepted.status === 'accepted') expect(accepted.invitation.registrationCode).toBe(stored[0]!.code)

    const again = await answerInvitation(event, invitation.code!, { response: 'accept', values: { ...values, jobTitle: '副总裁' }, language: 'zh' })
    expect(again.ok).toBe(true)
    stored = await registrationsOf(event.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.jobTitle).toBe('副总裁')

    const declined = await answerInvitation(event, invitation.code!, { response: 'decline' })
    expect(declined).toMatchObject({ ok: true, status: 'declined', invitation: { status: 'declined', registrationCode: null } })
    expect((await registrationsOf(event.id))[0]!.status).toBe('cancelled')

    const back = await answerInvitation(event, invitation.code!, { response: 'accept', values, language: 'zh' })
    expect(back.ok).toBe(true)
    expect((await registrationsOf(event.id)).map((registration) => registration.status)).toEqual(['confirmed'])
  })

  it('a declined invitation never registers anyone; a double click on accept registers once', async () => {
    const event = await makeEvent()
    const declining = await invite(event)
    expect(await answerInvitation(event, declining.code!, { response: 'decline' })).toMatchObject({ ok: true, status: 'declined' })
    expect(await registrationsOf(event.id)).toHaveLength(0)

    const clicking = await invite(event, { guestName: '李秀英' })
    const values = person({ name: '李秀英' })
    const outcomes = await Promise.all([1, 2, 3].map(() => answerInvitation(event, clicking.code!, { response: 'accept', values, language: 'zh' })))
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    expect(await registrationsOf(event.id)).toHaveLength(1)
  })

  it('answers unknown codes, codes of another event, and an ended event', async () => {
    const event = await makeEvent()
    expect(await answerInvitation(event, 'K7QX2MPA9RTD', { response: 'decline' })).toEqual({ ok: false, reason: 'notFound' })
    expect(await answerInvitation(event, 'short', { response: 'decline' })).toEqual({ ok: false, reason: 'notFound' })
    const elsewhere = await invite(await makeEvent())
    expect(await answerInvitation(event, elsewhere.code!, { response: 'decline' })).toEqual({ ok: false, reason: 'notFound' })

    const over = await makeEvent({ opensAt: null, closesAt: null, startsAt: Date.now() - 10 * hour, endsAt: Date.now() - hour })
    const late = await invite(over)
    expect(await answerInvitation(over, late.code!, { response: 'decline' })).toEqual({ ok: false, reason: 'ended' })
  })

  it('answers a contact someone else registered exactly like a new one, and stores nothing of it (issue 26)', async () => {
    const event = await makeEvent()
    const taken = person()
    await register(event, taken)
    const before = await registrationsOf(event.id)
    const known = await invite(event)
    const fresh = await invite(event)
    const answerKnown = await answerInvitation(event, known.code!, { response: 'accept', values: person({ phone: taken.phone, name: '甲' }), language: 'zh' })
    const answerFresh = await answerInvitation(event, fresh.code!, { response: 'accept', values: person({ name: '乙' }), language: 'zh' })
    for (const answer of [answerKnown, answerFresh]) expect(answer).toMatchObject({ ok: true, status: 'accepted', invitation: { status: 'accepted' } })
    if (!answerKnown.ok || answerKnown.status !== 'accepted' || !answerFresh.ok || answerFresh.status !== 'accepted') throw new Error('not accepted')
    expect(answerKnown.registration.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/)
    // The code told is the one the invitation's details show, and the same when answering again.
    expect(answerKnown.invitation.registrationCode).toBe(answerKnown.registration.code)
    expect(answerFresh.invitation.registrationCode).toBe(answerFresh.registration.code)
    const again = await answerInvitation(event, known.code!, { response: 'accept', values: person({ email: taken.email }), language: 'zh' })
    expect(again.ok && again.status === 'accepted' && again.registration.code).toBe(answerKnown.registration.code)
    // Nothing of the known contact's answer is stored; the first registration stands, unchanged.
    const after = await registrationsOf(event.id)
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((registration) => registration.phone === taken.phone)).toEqual(before.find((registration) => registration.phone === taken.phone))
    expect(after.find((registration) => registration.name === '乙')?.code).toBe(answerFresh.registration.code)
    // A new contact on the known one's invitation then registers with the code already told.
    const now = await answerInvitation(event, known.code!, { response: 'accept', values: person({ name: '丙' }), language: 'zh' })
    expect(now.ok && now.status === 'accepted' && now.registration.code).toBe(answerKnown.registration.code)
    expect((await registrationsOf(event.id)).find((registration) => registration.name === '丙')?.code).toBe(answerKnown.registration.code)
  })
})

describe('CSV export', () => {
  it('writes a BOM, a header with the questions, one row per registration, answers by label, formulas defused', async () => {
    const event = await makeEvent()
    await register(event, person({ name: '=HYPERLINK("x")', company: 'A, "B" & C', answers: { focus: 'linux', topics: ['a', 'b'], note: 'line\nbreak' } }))
    await register(event, person({ name: 'Plain' }))
    const csv = await registrationsCsv(event.id, 'zh')
    expect(csv?.filename).toBe(`${event.token}-registrations.csv`)
    const text = csv!.csv
    expect(text.startsWith('\uFEFF参会码,姓名,公司,职位,手机号,邮箱,状态,已签到,签到时间,签到序号,签到方式,来源,语言,报名时间,方向,话题,备注\r\n')).toBe(true)
    expect(text).toContain(`"'=HYPERLINK(""x"")"`)
    expect(text).toContain('"A, ""B"" & C"')
    expect(text).toContain(',Linux,话题 A; 话题 B,"line\nbreak"')
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3)
    expect(await registrationsCsv(999999, 'zh')).toBeNull()
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@x')).toBe("'@x")
  })
})
