/**
 * Issue 37, item 3: scheduling or cancelling a publish needs publish rights on that document. The
 * probe: events staff, who may read events but not edit them, cancelled an event's scheduled
 * publish (`DELETE /api/cms/schedule/1` → 200, nothing audited) and scheduled its unpublish
 * (`POST /api/cms/schedule` → 201), which then failed unseen at its time. Now both are refused and
 * recorded, schedules and cancellations are audited, and a job that fails shows on the dashboard
 * (to its author and administrators) with its reason, and in the audit trail.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, url } from './support'
import { rest, type StaffAccount, staffAccount } from './staff-support'

let events: StaffAccount
let editor: StaffAccount
let eventId = 0

/** Tomorrow at 10:00 on the company's clock, as the schedule card sends it. */
const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 11) + '10:00'
const schedule = (token: string, action: 'publish' | 'unpublish') => rest('POST', '/schedule', token, { collection: 'events', id: eventId, action, locale: 'all', at: tomorrow })

async function auditEntries(action: string, actor: string) {
  const answer = await rest('GET', `/audit-log?depth=0&limit=20&sort=-createdAt&where[action][equals]=${action}&where[actorEmail][equals]=${encodeURIComponent(actor)}`, await adminToken())
  return answer.body.docs as { target: string; targetId: string; detail: string | null }[]
}

beforeAll(async () => {
  events = await staffAccount('events', 'schedule-events')
  editor = await staffAccount('editor', 'schedule-editor')
  eventId = ((await rest('GET', '/events?limit=1&depth=0&sort=id', await adminToken())).body.docs as { id: number }[])[0]!.id
}, 60_000)

afterAll(async () => {
  const admin = await adminToken()
  for (const account of [events, editor]) await rest('DELETE', `/users/${account.id}`, admin)
})

describe('issue 37: scheduling needs publish rights on the document', () => {
  it('events staff can neither schedule nor cancel an event’s publish; each refusal is recorded', async () => {
    expect((await rest('PATCH', `/events/${eventId}`, events.token, {})).status).toBe(403)
    const scheduled = await schedule(await adminToken(), 'publish')
    expect(scheduled.status).toBe(201)
    const job = (scheduled.body.scheduled as { job: number }[])[0]!.job

    const cancel = await rest('DELETE', `/schedule/${job}`, events.token)
    expect(cancel.status).toBe(403)
    expect(String(cancel.body.message)).toBe('您无权发布此文档，不能预约或取消它的发布。')
    expect((await schedule(events.token, 'unpublish')).status).toBe(403)
    const list = await rest('GET', `/schedule?collection=events&id=${eventId}`, await adminToken())
    expect((list.body.scheduled as { job: number }[]).map((item) => item.job)).toContain(job)

    const denied = await auditEntries('denied', events.email)
    expect(denied.map((entry) => entry.targetId)).toEqual(expect.arrayContaining([`events:${eventId}`]))
    expect((await rest('DELETE', `/schedule/${job}`, await adminToken())).status).toBe(200)
  })

  it('a schedule and its cancellation are recorded, naming the document by title', async () => {
    const made = await schedule(editor.token, 'unpublish')
    expect(made.status).toBe(201)
    const job = (made.body.scheduled as { job: number; action: string }[]).find((item) => item.action === 'unpublish')!.job
    expect((await rest('DELETE', `/schedule/${job}`, editor.token)).status).toBe(200)
    const [scheduledEntry] = await auditEntries('scheduled', editor.email)
    const [cancelledEntry] = await auditEntries('scheduleCancelled', editor.email)
    for (const entry of [scheduledEntry, cancelledEntry]) {
      expect(entry?.targetId).toBe(`events:${eventId}`)
      expect(entry?.target).toMatch(/^events: \S/)
      expect(entry?.detail).toMatch(/^unpublish · all · \d{4}-\d{2}-\d{2} 10:00:00 \+08:00$/)
    }
  })

  it('a scheduled job that fails shows on the dashboard with its reason, and in the audit trail', async () => {
    // Scheduled by someone who may publish, whose rights are gone by the time it runs.
    const leaving = await staffAccount('editor', 'schedule-leaving')
    const payload = await getPayload({ config })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'events', value: String(eventId) as unknown as number }, user: { relationTo: 'users', value: leaving.id } },
      waitUntil: new Date(Date.now() + 2_000),
    })
    expect((await rest('PATCH', `/users/${leaving.id}`, await adminToken(), { role: 'sales' })).status).toBe(200)
    await expect.poll(async () => (await auditEntries('scheduleFailed', leaving.email)).length, { timeout: 60_000, interval: 1_000 }).toBe(1)
    const [failed] = await auditEntries('scheduleFailed', leaving.email)
    expect(failed).toMatchObject({ targetId: `events:${eventId}` })
    expect(failed!.detail).toMatch(/^unpublish · all · .+ · .+/)
    const reason = failed!.detail!.split(' · ').at(-1)!

    // A browser's own navigation (Payload takes the session cookie only then, or from its own origin).
    const dashboard = async (token: string) => (await fetch(url('/admin'), { headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' } })).text()
    const adminView = await dashboard(await adminToken())
    expect(adminView).toContain('dashboard-scheduled-failed')
    expect(adminView).toContain(reason)
    // Its author sees it too (as sales now, without the schedule list); another editor does not.
    const relogged = await rest('POST', '/users/login', undefined, { email: leaving.email, password: leaving.password })
    expect(await dashboard(String(relogged.body.token))).toContain(reason)
    expect(await dashboard(editor.token)).not.toContain('dashboard-scheduled-failed')
    await rest('DELETE', `/users/${leaving.id}`, await adminToken())
  }, 90_000)
})
