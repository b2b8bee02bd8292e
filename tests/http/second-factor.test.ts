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
    const setup = await factor('setup', account.token)
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

    // Only an administrator resets it, and the reset is audited.
    expect((await factor('reset', third, { user: account.id })).status).toBe(403)
    const admin = await adminToken()
    expect((await factor('reset', admin, { user: account.id })).status).toBe(200)
    expect((await rest('GET', '/products?limit=1&depth=0', third)).status).toBe(200)
    const log = await rest('GET', `/audit-log?depth=0&limit=50&where[target][equals]=users:${account.id}`, admin)
    const actions = (log.body.docs as { action: string }[]).map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['secondFactorEnrolled', 'secondFactorReset']))
  })

  it('limits wrong codes per account like sign-ins', { timeout: 120_000 }, async () => {
    const limits = signInLimitsFromEnv()
    const account = await staffAccount('sales', 'totp-limit')
    const secret = String((await factor('setup', account.token)).body.secret)
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
})
