/**
 * A user changing their own password gives their current one, which Payload's own sign-in checks
 * (src/cms/auth/password.ts, from the Users hook of src/cms/collections/Users/rules.ts), on SQLite
 * and PostgreSQL: a wrong one is refused and changes nothing; the right one changes the password
 * in the update's transaction, keeps the caller's session, and leaves neither the check's session
 * nor a sign-in in the audit trail. The second factor's endpoints ask for it outside any update:
 * there the check writes nothing at all.
 */
import { AuthenticationError, createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkCurrentPassword } from '@/cms/collections/Users/rules'

import { seededPayload } from './support/seeded'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

const email = `current-password-${Date.now()}@example.com`
const first = 'a-long-first-password'
const second = 'a-long-second-password'

/** The sessions Payload keeps on the account (a hidden field: read from the database as stored). */
async function sessionIds(id: number): Promise<string[]> {
  const stored = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({ collection: 'users', where: { id: { equals: id } } })
  return (stored?.sessions ?? []).map((session) => session.id)
}

async function signIns(): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'audit-log', where: { and: [{ action: { equals: 'signIn' } }, { actorEmail: { equals: email } }] }, overrideAccess: true })
  return totalDocs
}

const signIn = (password: string) => payload.login({ collection: 'users', data: { email, password } })

describe('changing one’s own password', () => {
  it('is checked by Payload’s sign-in, and leaves only the caller’s session behind', async () => {
    const created = await payload.create({ collection: 'users', data: { email, password: first, role: 'sales' }, overrideAccess: true })
    const { user } = await signIn(first)
    const [sid] = await sessionIds(created.id)
    expect(sid).toBeDefined()
    const signedIn = await signIns()
    // As the admin's REST call makes it: the account's own, in its own session.
    const asOwner = (currentPassword: string) =>
      payload.update({
        collection: 'users',
        id: created.id,
        data: { password: second, currentPassword } as Record<string, unknown>,
        overrideAccess: false,
        user: { ...user, collection: 'users', _sid: sid },
        req: { payloadAPI: 'REST' },
      })

    await expect(asOwner('not-the-password')).rejects.toMatchObject({ name: 'WrongCurrentPassword' })
    expect(await sessionIds(created.id)).toEqual([sid])

    await asOwner(first)
    expect(await sessionIds(created.id)).toEqual([sid])
    expect(await signIns()).toBe(signedIn)
    await expect(signIn(first)).rejects.toBeInstanceOf(AuthenticationError)
    expect((await signIn(second)).user?.email).toBe(email)
  })
})

describe('the current password asked outside a password change (the second factor’s endpoints)', () => {
  it('is checked by Payload’s sign-in, leaving no session and no sign-in behind', async () => {
    const owner = `current-password-alone-${Date.now()}@example.com`
    const created = await payload.create({ collection: 'users', data: { email: owner, password: first, role: 'sales' }, overrideAccess: true })
    await payload.login({ collection: 'users', data: { email: owner, password: first } })
    const sessions = await sessionIds(created.id)
    expect(sessions).toHaveLength(1)
    const { totalDocs: signedIn } = await payload.count({ collection: 'audit-log', where: { and: [{ action: { equals: 'signIn' } }, { actorEmail: { equals: owner } }] }, overrideAccess: true })
    const req = await createLocalReq({}, payload)

    await expect(checkCurrentPassword(req, created.id, first)).resolves.toBeUndefined()
    await expect(checkCurrentPassword(req, created.id, 'not-the-password')).rejects.toMatchObject({ name: 'WrongCurrentPassword' })
    expect(await sessionIds(created.id)).toEqual(sessions)
    const { totalDocs } = await payload.count({ collection: 'audit-log', where: { and: [{ action: { equals: 'signIn' } }, { actorEmail: { equals: owner } }] }, overrideAccess: true })
    expect(totalDocs).toBe(signedIn)
  })
})
