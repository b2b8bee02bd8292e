import { describe, expect, it } from 'vitest'

import { signInLimitDefaults, signInLimitsFromEnv } from '../../src/rules/limits'
import { message } from '../../src/rules/messages'
import { isPasswordResetOperation, loginSubjects, passwordResetSubjects, retryMinutes, signInEmail } from '../../src/rules/signIn'

describe('admin sign-in limits from the environment (not in the spec)', () => {
  it('defaults when nothing is set', () => {
    expect(signInLimitsFromEnv({})).toEqual({
      failuresPerWindow: 20,
      accountFailuresPerWindow: 10,
      windowSeconds: 900,
      passwordResetsPerWindow: 5,
      passwordResetWindowSeconds: 900,
    })
    expect(signInLimitsFromEnv({})).toEqual(signInLimitDefaults)
  })

  it('reads each variable', () => {
    expect(
      signInLimitsFromEnv({
        LOGIN_FAILURES_PER_WINDOW: '50',
        LOGIN_ACCOUNT_FAILURES_PER_WINDOW: ' 8 ',
        LOGIN_WINDOW_SECONDS: '600',
        PASSWORD_RESETS_PER_WINDOW: '3',
        PASSWORD_RESET_WINDOW_SECONDS: '3600',
      }),
    ).toEqual({
      failuresPerWindow: 50,
      accountFailuresPerWindow: 8,
      windowSeconds: 600,
      passwordResetsPerWindow: 3,
      passwordResetWindowSeconds: 3600,
    })
  })

  it('never lets a typo switch a limit off', () => {
    for (const raw of ['0', '-1', '1.5', 'ten', '', '1e3', '99999999999999999999']) {
      expect(signInLimitsFromEnv({ LOGIN_FAILURES_PER_WINDOW: raw, LOGIN_WINDOW_SECONDS: raw })).toEqual(signInLimitDefaults)
    }
  })

  it('locks an (address, account) pair before the whole address', () => {
    expect(signInLimitDefaults.accountFailuresPerWindow).toBeLessThan(signInLimitDefaults.failuresPerWindow)
  })
})

describe('who a login is counted against', () => {
  it('compares e-mails as Payload does: trimmed, lower case', () => {
    expect(signInEmail('  Admin@Example.COM ')).toBe('admin@example.com')
    expect(signInEmail(undefined)).toBe('')
    expect(signInEmail(42)).toBe('')
  })

  it('counts per address and per (address, e-mail), never per e-mail alone', () => {
    const here = loginSubjects('203.0.113.9', 'admin@example.com')
    const elsewhere = loginSubjects('198.51.100.7', 'admin@example.com')
    expect(here.address).toBe('login:203.0.113.9')
    expect(here.account.startsWith('login-account:203.0.113.9:')).toBe(true)
    expect(elsewhere.account).not.toBe(here.account)
    expect(loginSubjects('203.0.113.9', 'other@example.com').account).not.toBe(here.account)
  })

  it('keeps the e-mail out of the key, at a fixed length whatever is typed', () => {
    const long = loginSubjects('2001:db8:1:2::/64', `${'x'.repeat(10_000)}@example.com`)
    expect(long.account).not.toContain('example.com')
    expect(long.account).toMatch(/^login-account:2001:db8:1:2::\/64:[0-9a-f]{32}$/)
  })

  it('counts forgot-password and reset-password separately, and nothing else', () => {
    expect(passwordResetSubjects).toEqual({ forgotPassword: 'forgot-password', resetPassword: 'reset-password' })
    expect(isPasswordResetOperation('forgotPassword')).toBe(true)
    expect(isPasswordResetOperation('resetPassword')).toBe(true)
    expect(isPasswordResetOperation('login')).toBe(false)
    expect(isPasswordResetOperation('toString')).toBe(false)
  })
})

describe('telling the wait', () => {
  it('rounds Retry-After seconds up to whole minutes, at least one', () => {
    expect([1, 59, 60, 61, 900].map(retryMinutes)).toEqual([1, 1, 1, 2, 15])
    expect(retryMinutes(0)).toBe(1)
  })

  it('names the wait in both languages', () => {
    expect(message('tooManyAttempts', 'en', { minutes: 15 })).toBe('Too many attempts. Please try again in 15 min.')
    expect(message('tooManyAttempts', 'zh', { minutes: 15 })).toBe('尝试次数过多，请 15 分钟后再试。')
  })
})
