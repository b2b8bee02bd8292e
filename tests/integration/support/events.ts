/**
 * Test events and visitors for the event integration tests (events.test.ts, eventPrivacy.test.ts):
 * a fresh event per test (its own token), open for registration unless told otherwise.
 */
import type { Payload } from 'payload'

import { getEventByToken, type EventContent } from '@/data/events'
import { registerForEvent } from '@/data/registrations'
import type { RegistrationValues } from '@/rules/registration'

const hour = 60 * 60 * 1000
let tokenCounter = 0

export interface EventOptions {
  capacity?: number | null
  opensAt?: number | null
  closesAt?: number | null
  startsAt?: number
  endsAt?: number
  invitationPage?: 'invitation2025' | 'mega1-invitation'
  anniversarySignIn?: boolean
}

/** A fresh event (its own token), open for registration now unless told otherwise. */
export async function makeEvent(payload: Payload, options: EventOptions = {}): Promise<EventContent> {
  tokenCounter += 1
  const token = `test${Date.now().toString(36)}${tokenCounter}`
  const now = Date.now()
  const iso = (value: number | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString())
  await payload.create({
    collection: 'events',
    locale: 'zh',
    overrideAccess: true,
    data: {
      _status: 'published',
      token,
      title: `测试活动 ${tokenCounter}`,
      startsAt: iso(options.startsAt ?? now + 48 * hour)!,
      endsAt: iso(options.endsAt ?? (options.startsAt ?? now + 48 * hour) + 8 * hour)!,
      theme: 'conference',
      venue: { name: '测试场地' },
      registration: {
        opensAt: iso(options.opensAt === undefined ? now - hour : options.opensAt),
        closesAt: iso(options.closesAt === undefined ? now + 24 * hour : options.closesAt),
        capacity: options.capacity === undefined ? 100 : options.capacity,
        questions: [
          { key: 'focus', label: '方向', type: 'single', required: true, options: [{ value: 'android', label: 'Android' }, { value: 'linux', label: 'Linux' }] },
          { key: 'topics', label: '话题', type: 'multiple', required: false, options: [{ value: 'a', label: '话题 A' }, { value: 'b', label: '话题 B' }] },
          { key: 'note', label: '备注', type: 'text', required: false },
        ],
      },
      invitationPage: options.invitationPage,
      anniversarySignIn: options.anniversarySignIn ?? false,
    },
  })
  const event = await getEventByToken('zh', token)
  if (!event) throw new Error('test event not found')
  return event
}

let personCounter = 0
export function person(overrides: Partial<RegistrationValues> = {}): RegistrationValues {
  personCounter += 1
  const n = String(personCounter).padStart(4, '0')
  return {
    name: `测试${n}`,
    company: `测试公司${n}`,
    jobTitle: '工程师',
    phone: `1390000${n}`,
    email: `guest${n}@example.com`,
    answers: { focus: 'android' },
    ...overrides,
  }
}

export const register = (event: EventContent, values: RegistrationValues, now?: number) =>
  registerForEvent(event, { values, language: 'zh', source: 'web' }, now)

export async function registrationsOf(payload: Payload, eventId: number) {
  return (await payload.find({ collection: 'registrations', where: { event: { equals: eventId } }, depth: 0, limit: 0, overrideAccess: true })).docs
}
