/**
 * Issue 37, item 2: Payload's document locks and admin preferences follow the staff rules. The
 * probe: a session owing its second factor, and any sales or events user, could
 * `POST /api/cms/payload-locked-documents {"document":{"relationTo":"products","value":1},"user":{"relationTo":"users","value":1}}`
 * (201), after which the editor's PATCH of that product got 423; deleting someone else's lock
 * answered 200; preferences kept Payload's default access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { totpCodeAt } from '../../src/cms/auth/totp'
import { adminToken } from './support'
import { rest, signIn, type StaffAccount, staffAccount } from './staff-support'

const accounts: Record<string, StaffAccount> = {}
let ownerId = 0
let productId = 0
let owing = ''

const lockOf = (userId: number, document = { relationTo: 'products', value: productId }) => ({ document, user: { relationTo: 'users', value: userId } })

beforeAll(async () => {
  for (const role of ['editor', 'sales', 'events'] as const) accounts[role] = await staffAccount(role, `lock-${role}`)
  accounts.otherEditor = await staffAccount('editor', 'lock-editor2')
  const admin = await adminToken()
  ownerId = ((await rest('GET', '/users/me', admin)).body.user as { id: number }).id
  productId = ((await rest('GET', '/products?limit=1&depth=0&sort=id', admin)).body.docs as { id: number }[])[0]!.id
  // An editor with two-factor sign-in, signed in again with the password alone: the code is owed.
  const enrolled = await staffAccount('editor', 'lock-owing')
  accounts.owing = enrolled
  const secret = String((await rest('POST', '/users/second-factor/setup', enrolled.token, { password: enrolled.password })).body.secret)
  expect((await rest('POST', '/users/second-factor/enable', enrolled.token, { code: totpCodeAt(secret, Date.now()) })).status).toBe(200)
  owing = (await signIn(enrolled.email, enrolled.password)).token!
}, 120_000)

afterAll(async () => {
  const admin = await adminToken()
  await rest('DELETE', `/payload-locked-documents?where[document.value][equals]=${productId}`, admin)
  for (const account of Object.values(accounts)) await rest('DELETE', `/users/${account.id}`, admin)
})

describe('issue 37: document locks', () => {
  it('nobody locks a document in someone else’s name, nor one their role may not edit; a session owing its code nothing', async () => {
    expect((await rest('POST', '/payload-locked-documents', owing, lockOf(ownerId))).status).toBe(403)
    expect((await rest('POST', '/payload-locked-documents', owing, lockOf(accounts.owing!.id))).status).toBe(403)
    for (const role of ['sales', 'events'] as const) {
      expect((await rest('POST', '/payload-locked-documents', accounts[role]!.token, lockOf(ownerId))).status, role).toBe(403)
      expect((await rest('POST', '/payload-locked-documents', accounts[role]!.token, lockOf(accounts[role]!.id))).status, role).toBe(403)
    }
    expect((await rest('POST', '/payload-locked-documents', accounts.editor!.token, lockOf(accounts.otherEditor!.id))).status).toBe(403)
    // So the editor's save goes through (it answered 423 after the probe's lock).
    expect((await rest('PATCH', `/products/${productId}?draft=true`, accounts.editor!.token, {})).status).toBe(200)
  })

  it('an editor locks what they edit; another may read it and take it over, never hand it to someone else or delete it', async () => {
    const created = await rest('POST', '/payload-locked-documents', accounts.editor!.token, lockOf(accounts.editor!.id))
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const other = accounts.otherEditor!
    const read = await rest('GET', `/payload-locked-documents?where[document.value][equals]=${productId}&depth=0`, other.token)
    expect((read.body.docs as { id: number }[]).map((lock) => lock.id)).toContain(id)
    // Sales may edit no product: they see no lock of one.
    expect((await rest('GET', '/payload-locked-documents?depth=0', accounts.sales!.token)).body.docs).toEqual([])
    expect((await rest('DELETE', `/payload-locked-documents/${id}`, other.token)).status).toBe(403)
    expect((await rest('PATCH', `/payload-locked-documents/${id}`, other.token, { user: { relationTo: 'users', value: ownerId } })).status).toBe(403)
    expect((await rest('PATCH', `/payload-locked-documents/${id}`, accounts.events!.token, { user: { relationTo: 'users', value: accounts.events!.id } })).status).toBe(403)
    // Payload's "take over": the lock becomes the other editor's; then it is theirs to release.
    const takeOver = await rest('PATCH', `/payload-locked-documents/${id}`, other.token, { user: { relationTo: 'users', value: other.id } })
    expect(takeOver.status).toBe(200)
    expect((await rest('DELETE', `/payload-locked-documents/${id}`, accounts.editor!.token)).status).toBe(403)
    expect((await rest('DELETE', `/payload-locked-documents/${id}`, other.token)).status).toBe(200)
  })
})

describe('issue 37: admin preferences', () => {
  it('a user keeps their own, only for documents their role may edit; a session owing its code none', async () => {
    const prefs = (token: string, method: 'GET' | 'POST', key: string) => rest(method, `/payload-preferences/${key}`, token, method === 'POST' ? { value: { limit: 10 } } : undefined)
    for (const key of ['nav', 'collection-products']) {
      expect((await prefs(owing, 'POST', key)).status, key).toBe(403)
      expect((await prefs(owing, 'GET', key)).status, key).toBe(403)
    }
    const events = accounts.events!.token
    expect((await prefs(events, 'POST', 'collection-products')).status).toBe(403)
    expect((await prefs(events, 'POST', `collection-products-${productId}`)).status).toBe(403)
    expect((await prefs(events, 'POST', 'global-site-settings')).status).toBe(403)
    expect((await prefs(events, 'GET', 'collection-products')).status).toBe(403)
    expect((await prefs(events, 'POST', 'collection-registrations')).status).toBe(200)
    expect((await prefs(events, 'POST', 'nav')).status).toBe(200)
    expect((await rest('POST', '/payload-preferences', events, { key: 'collection-news', value: {} })).status).toBe(403)
    // Only one's own: another user's preference is not found in the list.
    const list = await rest('GET', '/payload-preferences?depth=0&limit=100', accounts.sales!.token)
    expect((list.body.docs as { user: { value: number } }[]).every((doc) => doc.user.value === accounts.sales!.id)).toBe(true)
    expect((await rest('GET', '/payload-preferences?depth=0', owing)).status).toBe(403)
  })
})
