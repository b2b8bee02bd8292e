/**
 * Issue 26: two-factor sign-in through the API. A staff user with TOTP enrolled reaches no staff
 * data with the password alone; a code (one step either side, never twice) or a recovery code
 * (once each) confirms the session; wrong codes are limited like sign-ins; an administrator's
 * reset is audited.
 */
import { describe, expect, it } from 'vitest'

import { totpCodeAt } from '../../src/cms/auth/totp'
import { signInLimitsFromEnv } from '../../src/rules/limits'
import { adminToken, inOneWindow } from './support'
import { rest, signIn, staffAccount } from './staff-support'

const factor = (path: string, token: string, body: unknown = {}) => rest('POST', `/users/second-factor/${path}`, token, body)

describe('issue 26: two-factor sign-in', () => {
  it('enrols with a QR code and 10 recovery codes; then a password alone reaches no staff data', { timeout: 120_000 }, async () => {
    const account = await staffAccount('editor', 'totp')
    const setup = await factor('setup', account.token, { password: account.password })
    expect(setup.status).toBe(200)
    expect(String(setup.body.qrSvg)).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(String(setup.body.otpauthUrl)).toContain('otpauth://totp/')
    const secret = String(setup.body.secret)
    const now = Date.now()
    const first = totpCodeAt(secret, now)
    expect((await factor('enable', account.token, { code: '000000' === first ? '111111' : '000000' })).status).toBe(400)
    const enabled = await factor('enable', account.token, { code: first })
    expect(enabled.status).toBe(200)
    const recoveryCodes = enabled.body.recoveryCodes as string[]
    expect(recoveryCodes).toHaveLength(10)
    // The enrolling session is confirmed by its first code.
    expect((await rest('GET', '/products?limit=1&depth=0', account.token)).status).toBe(200)

    const passwordOnly = (await signIn(account.email, account.password)).token!
    expect((await rest('GET', '/products?limit=1&depth=0', passwordOnly)).status).toBe(403)
    expect((await rest('GET', '/news?limit=1&depth=0', passwordOnly)).status).toBe(403)
    expect((await rest('POST', '/globals/site-settings?draft=true', passwordOnly, {})).status).toBe(403)
    // Nothing of the secret shows, even to its owner.
    const me = await rest('GET', '/users/me', passwordOnly)
    expect(JSON.stringify(me.body)).not.toMatch(/totpSecret|totpRecoveryCodes|totpSessions/)
    expect(JSON.stringify(me.body)).not.toContain(secret)

    // The code used to enrol cannot be used again; a recovery code works once.
    expect((await factor('verify', passwordOnly, { code: first })).status).toBe(400)
    expect((await factor('verify', passwordOnly, { code: recoveryCodes[0] })).status).toBe(200)
    expect((await rest('GET', '/products?limit=1&depth=0', passwordOnly)).status).toBe(200)
    const again = (await signIn(account.email, account.password)).token!
    expect((await factor('verify', again, { code: recoveryCodes[0] })).status).toBe(400)
    // The next time step's code is accepted (one step either side), once.
    const next = totpCodeAt(secret, now + 30_000)
    expect((await factor('verify', again, { code: next })).status).toBe(200)
    const third = (await signIn(account.email, account.password)).token!
    expect((await factor('verify', third, { code: next })).status).toBe(400)
    expect((await rest('GET', '/products?limit=1&depth=0', third)).status).toBe(403)

    // Only an administrator resets it, with their own password (issue 37), and the reset is audited.
    expect((await factor('reset', third, { user: account.id })).status).toBe(403)
    const admin = await adminToken()
    expect((await factor('reset', admin, { user: account.id })).status).toBe(400)
    expect((await factor('reset', admin, { user: account.id, password: 'not-the-password' })).status).toBe(400)
    expect((await factor('reset', admin, { user: account.id, password: process.env.ADMIN_PASSWORD })).status).toBe(200)
    expect((await rest('GET', '/products?limit=1&depth=0', third)).status).toBe(200)
    const log = await rest('GET', `/audit-log?depth=0&limit=50&where[targetId][equals]=users:${account.id}`, admin)
    const actions = (log.body.docs as { action: string }[]).map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['secondFactorEnrolled', 'secondFactorReset']))
  })

  it('limits wrong codes per account like sign-ins', { timeout: 120_000 }, async () => {
    const limits = signInLimitsFromEnv()
    const account = await staffAccount('sales', 'totp-limit')
    const secret = String((await factor('setup', account.token, { password: account.password })).body.secret)
    expect((await factor('enable', account.token, { code: totpCodeAt(secret, Date.now()) })).status).toBe(200)
    const session = (await signIn(account.email, account.password)).token!
    // The counters count in fixed windows: all the tries in one.
    await inOneWindow(limits.windowSeconds, 30_000)
    const statuses: number[] = []
    for (let i = 0; i <= limits.accountFailuresPerWindow; i++) statuses.push((await factor('verify', session, { code: 'zzzzzzzzzz' })).status)
    expect(statuses.slice(0, limits.accountFailuresPerWindow)).toEqual(Array(limits.accountFailuresPerWindow).fill(400))
    expect(statuses.at(-1)).toBe(429)
    // Refused even with the right code until the window ends.
    expect((await factor('verify', session, { code: totpCodeAt(secret, Date.now() + 30_000) })).status).toBe(429)
  })

  it('enrolling, resetting or turning off asks for the current password; enrolling signs out every other session (issue 37)', { timeout: 120_000 }, async () => {
    const account = await staffAccount('editor', 'totp-password')
    const elsewhere = (await signIn(account.email, account.password)).token!
    // A stolen session alone cannot start an enrolment.
    expect((await factor('setup', account.token)).status).toBe(400)
    const wrong = await factor('setup', account.token, { password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('当前密码不正确。')
    const setup = await factor('setup', account.token, { password: account.password })
    expect(setup.status).toBe(200)
    const secret = String(setup.body.secret)
    expect((await rest('GET', '/products?limit=1&depth=0', elsewhere)).status).toBe(200)
    expect((await factor('enable', account.token, { code: totpCodeAt(secret, Date.now()) })).status).toBe(200)
    // The other session is signed out; the enrolling one goes on.
    expect((await rest('GET', '/users/me', elsewhere)).body.user).toBeNull()
    expect((await rest('GET', '/products?limit=1&depth=0', elsewhere)).status).toBe(403)
    expect((await rest('GET', '/products?limit=1&depth=0', account.token)).status).toBe(200)
    // Turning it off: the password again.
    expect((await factor('disable', account.token)).status).toBe(400)
    expect((await factor('disable', account.token, { password: account.password })).status).toBe(200)
    const me = await rest('GET', `/users/${account.id}?depth=0`, account.token)
    expect(me.body.twoFactorEnabled).toBe(false)
  })

  it('records a sign-in when it is complete, with the factor that completed it (issue 37)', { timeout: 120_000 }, async () => {
    const account = await staffAccount('sales', 'totp-audit')
    const secret = String((await factor('setup', account.token, { password: account.password })).body.secret)
    const now = Date.now()
    const enabled = await factor('enable', account.token, { code: totpCodeAt(secret, now) })
    const recoveryCodes = enabled.body.recoveryCodes as string[]
    const admin = await adminToken()
    const signIns = async () =>
      ((await rest('GET', `/audit-log?depth=0&limit=50&sort=createdAt&where[targetId][equals]=users:${account.id}&where[action][equals]=signIn`, admin)).body.docs as { factor: string | null; target: string }[])
    const before = (await signIns()).length
    // A password without its code: nothing recorded.
    const abandoned = (await signIn(account.email, account.password)).token!
    expect(await signIns()).toHaveLength(before)
    expect((await factor('verify', abandoned, { code: totpCodeAt(secret, now + 30_000) })).status).toBe(200)
    const second = (await signIn(account.email, account.password)).token!
    expect((await factor('verify', second, { code: recoveryCodes[0] })).status).toBe(200)
    const entries = (await signIns()).slice(before)
    expect(entries.map((entry) => entry.factor)).toEqual(['totp', 'recoveryCode'])
    expect(entries[0]!.target).toBe(`users: ${account.email}`)
  })
})
