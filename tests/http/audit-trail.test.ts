/**
 * Issue 37, item 4, through the REST API: refused staff writes are recorded as `denied` (one a
 * minute per actor and action), a self-promotion to administrator is refused and recorded as such,
 * the events desk's edits of registrations and invitations and media field changes are recorded,
 * entries name their target by title and keep their actor after the account is deleted. (Sign-ins
 * with their factor: second-factor.test.ts; schedules: schedule-rights.test.ts; only the fields
 * that really changed: tests/integration/staff-audit.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken } from './support'
import { rest, type StaffAccount, staffAccount } from './staff-support'

interface Entry {
  action: string
  actorEmail: string | null
  actorId: number | null
  target: string | null
  targetId: string | null
  changedFields: string | null
  detail: string | null
}

let sales: StaffAccount
let desk: StaffAccount
let editor: StaffAccount

async function entries(query: string): Promise<Entry[]> {
  const answer = await rest('GET', `/audit-log?depth=0&limit=50&sort=-createdAt&${query}`, await adminToken())
  expect(answer.status).toBe(200)
  return answer.body.docs as Entry[]
}

beforeAll(async () => {
  sales = await staffAccount('sales', 'audit-sales')
  desk = await staffAccount('events', 'audit-desk')
  editor = await staffAccount('editor', 'audit-editor')
}, 60_000)

afterAll(async () => {
  const admin = await adminToken()
  for (const account of [sales, desk]) await rest('DELETE', `/users/${account.id}`, admin)
})

describe('issue 37: the audit trail', () => {
  it('records a self-promotion to administrator as a refusal, with the role asked for', async () => {
    for (let n = 0; n < 3; n++) expect((await rest('PATCH', `/users/${sales.id}`, sales.token, { role: 'admin' })).status).toBe(403)
    const denied = await entries(`where[action][equals]=denied&where[actorEmail][equals]=${encodeURIComponent(sales.email)}`)
    // Three refusals within a minute: one entry.
    expect(denied).toHaveLength(1)
    expect(denied[0]).toMatchObject({ targetId: `users:${sales.id}`, actorId: sales.id })
    expect(denied[0]!.detail).toBe(`PATCH /api/cms/users/${sales.id} · role: sales → admin`)
    expect(await entries(`where[action][in]=userChanged,roleChanged&where[targetId][equals]=users:${sales.id}&where[actorEmail][equals]=${encodeURIComponent(sales.email)}`)).toEqual([])
  })

  it('records refused writes of other kinds, once a minute per actor and action', async () => {
    for (let n = 0; n < 3; n++) expect((await rest('POST', '/products', sales.token, {})).status).toBe(403)
    expect((await rest('DELETE', '/news?where[id][equals]=1', sales.token)).status).toBe(403)
    const denied = await entries(`where[action][equals]=denied&where[actorEmail][equals]=${encodeURIComponent(sales.email)}`)
    expect(denied.filter((entry) => entry.detail?.startsWith('POST /api/cms/products'))).toHaveLength(1)
    expect(denied.filter((entry) => entry.detail?.startsWith('DELETE /api/cms/news'))).toHaveLength(1)
  })

  it('records the events desk’s edits of registrations and invitations, with old → new status', async () => {
    const admin = await adminToken()
    const eventId = ((await rest('GET', '/events?limit=1&depth=0', admin)).body.docs as { id: number }[])[0]!.id
    const phone = `137${String(Date.now()).slice(-8)}`
    const made = await rest('POST', '/registrations', desk.token, { event: eventId, name: '审计测试', company: '港湾', jobTitle: '经理', phone, email: `audit${phone}@example.com`, language: 'zh' })
    expect(made.status).toBe(201)
    const id = (made.body.doc as { id: number }).id
    expect((await rest('PATCH', `/registrations/${id}`, desk.token, { status: 'cancelled' })).status).toBe(200)
    const invitation = await rest('POST', '/invitations', desk.token, { event: eventId, guestName: '审计嘉宾' })
    const invitationId = (invitation.body.doc as { id: number }).id
    expect((await rest('PATCH', `/invitations/${invitationId}`, desk.token, { phone })).status).toBe(200)
    const ofRegistration = await entries(`where[targetId][equals]=registrations:${id}`)
    expect(ofRegistration.map((entry) => entry.action)).toEqual(['changed', 'created'])
    expect(ofRegistration[0]).toMatchObject({ actorEmail: desk.email, target: 'registrations: 审计测试', changedFields: 'status', detail: 'status: confirmed → cancelled' })
    expect((await entries(`where[targetId][equals]=invitations:${invitationId}`))[0]).toMatchObject({ action: 'changed', changedFields: 'phone', target: 'invitations: 审计嘉宾' })
  })

  it('records a media field change, names the file, and keeps the actor after the account is deleted', async () => {
    const media = ((await rest('GET', '/media?limit=1&depth=0&where[area][equals]=site', editor.token)).body.docs as { id: number; filename: string }[])[0]!
    expect((await rest('PATCH', `/media/${media.id}`, editor.token, { alt: `alt ${Date.now()}` })).status).toBe(200)
    expect((await rest('DELETE', `/users/${editor.id}`, await adminToken())).status).toBe(200)
    const [entry] = await entries(`where[targetId][equals]=media:${media.id}`)
    expect(entry).toMatchObject({ action: 'changed', changedFields: 'alt', target: `media: ${media.filename}`, actorEmail: editor.email, actorId: editor.id })
    const deleted = await entries(`where[action][equals]=userDeleted&where[targetId][equals]=users:${editor.id}`)
    expect(deleted[0]?.target).toBe(`users: ${editor.email}`)
  })
})
