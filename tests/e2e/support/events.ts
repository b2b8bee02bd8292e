import { randomBytes } from 'node:crypto'

import { type APIRequestContext, expect } from '@playwright/test'

/*
 * Test events for the browser tests (issue 6): made through the CMS API as the seeded administrator,
 * open for registration now and starting within the hour (so check-in is open), in both languages.
 */

export interface TestEvent {
  id: number
  token: string
  hash: string
}

/** Where the global setup (./global-setup.ts) leaves the run's administrator session. */
export const adminSessionVariable = 'E2E_ADMIN_TOKEN'

let cachedToken: string | null = process.env[adminSessionVariable] || null

/**
 * The administrator's token: the run's own session, made before any test (./global-setup.ts),
 * since logins at the same instant can cost each other the session; without it, one login per worker.
 */
export async function adminToken(request: APIRequestContext, fresh = false): Promise<string> {
  if (cachedToken && !fresh) return cachedToken
  const response = await request.post('/api/cms/users/login', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
  expect(response.status(), 'admin login (ADMIN_EMAIL / ADMIN_PASSWORD)').toBe(200)
  cachedToken = ((await response.json()) as { token: string }).token
  return cachedToken
}

/** A CMS API call as the administrator; a session lost to a simultaneous login is renewed once. */
async function asAdmin(request: APIRequestContext, method: 'post' | 'patch', path: string, data: unknown) {
  let response = await request[method](path, { headers: { Authorization: `JWT ${await adminToken(request)}` }, data })
  if (response.status() === 401 || response.status() === 403) {
    response = await request[method](path, { headers: { Authorization: `JWT ${await adminToken(request, true)}` }, data })
  }
  return response
}

export async function createEvent(
  request: APIRequestContext,
  options: { invitationPage?: 'mega1-invitation' | 'invitation2025'; startsInHours?: number; prefix?: string } = {},
): Promise<TestEvent> {
  const now = Date.now()
  const hour = 3_600_000
  const startsAt = now + (options.startsInHours ?? 1) * hour
  const token = `${options.prefix ?? 'e2e'}${randomBytes(4).toString('hex')}`
  const created = await asAdmin(request, 'post', '/api/cms/events?locale=zh', {
    _status: 'published',
    token,
    title: '端到端测试大会',
    subtitle: '一场用来测试报名与签到的活动。',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 8 * hour).toISOString(),
    theme: 'conference',
    intro: '欢迎参加。',
    venue: { name: '测试会场' },
    agenda: [{ time: '09:00', title: '开幕', speaker: '主持人' }],
    registration: {
      opensAt: new Date(now - hour).toISOString(),
      closesAt: new Date(startsAt - 10 * 60_000).toISOString(),
      capacity: 100,
      questions: [
        {
          key: 'focus',
          label: '您的方向',
          type: 'single',
          required: true,
          options: [
            { value: 'app', label: '应用开发' },
            { value: 'ops', label: '运维' },
          ],
        },
      ],
    },
    ...(options.invitationPage ? { invitationPage: options.invitationPage, invitation: { letter: '诚邀您出席。', signature: '主办方' } } : {}),
  })
  expect(created.status(), await created.text()).toBe(201)
  const doc = ((await created.json()) as { doc: { id: number; hash: string; registration: { questions: { id: string; options: { id: string }[] }[] } } }).doc
  const [question] = doc.registration.questions
  const english = await asAdmin(request, 'patch', `/api/cms/events/${doc.id}?locale=en`, {
    title: 'End-to-end Test Conference',
    subtitle: 'An event to test registration and check-in.',
    intro: 'Welcome.',
    venue: { name: 'Test hall' },
    agenda: [{ time: '09:00', title: 'Opening', speaker: 'Host' }],
    registration: {
      questions: [
        {
          id: question!.id,
          key: 'focus',
          label: 'Your focus',
          type: 'single',
          required: true,
          options: [
            { id: question!.options[0]!.id, value: 'app', label: 'App development' },
            { id: question!.options[1]!.id, value: 'ops', label: 'Operations' },
          ],
        },
      ],
    },
    ...(options.invitationPage ? { invitation: { letter: 'You are warmly invited.', signature: 'The organisers' } } : {}),
  })
  expect(english.status(), await english.text()).toBe(200)
  return { id: doc.id, token, hash: doc.hash }
}

/** Gives an invitation page family back to the seeded event it belonged to. */
export async function releaseInvitationPage(request: APIRequestContext, event: { id: number }) {
  await asAdmin(request, 'patch', `/api/cms/events/${event.id}?locale=zh`, { invitationPage: null })
}

export async function createInvitation(
  request: APIRequestContext,
  event: { id: number },
  guest: { guestName: string; salutation?: string; phone?: string; email?: string; company?: string },
) {
  const response = await asAdmin(request, 'post', '/api/cms/invitations', { event: event.id, status: 'pending', ...guest })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number; code: string } }).doc
}

/** A mainland mobile number no other test uses. */
export function uniquePhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}
