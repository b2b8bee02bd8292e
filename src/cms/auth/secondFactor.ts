import { addDataAndFileToRequest, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import qrcode from 'qrcode-generator'

import { visitorOf } from '@rugged/front-door/registry'

import { rateLimitKey } from '../../rules/client'
import { signInLimitsFromEnv } from '../../rules/limits'
import { isTotpCode, normaliseCode } from '../../rules/secondFactor'
import { isStaffRole } from '../../rules/roles'
import { requestRole } from '../access/roles'
import { recordAudit, recordAuditAlone } from '../audit/record'
import { consumeRateLimit, refundRateLimit } from '../collections/RateLimits/counters'
import { confirmedSessions } from './secondFactorState'
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, otpauthUrl, sealSecret, spendRecoveryCode } from './totp'

/*
 * Issue 26: the second factor's endpoints, under /api/cms/users/second-factor/…:
 * - `setup`: a new secret for the signed-in user (not yet enrolled), its QR code drawn here as SVG;
 * - `enable` {code}: the first code from the app turns it on; answers the 10 recovery codes, once;
 * - `verify` {code}: a session that owes its second factor confirms it (a TOTP code or a recovery code);
 * - `reset` {user}: an administrator clears another account's second factor (audited).
 * Codes are counted like sign-ins: per client address and per account, refunded when right.
 */

type StaffUser = {
  id: number
  email: string
  role?: string
  _sid?: string
  sessions?: { id: string }[] | null
  twoFactorEnabled?: boolean | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  totpLastStep?: number | null
  totpRecoveryCodes?: unknown
  totpSessions?: unknown
}

const say = (req: PayloadRequest, zh: string, en: string) => (req.i18n?.language === 'en' ? en : zh)
const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })
const refused = (req: PayloadRequest, status: number, zh: string, en: string) => answer(status, { errors: [{ message: say(req, zh, en) }] })
const skipAudit = { 'audit.skip': true }

/** The user as stored, secrets included (the request's user has them: the JWT strategy reads with overrideAccess). */
async function storedUser(req: PayloadRequest, id: number): Promise<StaffUser | null> {
  return (await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })) as StaffUser | null
}

async function save(req: PayloadRequest, id: number, data: Record<string, unknown>): Promise<void> {
  await req.payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: true, req, context: skipAudit })
}

const signedIn = (req: PayloadRequest): StaffUser | null => {
  const user = req.user as (StaffUser & { collection?: string }) | null
  return user && user.collection === 'users' && isStaffRole(user.role) ? user : null
}

async function codeFrom(req: PayloadRequest): Promise<string> {
  await addDataAndFileToRequest(req)
  return normaliseCode((req.data as { code?: unknown } | undefined)?.code)
}

/** Counts an attempt per address and per account; null when allowed, else the 429 answer. */
async function countAttempt(req: PayloadRequest, userId: number) {
  const limits = signInLimitsFromEnv()
  const address = await consumeRateLimit(req.payload, `second-factor:${rateLimitKey(visitorOf(req).address)}`, limits.failuresPerWindow, limits.windowSeconds)
  const account = await consumeRateLimit(req.payload, `second-factor-account:${userId}`, limits.accountFailuresPerWindow, limits.windowSeconds)
  const blocked = !address.allowed ? address : !account.allowed ? account : null
  if (blocked) {
    const minutes = Math.max(1, Math.ceil(blocked.retryAfterSeconds / 60))
    const response = refused(req, 429, `尝试次数过多，请 ${minutes} 分钟后再试。`, `Too many attempts. Please try again in ${minutes} min.`)
    response.headers.set('Retry-After', String(blocked.retryAfterSeconds))
    return { response, hits: [address, account] }
  }
  return { response: null, hits: [address, account] }
}

const setup: PayloadHandler = async (req) => {
  const user = signedIn(req)
  if (!user) return refused(req, 401, '请先登录。', 'Please sign in first.')
  if (user.twoFactorEnabled) return refused(req, 409, '两步验证已启用。', 'Two-factor sign-in is already on.')
  const secret = newTotpSecret()
  await save(req, user.id, { totpPendingSecret: sealSecret(secret, req.payload.secret) })
  const url = otpauthUrl(secret, user.email)
  const qr = qrcode(0, 'M')
  qr.addData(url)
  qr.make()
  return answer(200, { secret, otpauthUrl: url, qrSvg: qr.createSvgTag({ cellSize: 5, margin: 4, scalable: true }) })
}

const enable: PayloadHandler = async (req) => {
  const user = signedIn(req)
  if (!user) return refused(req, 401, '请先登录。', 'Please sign in first.')
  const stored = await storedUser(req, user.id)
  const pending = stored?.totpPendingSecret ? openSecret(stored.totpPendingSecret, req.payload.secret) : null
  if (!stored || stored.twoFactorEnabled || !pending) return refused(req, 409, '请重新开始设置。', 'Please start the setup again.')
  const code = await codeFrom(req)
  const { response, hits } = await countAttempt(req, user.id)
  if (response) return response
  const step = isTotpCode(code) ? acceptedStep(pending, code, null) : null
  if (step === null) return refused(req, 400, '验证码不正确。', 'The code is not right.')
  await Promise.all(hits.map((hit) => refundRateLimit(req.payload, hit)))
  const recoveryCodes = newRecoveryCodes()
  await save(req, user.id, {
    totpSecret: sealSecret(pending, req.payload.secret),
    totpPendingSecret: null,
    totpLastStep: step,
    totpRecoveryCodes: recoveryCodes.map((one) => hashRecoveryCode(one, req.payload.secret)),
    totpSessions: user._sid ? [user._sid] : [],
    twoFactorEnabled: true,
  })
  await recordAudit(req, { action: 'secondFactorEnrolled', target: `users:${user.id}` })
  return answer(200, { recoveryCodes })
}

const verify: PayloadHandler = async (req) => {
  const user = signedIn(req)
  if (!user || !user._sid) return refused(req, 401, '请先登录。', 'Please sign in first.')
  const stored = await storedUser(req, user.id)
  const secret = stored?.totpSecret ? openSecret(stored.totpSecret, req.payload.secret) : null
  if (!stored || !stored.twoFactorEnabled || !secret) return refused(req, 409, '此账号未启用两步验证。', 'Two-factor sign-in is not on for this account.')
  const code = await codeFrom(req)
  const { response, hits } = await countAttempt(req, user.id)
  if (response) return response
  const hashes = Array.isArray(stored.totpRecoveryCodes) ? (stored.totpRecoveryCodes as string[]) : []
  const step = isTotpCode(code) ? acceptedStep(secret, code, stored.totpLastStep) : null
  const remaining = step === null && code.length === 10 ? spendRecoveryCode(hashes, code, req.payload.secret) : null
  if (step === null && remaining === null) {
    await recordAuditAlone(req.payload, { action: 'signInFailed', actor: { id: user.id, email: user.email, role: user.role }, clientAddress: visitorOf(req).address, target: 'second factor' })
    return refused(req, 400, '验证码不正确。', 'The code is not right.')
  }
  await Promise.all(hits.map((hit) => refundRateLimit(req.payload, hit)))
  // Only sessions that still exist stay confirmed.
  const live = new Set((stored.sessions ?? []).map((session) => session.id))
  const sessions = [...confirmedSessions(stored).filter((sid) => live.has(sid)), user._sid]
  await save(req, user.id, { totpSessions: sessions, ...(step !== null ? { totpLastStep: step } : { totpRecoveryCodes: remaining }) })
  return answer(200, { ok: true, recoveryCodesLeft: remaining ? remaining.length : hashes.length })
}

const reset: PayloadHandler = async (req) => {
  if (requestRole(req) !== 'admin') return refused(req, 403, '只有管理员可以重置两步验证。', 'Only an administrator can reset two-factor sign-in.')
  await addDataAndFileToRequest(req)
  const id = Number((req.data as { user?: unknown } | undefined)?.user)
  const target = Number.isInteger(id) && id > 0 ? await storedUser(req, id) : null
  if (!target) return refused(req, 404, '账号不存在。', 'No such account.')
  await save(req, id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpRecoveryCodes: null, totpSessions: null, twoFactorEnabled: false })
  await recordAudit(req, { action: 'secondFactorReset', target: `users:${id}` })
  return answer(200, { ok: true })
}

/** Whether this session still owes its second factor (the admin asks after a sign-in, which does not reload its layout). */
const status: PayloadHandler = async (req) => {
  const user = signedIn(req)
  return answer(200, { owed: Boolean(user && requestRole(req) === null) })
}

export const secondFactorEndpoints: Endpoint[] = [
  { path: '/second-factor/status', method: 'get', handler: status },
  { path: '/second-factor/setup', method: 'post', handler: setup },
  { path: '/second-factor/enable', method: 'post', handler: enable },
  { path: '/second-factor/verify', method: 'post', handler: verify },
  { path: '/second-factor/reset', method: 'post', handler: reset },
]
