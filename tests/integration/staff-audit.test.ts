/**
 * Issue 26 through the data layer, on SQLite and PostgreSQL: the upgrade makes existing accounts
 * administrators, the audit trail records a publish and a role change inside their transactions,
 * and the retention job deletes only entries past AUDIT_RETENTION_DAYS.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pruneAuditLog } from '@/cms/audit/retention'
import { isPostgres } from '@/cms/database'

import { seededPayload } from './support/seeded'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']
type Migration = { name: string; down: (args: { db: unknown; payload: Payload; req: unknown }) => Promise<void> }

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  delete process.env.AUDIT_RETENTION_DAYS
})

describe('issue 26 migration', () => {
  it('makes every account that existed before roles an administrator', async () => {
    // The first account is always an administrator (it runs the site); the second keeps its role.
    const first = await payload.create({ collection: 'users', data: { email: 'upgrade-first@example.com', password: 'a-long-password-1', role: 'sales' }, overrideAccess: true })
    expect(first.role).toBe('admin')
    const sales = await payload.create({ collection: 'users', data: { email: 'upgrade-sales@example.com', password: 'a-long-password-1', role: 'sales' }, overrideAccess: true })
    expect(sales.role).toBe('sales')
    const { migrations } = isPostgres() ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
    const all = migrations as unknown as Migration[]
    const ours = all.find((migration) => migration.name.endsWith('_staff_roles_audit'))!
    const later = all.slice(all.indexOf(ours)).reverse()
    for (const migration of later) {
      await migration.down({ db: payload.db.drizzle, payload, req: {} })
      await payload.delete({ collection: 'payload-migrations', where: { name: { equals: migration.name } }, overrideAccess: true })
    }
    await payload.db.migrate({ migrations: migrations as unknown as Migrations })
    const users = await payload.find({ collection: 'users', depth: 0, pagination: false, overrideAccess: true })
    expect(users.docs.length).toBeGreaterThanOrEqual(2)
    expect(users.docs.map((user) => user.role)).toEqual(users.docs.map(() => 'admin'))
    expect(users.docs.some((user) => user.id === sales.id)).toBe(true)
  })
})

describe('issue 26 audit trail', () => {
  it('records a role change with the changed field names and a publish, by the acting user', async () => {
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'upgrade-sales@example.com' } }, overrideAccess: true })).docs[0]!
    const actor = { ...admin, collection: 'users' as const }
    await payload.update({ collection: 'users', id: admin.id, data: { name: 'Renamed' }, overrideAccess: true, user: actor })
    const other = await payload.create({ collection: 'users', data: { email: 'audit-editor@example.com', password: 'a-long-password-1', role: 'editor' }, overrideAccess: true })
    await payload.update({ collection: 'users', id: other.id, data: { role: 'sales' }, overrideAccess: false, user: actor })
    const news = (await payload.find({ collection: 'news', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'news', id: news.id, data: { _status: 'published' }, overrideAccess: false, user: actor })
    const entries = await payload.find({ collection: 'audit-log', sort: '-createdAt', limit: 20, depth: 0, overrideAccess: true })
    const byAction = (action: string, targetId: string) => entries.docs.find((entry) => entry.action === action && entry.targetId === targetId)
    expect(byAction('roleChanged', `users:${other.id}`)).toMatchObject({ actorEmail: admin.email, actorId: admin.id, actorRole: 'admin', changedFields: 'role', detail: 'role: editor → sales', target: `users: ${other.email}` })
    expect(byAction('userChanged', `users:${admin.id}`)).toMatchObject({ changedFields: 'name' })
    expect(byAction('published', `news:${news.id}`)).toMatchObject({ actorEmail: admin.email, target: `news: ${news.title}` })
  })

  it('refuses to change or delete an entry, even with the local API for a user', async () => {
    const entry = (await payload.find({ collection: 'audit-log', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const admin = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })).docs[0]!
    const user = { ...admin, collection: 'users' as const }
    await expect(payload.update({ collection: 'audit-log', id: entry.id, data: { target: 'x' }, overrideAccess: false, user })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: entry.id, overrideAccess: false, user })).rejects.toThrow()
  })

  it('the retention job deletes entries older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    process.env.AUDIT_RETENTION_DAYS = '30'
    const day = 24 * 60 * 60 * 1000
    const old = await payload.db.create({ collection: 'audit-log', data: { action: 'signIn', target: 'old', createdAt: new Date(Date.now() - 31 * day).toISOString(), updatedAt: new Date().toISOString() } })
    const recent = await payload.db.create({ collection: 'audit-log', data: { action: 'signIn', target: 'recent', createdAt: new Date(Date.now() - 29 * day).toISOString(), updatedAt: new Date().toISOString() } })
    expect(await pruneAuditLog(payload)).toBeGreaterThanOrEqual(1)
    const left = await payload.find({ collection: 'audit-log', where: { id: { in: [old.id, recent.id] } }, depth: 0, overrideAccess: true })
    expect(left.docs.map((entry) => entry.target)).toEqual(['recent'])
  })
})

describe('issue 37 audit trail', () => {
  const staff = async (role: 'admin' | 'editor' | 'events', tag: string) => {
    const user = await payload.create({ collection: 'users', data: { email: `${tag}-${Date.now()}@example.com`, password: 'a-long-password-1', role }, overrideAccess: true })
    return { ...user, collection: 'users' as const }
  }
  const entriesOf = async (targetId: string) =>
    (await payload.find({ collection: 'audit-log', where: { targetId: { equals: targetId } }, sort: '-createdAt', depth: 0, limit: 20, overrideAccess: true })).docs

  it('names only the fields that really changed (a registration-number save listed logo, socials)', async () => {
    const editor = await staff('editor', 'icp-editor')
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { icp: `京ICP备${Date.now()}号`, _status: 'published' }, overrideAccess: false, user: editor })
    const [entry] = await entriesOf('site-settings')
    expect(entry).toMatchObject({ action: 'globalChanged', actorEmail: editor.email })
    // Only the field itself (and the status the publish sets, when it was a draft).
    expect(entry!.changedFields?.split(', ').filter((name) => name !== '_status')).toEqual(['icp'])
    expect(before.icp).not.toBe(undefined)
  })

  it('records every change of registrations, invitations and media, with old → new status', async () => {
    const desk = await staff('events', 'desk')
    const event = (await payload.find({ collection: 'events', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const registration = await payload.create({
      collection: 'registrations',
      data: { event: event.id, name: '王五', company: '港湾', jobTitle: '经理', phone: `139${String(Date.now()).slice(-8)}`, email: `w${Date.now()}@example.com`, language: 'zh', status: 'confirmed', source: 'admin', checkedIn: false },
      overrideAccess: false,
      user: desk,
    })
    await payload.update({ collection: 'registrations', id: registration.id, data: { status: 'cancelled' }, overrideAccess: false, user: desk })
    const registrationEntries = await entriesOf(`registrations:${registration.id}`)
    expect(registrationEntries.map((entry) => entry.action)).toEqual(['changed', 'created'])
    expect(registrationEntries[0]).toMatchObject({ actorEmail: desk.email, target: 'registrations: 王五', changedFields: 'status', detail: 'status: confirmed → cancelled' })

    const invitation = await payload.create({ collection: 'invitations', data: { event: event.id, status: 'pending', guestName: '赵六' }, overrideAccess: false, user: desk })
    await payload.update({ collection: 'invitations', id: invitation.id, data: { company: '新公司' }, overrideAccess: false, user: desk })
    expect((await entriesOf(`invitations:${invitation.id}`))[0]).toMatchObject({ action: 'changed', changedFields: 'company', target: 'invitations: 赵六' })

    const admin = await staff('admin', 'media-admin')
    const media = (await payload.find({ collection: 'media', where: { area: { equals: 'site' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'media', id: media.id, data: { alt: `alt ${Date.now()}` }, overrideAccess: false, user: admin })
    expect((await entriesOf(`media:${media.id}`))[0]).toMatchObject({ action: 'changed', changedFields: 'alt', target: `media: ${media.filename}` })
  })

  it('keeps naming the actor after their account is deleted', async () => {
    const leaving = await staff('editor', 'leaving')
    const product = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' }, overrideAccess: false, user: leaving })
    await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: true })
    const entry = (await payload.find({ collection: 'audit-log', where: { actorEmail: { equals: leaving.email } }, depth: 0, overrideAccess: true })).docs[0]
    expect(entry).toMatchObject({ action: 'published', actorEmail: leaving.email, actorId: leaving.id, targetId: `products:${product.id}` })
  })
})
