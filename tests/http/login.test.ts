/**
 * The admin's sign-in (POST /api/cms/users/login, used by /admin) and password reset: limited per
 * client address, with no lock a sprayer from elsewhere can use against the owner, and answers
 * that do not tell which e-mails have accounts (src/cms/auth/signInLimits.ts).
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { signInLimitsFromEnv } from '../../src/rules/limits'
import { adminToken, clientAddress, uniqueEmail, url } from './support'

const admin = { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' }
const limits = signInLimitsFromEnv()

interface AuthAnswer {
  status: number
  retryAfter: string | null
  body: { errors?: { message: string }[]; token?: string; message?: string }
  ms: number
}

async function post(path: string, body: unknown, client: string): Promise<AuthAnswer> {
  const started = performance.now()
  const response = await fetch(url(`/api/cms/users/${path}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const ms = performance.now() - started
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: JSON.parse(text), ms }
}

const login = (email: string, password: string, client: string) => post('login', { email, password }, client)
const wrongPassword = () => `wrong-${randomBytes(6).toString('hex')}`

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Fails logins from `client` until the first 429, at most `tries`; returns every answer. */
async function failUntilLimited(client: string, tries: number): Promise<AuthAnswer[]> {
  const answers: AuthAnswer[] = []
  for (let i = 0; i < tries; i++) {
    const answer = await login(admin.email, wrongPassword(), client)
    answers.push(answer)
    if (answer.status === 429) break
  }
  return answers
}

describe('admin sign-in limits', () => {
  it('answers 429 with Retry-After, in Payload error JSON, before 30 failures from one address', async () => {
    const client = clientAddress()
    const answers = await failUntilLimited(client, 30)
    const limited = answers.at(-1)!
    expect(limited.status, `statuses: ${answers.map((answer) => answer.status).join(' ')}`).toBe(429)
    expect(answers.length).toBeLessThan(30)
    expect(answers.slice(0, -1).every((answer) => answer.status === 401)).toBe(true)
    const retryAfter = Number(limited.retryAfter)
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= limits.windowSeconds).toBe(true)
    expect(limited.body).toEqual({ errors: [{ message: expect.stringMatching(/^Too many attempts/) }] })
    // Once limited, the address is refused whatever it sends, the right password included.
    const owner = await login(admin.email, admin.password, client)
    expect(owner.status).toBe(429)
    expect(owner.body.token).toBeUndefined()
  })

  it('still lets the owner in from another address after a sprayer failed 30 times', async () => {
    const sprayer = clientAddress()
    for (let i = 0; i < 30; i++) await login(admin.email, wrongPassword(), sprayer)
    const owner = await login(admin.email, admin.password, clientAddress())
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    expect(owner.body.token).toBeTruthy()
  })

  it('does not count the owner’s good logins against their address', async () => {
    const client = clientAddress()
    for (let i = 0; i <= limits.accountFailuresPerWindow; i++) {
      const owner = await login(admin.email, admin.password, client)
      expect(owner.status, `login ${i + 1}`).toBe(200)
    }
  })

  it('answers an unknown e-mail, a wrong password and a limited (address, account) alike', async () => {
    const client = clientAddress()
    const unknown = await login(uniqueEmail('nobody'), wrongPassword(), client)
    const wrong = await login(admin.email, wrongPassword(), client)
    for (let i = 1; i < limits.accountFailuresPerWindow; i++) await login(admin.email, wrongPassword(), client)
    // That address has now failed this account as often as allowed: even the right password is refused,
    // with the very answer of a wrong password (Payload used to say "locked", for real accounts only).
    const limited = await login(admin.email, admin.password, client)
    expect(unknown.status).toBe(401)
    expect([wrong.status, limited.status]).toEqual([401, 401])
    expect(wrong.body).toEqual(unknown.body)
    expect(limited.body).toEqual(unknown.body)
    expect(unknown.body).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
    expect([unknown.retryAfter, wrong.retryAfter, limited.retryAfter]).toEqual([null, null, null])
  })

  it('takes about as long for an unknown e-mail as for a wrong password (medians of 10)', async () => {
    // An account of its own: one that other tests have failed against is no measure (Payload used
    // to lock it, and a locked account answered without checking the password).
    const account = { email: uniqueEmail('staff'), password: `pw-${randomBytes(8).toString('hex')}` }
    const created = await fetch(url('/api/cms/users'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` },
      body: JSON.stringify(account),
    })
    expect(created.status).toBe(201)
    // Two addresses, so that neither series reaches a limit.
    const unknownClient = clientAddress()
    const wrongClient = clientAddress()
    const unknownEmail = uniqueEmail('nobody')
    const unknown: number[] = []
    const wrong: number[] = []
    for (let i = 0; i < 10; i++) {
      const a = await login(unknownEmail, wrongPassword(), unknownClient)
      const b = await login(account.email, wrongPassword(), wrongClient)
      expect([a.status, b.status]).toEqual([401, 401])
      unknown.push(a.ms)
      wrong.push(b.ms)
    }
    const ratio = median(unknown) / median(wrong)
    expect(ratio, `unknown ${median(unknown).toFixed(0)} ms, wrong ${median(wrong).toFixed(0)} ms`).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})

describe('admin password reset', () => {
  it('answers forgot-password the same for an unknown and a known e-mail', async () => {
    const unknown = await post('forgot-password', { email: uniqueEmail('nobody') }, clientAddress())
    const known = await post('forgot-password', { email: admin.email }, clientAddress())
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(unknown.body)
  })

  it.each([
    ['forgot-password', () => ({ email: uniqueEmail('nobody') })],
    ['reset-password', () => ({ token: randomBytes(20).toString('hex'), password: 'a-new-password' })],
  ])('limits %s per address: 429 with Retry-After', async (path, body) => {
    const client = clientAddress()
    const answers: AuthAnswer[] = []
    for (let i = 0; i <= limits.passwordResetsPerWindow; i++) answers.push(await post(path, body(), client))
    const limited = answers.at(-1)!
    expect(answers.slice(0, -1).every((answer) => answer.status !== 429)).toBe(true)
    expect(limited.status).toBe(429)
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    expect(limited.body).toEqual({ errors: [{ message: expect.stringMatching(/^Too many attempts/) }] })
    // Another address is not affected.
    expect((await post(path, body(), clientAddress())).status).not.toBe(429)
  })
})
