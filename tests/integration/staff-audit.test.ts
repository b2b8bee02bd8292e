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
    const byAction = (action: string, target: string) => entries.docs.find((entry) => entry.action === action && entry.target === target)
    expect(byAction('roleChanged', `users:${other.id}`)).toMatchObject({ actorEmail: admin.email, actorRole: 'admin', changedFields: 'role' })
    expect(byAction('userChanged', `users:${admin.id}`)).toMatchObject({ changedFields: 'name' })
    expect(byAction('published', `news:${news.id}`)).toMatchObject({ actorEmail: admin.email })
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
