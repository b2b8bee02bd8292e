import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'

import { visitorOf } from '@rugged/front-door/registry'

import type { Label } from '../../../rules/choices'
import { rateLimitKey } from '../../../rules/client'
import { signInLimitsFromEnv } from '../../../rules/limits'
import { requestRole } from '../../access/roles'
import { isCurrentPassword } from '../../auth/password'
import { noteDenied } from '../../audit/denied'
import { pick } from '../../components/adminText'
import { consumeRateLimit, refundRateLimit } from '../RateLimits/counters'

/*
 * Issue 26: the account rules the role table cannot say. Administrators alone set roles and
 * e-mails; a user changing their own password gives their current one (counted like a sign-in);
 * the last administrator is never demoted or deleted; the first account is an administrator.
 */

const say = (req: PayloadRequest, label: Label) => pick(label, req.i18n?.language)

/** An error Payload shows as a toast (the production build leaves APIError's class nameless). */
function refusal(message: string, status: number, name: string): APIError {
  const error = new APIError(message, status, null, true)
  error.name = name
  return error
}

export const adminField: FieldAccess = ({ req }) => requestRole(req) === 'admin'

async function otherAdministrators(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.db.count({ collection: 'users', req, where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] } })
  return totalDocs
}

const lastAdministrator = (req: PayloadRequest) =>
  refusal(say(req, { zh: '至少要保留一位管理员。', en: 'At least one administrator must remain.', ru: 'Должен остаться хотя бы один администратор.' }), 409, 'LastAdministrator')

/** Throws (400, or 429 past the limit) unless `given` is the account's current password; counted like a sign-in. */
export async function checkCurrentPassword(req: PayloadRequest, id: number | string, given: unknown): Promise<void> {
  const limits = signInLimitsFromEnv()
  const hit = await consumeRateLimit(req.payload, `current-password:${rateLimitKey(visitorOf(req).address)}`, limits.accountFailuresPerWindow, limits.windowSeconds)
  if (!hit.allowed) throw refusal(say(req, { zh: '尝试次数过多，请稍后再试。', en: 'Too many attempts. Please try again later.', ru: 'Слишком много попыток. Повторите позже.' }), 429, 'TooManyAttempts')
  const stored = await req.payload.db.findOne<{ id: number; email?: string }>({ collection: 'users', req, where: { id: { equals: id } } })
  if (typeof stored?.email !== 'string' || typeof given !== 'string' || !(await isCurrentPassword(req, stored.email, given))) {
    throw refusal(say(req, { zh: '当前密码不正确。', en: 'The current password is not right.', ru: 'Текущий пароль указан неверно.' }), 400, 'WrongCurrentPassword')
  }
  await refundRateLimit(req.payload, hit)
}

export const accountRules: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const { currentPassword, ...rest } = data as Record<string, unknown>
  if (operation === 'create') {
    const { totalDocs } = await req.payload.db.count({ collection: 'users', req })
    // The first account (the admin's "create first user", or the seed) runs the site; any other
    // is given its role by the administrator, who chooses it (issue 38: no default).
    return totalDocs === 0 ? { ...rest, role: 'admin' } : rest
  }
  const id = (originalDoc as { id: number | string }).id
  const ownAccount = req.user?.id === id && req.payloadAPI !== 'local'
  const emailChanges = typeof rest.email === 'string' && rest.email !== (originalDoc as { email?: unknown }).email
  if (emailChanges && req.user && requestRole(req) !== 'admin') {
    throw refusal(say(req, { zh: '只有管理员可以更改邮箱。', en: 'Only an administrator can change an e-mail address.', ru: 'Изменить адрес электронной почты может только администратор.' }), 403, 'Forbidden')
  }
  if (ownAccount && typeof rest.password === 'string' && rest.password) await checkCurrentPassword(req, id, currentPassword)
  const wasAdmin = (originalDoc as { role?: unknown }).role === 'admin'
  if (wasAdmin && rest.role !== undefined && rest.role !== 'admin' && (await otherAdministrators(req, id)) === 0) throw lastAdministrator(req)
  return rest
}

/**
 * Issue 37: a role change by anyone but an administrator is refused (403, recorded as `denied`
 * with the role asked for), where it used to be dropped silently and logged as a plain change.
 * The admin's form sends the role unchanged with every save of one's own account: that passes.
 */
export const refuseRoleChange: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const role = (args as { data?: { role?: unknown } }).data?.role
  if ((operation !== 'update' && operation !== 'updateByID') || role === undefined || !req.user || requestRole(req) === 'admin') return args
  const id = (args as { id?: number | string }).id
  const stored = id === undefined ? null : await req.payload.db.findOne<{ id: number; role?: string }>({ collection: 'users', req, where: { id: { equals: id } } })
  if (stored && stored.role === role) return args
  noteDenied(req, `role: ${stored?.role ?? '?'} → ${String(role)}`)
  throw refusal(say(req, { zh: '只有管理员可以更改角色。', en: 'Only an administrator can change a role.', ru: 'Изменить роль может только администратор.' }), 403, 'Forbidden')
}

export const keepLastAdministrator: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.db.findOne<{ id: number; role?: string }>({ collection: 'users', req, where: { id: { equals: id } } })
  if (doc?.role === 'admin' && (await otherAdministrators(req, id)) === 0) throw lastAdministrator(req)
}
