/**
 * Issue 26: the pure rules of staff roles, the second factor and the audit trail.
 */
import { describe, expect, it } from 'vitest'

import { sessionRole } from '@/cms/access/roles'
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, otpauthUrl, sealSecret, spendRecoveryCode, totpCodeAt } from '@/cms/auth/totp'
import { auditRetentionDays, auditTarget, auditTargetId, changedFieldNames, valueChanges } from '@/rules/audit'
import { roleMay, staffRoles } from '@/rules/roles'
import { secondFactorPolicy, secondFactorRequired } from '@/rules/secondFactor'

describe('roles (issue 26 item 1)', () => {
  it('gives each role exactly its parts of the CMS', () => {
    const table = Object.fromEntries(
      staffRoles.map((role) => [role, (['content', 'inbox', 'registrations', 'events', 'dashboard', 'album', 'users', 'audit', 'system'] as const).filter((area) => roleMay(role, area))]),
    )
    expect(table).toEqual({
      admin: ['content', 'inbox', 'registrations', 'events', 'dashboard', 'album', 'users', 'audit', 'system'],
      editor: ['content', 'events', 'dashboard'],
      sales: ['inbox', 'dashboard'],
      events: ['registrations', 'events', 'dashboard'],
    })
    expect(roleMay(null, 'dashboard')).toBe(false)
  })

  it('a session has its role only with the second factor STAFF_2FA and its enrolment ask for', () => {
    const session = { collection: 'users', role: 'editor', _strategy: 'local-jwt', _sid: 's1' }
    expect(sessionRole(session)).toBe('editor')
    expect(sessionRole({ ...session, twoFactorEnabled: true, totpSessions: [] })).toBeNull()
    expect(sessionRole({ ...session, twoFactorEnabled: true, totpSessions: ['s1'] })).toBe('editor')
    expect(sessionRole({ ...session, role: 'owner' })).toBeNull()
    expect(sessionRole({ ...session, collection: 'customers' })).toBeNull()
    // A user the server loaded itself (a scheduled publish) is no session.
    expect(sessionRole({ collection: 'users', role: 'editor', twoFactorEnabled: true })).toBe('editor')
  })
})

describe('STAFF_2FA (issue 26 item 2)', () => {
  it('is optional unless set to admins or required', () => {
    expect(secondFactorPolicy({})).toBe('optional')
    expect(secondFactorPolicy({ STAFF_2FA: 'Required ' })).toBe('required')
    expect(secondFactorPolicy({ STAFF_2FA: 'nonsense' })).toBe('optional')
    expect(secondFactorRequired('admins', 'admin')).toBe(true)
    expect(secondFactorRequired('admins', 'editor')).toBe(false)
    expect(secondFactorRequired('required', 'sales')).toBe(true)
    expect(secondFactorRequired('optional', 'admin')).toBe(false)
  })
})

describe('TOTP and recovery codes (issue 26 item 2)', () => {
  const secret = newTotpSecret()
  const now = Date.UTC(2026, 10, 28, 12, 0, 15)
  const step = Math.floor(now / 30_000)

  it('accepts a code one time step either side, not two', () => {
    expect(acceptedStep(secret, totpCodeAt(secret, now), null, now)).toBe(step)
    expect(acceptedStep(secret, totpCodeAt(secret, now - 30_000), null, now)).toBe(step - 1)
    expect(acceptedStep(secret, totpCodeAt(secret, now + 30_000), null, now)).toBe(step + 1)
    expect(acceptedStep(secret, totpCodeAt(secret, now - 60_000), null, now)).toBeNull()
    expect(acceptedStep(secret, totpCodeAt(secret, now + 60_000), null, now)).toBeNull()
  })

  it('never accepts a code twice, nor an older one after a newer', () => {
    const code = totpCodeAt(secret, now)
    expect(acceptedStep(secret, code, step, now)).toBeNull()
    expect(acceptedStep(secret, totpCodeAt(secret, now - 30_000), step, now)).toBeNull()
    expect(acceptedStep(secret, totpCodeAt(secret, now + 30_000), step, now)).toBe(step + 1)
  })

  it('keeps the secret sealed under the server secret', () => {
    const sealed = sealSecret(secret, 'server-secret')
    expect(sealed).not.toContain(secret)
    expect(openSecret(sealed, 'server-secret')).toBe(secret)
    expect(openSecret(sealed, 'another-secret')).toBeNull()
    expect(otpauthUrl(secret, 'a@example.com')).toMatch(/^otpauth:\/\/totp\/.*a%40example\.com\?.*secret=/)
  })

  it('makes 10 distinct recovery codes, stored hashed, each good once', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const hashes = codes.map((code) => hashRecoveryCode(code, 'k'))
    expect(hashes.join()).not.toContain(codes[0]!.replace('-', ''))
    const left = spendRecoveryCode(hashes, codes[3]!.toUpperCase().replace('-', ' '), 'k')
    expect(left).toHaveLength(9)
    expect(spendRecoveryCode(left!, codes[3]!, 'k')).toBeNull()
    expect(spendRecoveryCode(hashes, 'aaaaa-bbbbb', 'k')).toBeNull()
  })
})

describe('audit trail (issue 26 item 3)', () => {
  it('names the fields that changed, never secrets or bookkeeping', () => {
    const before = { id: 1, name: 'A', role: 'sales', hash: 'x', salt: 'y', updatedAt: '1', totpSecret: 'a', sessions: [] }
    const after = { id: 1, name: 'B', role: 'editor', hash: 'z', salt: 'w', updatedAt: '2', totpSecret: 'b', sessions: [{ id: 's' }] }
    expect(changedFieldNames(before, after)).toEqual(['name', 'role'])
    expect(changedFieldNames(null, { title: 'x', id: 3 })).toEqual(['title'])
  })

  it('names only the fields that really changed: a relation read populated or not, key order, empties (issue 37)', () => {
    const logo = { id: 7, filename: 'logo.png', createdAt: '2026-01-01', updatedAt: '2026-01-02', sizes: { thumb: { url: '/x' } } }
    const before = { licence: 'A-1', logo, socials: [{ id: 'r1', name: 'WeChat', url: 'https://x' }], note: '', tags: [], lastEditedBy: 'a@example.com' }
    const after = { licence: 'A-2', logo: 7, socials: [{ url: 'https://x', name: 'WeChat', id: 'r1' }], note: null, tags: null, lastEditedBy: 'b@example.com' }
    expect(changedFieldNames(before, after)).toEqual(['licence'])
    expect(changedFieldNames({ logo }, { logo: 8 })).toEqual(['logo'])
    expect(changedFieldNames({ socials: [{ id: 'r1', name: 'WeChat' }] }, { socials: [{ id: 'r1', name: 'Weibo' }] })).toEqual(['socials'])
  })

  it('shows old → new values and names targets by title and by id (issue 37)', () => {
    expect(valueChanges([{ field: 'role', before: 'editor', after: 'admin' }, { field: 'assignee', before: null, after: 'li@example.com' }])).toBe('role: editor → admin; assignee: — → li@example.com')
    expect(auditTarget('users', 'wang@example.com', 3)).toBe('users: wang@example.com')
    expect(auditTarget('news', '  ', 12)).toBe('news: #12')
    expect(auditTarget('home-page')).toBe('home-page')
    expect(auditTargetId('users', 3)).toBe('users:3')
  })

  it('keeps entries AUDIT_RETENTION_DAYS days, 365 by default', () => {
    expect(auditRetentionDays({})).toBe(365)
    expect(auditRetentionDays({ AUDIT_RETENTION_DAYS: '30' })).toBe(30)
    expect(auditRetentionDays({ AUDIT_RETENTION_DAYS: '-1' })).toBe(365)
  })
})
