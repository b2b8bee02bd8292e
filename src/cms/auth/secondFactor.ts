import { visitorOf } from '@rugged/front-door/registry'
import { addDataAndFileToRequest, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import qrcode from 'qrcode-generator'

import { auditTarget, auditTargetId } from '../../rules/audit'
import type { Label } from '../../rules/choices'
import { rateLimitKey } from '../../rules/client'
import { signInLimitsFromEnv } from '../../rules/limits'
import { isTotpCode, normaliseCode, secondFactorPolicy, secondFactorRequired } from '../../rules/secondFactor'
import { isStaffRole } from '../../rules/roles'
import { requestRole } from '../access/roles'
import { recordDenied } from '../audit/denied'
import { recordAudit, recordAuditAlone } from '../audit/record'
import { pick } from '../components/adminText'
import { consumeRateLimit, refundRateLimit } from '../collections/RateLimits/counters'
import { checkCurrentPassword } from '../collections/Users/rules'
import { confirmedSessions } from './secondFactorState'
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, otpauthUrl, sealSecret, spendRecoveryCode } from './totp'

/*
 * Issue 26: the second factor's endpoints, under /api/cms/users/second-factor/…:
 * - `setup` {password}: a new secret for the signed-in user (not yet enrolled), its QR code drawn here as SVG;
 * - `enable` {code}: the first code from the app turns it on; answers the 10 recovery codes, once;
 *   every other session of the account is signed out (issue 37);
 * - `verify` {code}: a session that owes its second factor confirms it (a TOTP code or a recovery code);
 * - `reset` {user, password}: an administrator clears an account's second factor (audited);
 * - `disable` {password}: a user turns off their own, unless STAFF_2FA requires it for their role.
 * Issue 37: enrolling, resetting and turning off ask for the acting user's current password (a
 * stolen session alone could otherwise enrol a factor and lock the real user out); it is counted
 * like a sign-in. Codes are counted like sign-ins: per client address and per account, refunded
 * when right. A sign-in that owed a factor is recorded when the factor is given, with the factor.
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

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })
const refused = (req: PayloadRequest, status: number, message: Label) => answer(status, { errors: [{ message: pick(message, req.i18n?.language) }] })
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

/** The request's JSON body (read once: a second read of the stream fails). */
async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  if (req.data === undefined) await addDataAndFileToRequest(req)
  return (req.data ?? {}) as Record<string, unknown>
}

async function codeFrom(req: PayloadRequest): Promise<string> {
  return normaliseCode((await bodyOf(req)).code)
}

/** The acting user's current password, from the body: throws 400 (or 429) unless it is right. */
async function confirmPassword(req: PayloadRequest, user: StaffUser): Promise<void> {
  await checkCurrentPassword(req, user.id, (await bodyOf(req)).password)
}

const userTarget = (user: Pick<StaffUser, 'id' | 'email'>) => ({ target: auditTarget('users', user.email, user.id), targetId: auditTargetId('users', user.id) })

/** Counts an attempt per address and per account; null when allowed, else the 429 answer. */
async function countAttempt(req: PayloadRequest, userId: number) {
  const limits = signInLimitsFromEnv()
  const address = await consumeRateLimit(req.payload, `second-factor:${rateLimitKey(visitorOf(req).address)}`, limits.failuresPerWindow, limits.windowSeconds)
  const account = await consumeRateLimit(req.payload, `second-factor-account:${userId}`, limits.accountFailuresPerWindow, limits.windowSeconds)
  const blocked = !address.allowed ? address : !account.allowed ? account : null
  if (blocked) {
    const minutes = Math.max(1, Math.ceil(blocked.retryAfterSeconds / 60))
    const response = refused(req, 429, { zh: `尝试次数过多，请 ${minutes} 分钟后再试。`, en: `Too many attempts. Please try again in ${minutes} min.`, ru: `Слишком много попыток. Повторите через ${minutes} мин.` })
    response.headers.set('Retry-After', String(blocked.retryAfterSeconds))
    return { response, hits: [address, account] }
  }
  return { response: null, hits: [address, account] }
}

const setup: PayloadHandler = async (req) => {
  const user = signedIn(req)
  if (!user) return refused(req, 401, { zh: '请先登录。', en: 'Please sign in first.', ru: 'Сначала войдите в систему.' })
  if (user.twoFactorEnabled) return refused(req, 409, { zh: '两步验证已启用。', en: 'Two-factor sign-in is already on.', ru: 'Двухфакторный вход уже включён.' })
  await confirmPassword(req, user)
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
  if (!user) return refused(req, 401, { zh: '请先登录。', en: 'Please sign in first.', ru: 'Сначала войдите в систему.' })
  const stored = await storedUser(req, user.id)
  const pending = stored?.totpPendingSecret ? openSecret(stored.totpPendingSecret, req.payload.secret) : null
  if (!stored || stored.twoFactorEnabled || !pending) return refused(req, 409, { zh: '请重新开始设置。', en: 'Please start the setup again.', ru: 'Начните настройку заново.' })
  const code = await codeFrom(req)
  const { response, hits } = await countAttempt(req, user.id)
  if (response) return response
  const step = isTotpCode(code) ? acceptedStep(pending, code, null) : null
  if (step === null) return refused(req, 400, { zh: '验证码不正确。', en: 'The code is not right.', ru: 'Неверный код.' })
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
  // Issue 37: every other session of the account is signed out; this one stays, confirmed. (As
  // Payload's own sign-out does: straight to the row, not a change anyone made.)
  const sessions = (stored.sessions ?? []).filter((session) => session.id === user._sid)
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, req, returning: false })
  await recordAudit(req, { action: 'secondFactorEnrolled', ...userTarget(user) })
  // A session that had to enrol before anything else (STAFF_2FA) completes its sign-in here.
  if (secondFactorRequired(secondFactorPolicy(), String(user.role))) await recordAudit(req, { action: 'signIn', ...userTarget(user), factor: 'totp' })
  return answer(200, { recoveryCodes })
}

const verify: PayloadHandler = async (req) => {
  const user = signedIn(req)
  if (!user || !user._sid) return refused(req, 401, { zh: '请先登录。', en: 'Please sign in first.', ru: 'Сначала войдите в систему.' })
  const stored = await storedUser(req, user.id)
  const secret = stored?.totpSecret ? openSecret(stored.totpSecret, req.payload.secret) : null
  if (!stored || !stored.twoFactorEnabled || !secret) return refused(req, 409, { zh: '此账号未启用两步验证。', en: 'Two-factor sign-in is not on for this account.', ru: 'Для этой учётной записи двухфакторный вход не включён.' })
  const code = await codeFrom(req)
  const { response, hits } = await countAttempt(req, user.id)
  if (response) return response
  const hashes = Array.isArray(stored.totpRecoveryCodes) ? (stored.totpRecoveryCodes as string[]) : []
  const step = isTotpCode(code) ? acceptedStep(secret, code, stored.totpLastStep) : null
  const remaining = step === null && code.length === 10 ? spendRecoveryCode(hashes, code, req.payload.secret) : null
  if (step === null && remaining === null) {
    await recordAuditAlone(req.payload, { action: 'signInFailed', actor: { id: user.id, email: user.email, role: user.role }, clientAddress: visitorOf(req).address, target: 'second factor' })
    return refused(req, 400, { zh: '验证码不正确。', en: 'The code is not right.', ru: 'Неверный код.' })
  }
  await Promise.all(hits.map((hit) => refundRateLimit(req.payload, hit)))
  // Only sessions that still exist stay confirmed.
  const live = new Set((stored.sessions ?? []).map((session) => session.id))
  const sessions = [...confirmedSessions(stored).filter((sid) => live.has(sid)), user._sid]
  await save(req, user.id, { totpSessions: sessions, ...(step !== null ? { totpLastStep: step } : { totpRecoveryCodes: remaining }) })
  // Issue 37: the sign-in is complete now; recorded with the factor that completed it.
  await recordAudit(req, { action: 'signIn', ...userTarget(user), factor: step !== null ? 'totp' : 'recoveryCode' })
  return answer(200, { ok: true, recoveryCodesLeft: remaining ? remaining.length : hashes.length })
}

const turnedOff = { totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpRecoveryCodes: null, totpSessions: null, twoFactorEnabled: false }

const reset: PayloadHandler = async (req) => {
  if (requestRole(req) !== 'admin') {
    await recordDenied(req, { target: 'users', targetId: 'users' })
    return refused(req, 403, { zh: '只有管理员可以重置两步验证。', en: 'Only an administrator can reset two-factor sign-in.', ru: 'Сбросить двухфакторный вход может только администратор.' })
  }
  const id = Number((await bodyOf(req)).user)
  const target = Number.isInteger(id) && id > 0 ? await storedUser(req, id) : null
  if (!target) return refused(req, 404, { zh: '账号不存在。', en: 'No such account.', ru: 'Такой учётной записи нет.' })
  await confirmPassword(req, signedIn(req)!)
  await save(req, id, turnedOff)
  await recordAudit(req, { action: 'secondFactorReset', ...userTarget(target) })
  return answer(200, { ok: true })
}

const disable: PayloadHandler = async (req) => {
  const user = signedIn(req)
  if (!user || requestRole(req) === null) return refused(req, 401, { zh: '请先登录。', en: 'Please sign in first.', ru: 'Сначала войдите в систему.' })
  if (!user.twoFactorEnabled) return refused(req, 409, { zh: '此账号未启用两步验证。', en: 'Two-factor sign-in is not on for this account.', ru: 'Для этой учётной записи двухфакторный вход не включён.' })
  if (secondFactorRequired(secondFactorPolicy(), String(user.role))) return refused(req, 409, { zh: '本站要求您的账号使用两步验证，不能关闭。', en: 'This site requires two-factor sign-in for your account: it cannot be turned off.', ru: 'Для вашей учётной записи на этом сайте двухфакторный вход обязателен: отключить его нельзя.' })
  await confirmPassword(req, user)
  await save(req, user.id, turnedOff)
  await recordAudit(req, { action: 'secondFactorReset', ...userTarget(user) })
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
  { path: '/second-factor/disable', method: 'post', handler: disable },
]
