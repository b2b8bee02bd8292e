/**
 * Issue 26: every role × collection × operation through Payload's REST API (/api/cms), as the
 * issue's attack probe tried them. The table below is the list of who may do what, written
 * out here (not read from src/rules/roles.ts), so a change to the rules must change it too.
 *
 * How an operation is told allowed from refused without changing the seeded content: reads list
 * one document (200 or 403); create sends an empty body (allowed: 400 for the missing fields, or
 * 201; refused: 403); update and delete go to the bulk form with a `where` that matches nothing
 * (allowed: 200 with no documents; refused: 403), which also covers access given as a query
 * (an editor's media outside the album).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '../../src/rules/roles'
import { adminToken } from './support'
import { rest, type StaffAccount, staffAccount } from './staff-support'

type Op = 'read' | 'create' | 'update' | 'delete'
const all: Op[] = ['read', 'create', 'update', 'delete']
const none: Op[] = []

const content = { admin: all, editor: all, sales: none, events: none }
/** Collection → role → the operations it may do. */
const collections: Record<string, Record<StaffRole, Op[]>> = {
  'product-categories': content,
  products: content,
  'spec-items': content,
  solutions: content,
  'news-categories': content,
  news: content,
  'job-locations': content,
  jobs: content,
  documents: content,
  'case-studies': content,
  partners: content,
  media: content,
  redirects: content,
  events: { admin: all, editor: all, sales: none, events: ['read'] },
  registrations: { admin: all, editor: none, sales: none, events: all },
  invitations: { admin: all, editor: none, sales: none, events: all },
  enquiries: { admin: ['read', 'update', 'delete'], editor: none, sales: ['read', 'update'], events: none },
  'album-categories': { admin: all, editor: none, sales: none, events: none },
  albums: { admin: all, editor: none, sales: none, events: none },
  'download-counts': { admin: ['read', 'delete'], editor: ['read'], sales: none, events: none },
  'audit-log': { admin: ['read'], editor: none, sales: none, events: none },
  'rate-limits': { admin: none, editor: none, sales: none, events: none },
  'search-index': { admin: none, editor: none, sales: none, events: none },
}

const globals = [
  'site-settings', 'menu-settings', 'home-page', 'mdm-page', 'mdm-pricing', 'company-profile', 'legal-notice',
  'conference-page', 'mobile-guide', 'downloads-page', 'case-studies-page', 'where-to-buy-page',
]
const globalEditors: StaffRole[] = ['admin', 'editor']

const roles: StaffRole[] = ['admin', 'editor', 'sales', 'events']
const accounts = {} as Record<StaffRole, { token: string }>
const made: StaffAccount[] = []
const missingId = 2_000_000_000

beforeAll(async () => {
  accounts.admin = { token: await adminToken() }
  for (const role of ['editor', 'sales', 'events'] as const) {
    const account = await staffAccount(role)
    made.push(account)
    accounts[role] = account
  }
}, 60_000)

afterAll(async () => {
  const admin = await adminToken()
  for (const account of made) await rest('DELETE', `/users/${account.id}`, admin)
})

/** Whether the answer says the operation was allowed (see the file's comment), or refused (403). */
async function attempt(role: StaffRole, slug: string, op: Op): Promise<{ allowed: boolean; status: number }> {
  const { token } = accounts[role]
  const answer =
    op === 'read'
      ? await rest('GET', `/${slug}?limit=1&depth=0`, token)
      : op === 'create'
        ? await rest('POST', `/${slug}`, token, {})
        : await rest(op === 'update' ? 'PATCH' : 'DELETE', `/${slug}?where[id][equals]=${missingId}`, token, op === 'update' ? {} : undefined)
  if (answer.status === 201) {
    const id = (answer.body.doc as { id?: number } | undefined)?.id
    if (id) await rest('DELETE', `/${slug}/${id}`, await adminToken())
  }
  const allowedStatus = { read: [200], create: [201, 400], update: [200], delete: [200] }[op]
  if (answer.status === 403) return { allowed: false, status: answer.status }
  expect(allowedStatus, `${role} ${op} ${slug}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).toContain(answer.status)
  if (op === 'update' || op === 'delete') expect(answer.body.docs).toEqual([])
  return { allowed: true, status: answer.status }
}

describe('issue 26: role × collection × operation through REST', () => {
  for (const [slug, byRole] of Object.entries(collections)) {
    it.each(roles)(`${slug}: %s`, async (role) => {
      const outcome: Record<string, boolean> = {}
      for (const op of all) outcome[op] = (await attempt(role, slug, op)).allowed
      expect(outcome).toEqual(Object.fromEntries(all.map((op) => [op, byRole[role].includes(op)])))
    })
  }

  it.each(roles)('globals: %s reads and saves them only as an editor or administrator', async (role) => {
    const { token } = accounts[role]
    for (const slug of globals) {
      const read = await rest('GET', `/globals/${slug}?depth=0`, token)
      const save = await rest('POST', `/globals/${slug}?draft=true&depth=0`, token, {})
      const may = globalEditors.includes(role)
      expect([slug, read.status, save.status]).toEqual([slug, may ? 200 : 403, may ? 200 : 403])
    }
  })

  it('answers 401/403 to a visitor for every collection list', async () => {
    for (const slug of Object.keys(collections)) {
      const answer = await rest('GET', `/${slug}?limit=1`)
      expect([slug, answer.status]).toEqual([slug, 403])
    }
  })
})
