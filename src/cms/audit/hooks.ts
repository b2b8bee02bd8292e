import { visitorOf } from '@rugged/front-door/registry'
import type {
  AfterErrorHook,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'

import { type AuditAction, auditTarget, auditTargetId, changedFieldNames, fieldsWithValues, valueChanges } from '../../rules/audit'
import { secondFactorPolicy, secondFactorRequired } from '../../rules/secondFactor'
import { signInEmail } from '../../rules/signIn'
import { savesDraftOnly } from '../hooks/revalidate'
import { recordAudit, recordAuditAlone } from './record'
import { documentTarget } from './target'

/*
 * Issues 26 and 37: the hooks that write the audit trail, added to every collection and global by
 * the plugin beside them (src/cms/audit/plugin.ts). A draft save is not recorded (its publish is);
 * every other staff write is, with only the fields that really changed.
 */

type Doc = Record<string, unknown> & { id?: number | string }

/** The server's own writes (the seed, the outbox, migrations) are nobody's action. */
const byStaff = (req: { user?: unknown }) => Boolean(req.user)

const draftOnlyKey = (slug: string) => `audit.draftOnly:${slug}`
const passwordKey = 'audit.passwordChanged'

/** Notes, before the operation, what afterChange cannot see: a draft-only save, a new password. */
export const noteWrite: CollectionBeforeOperationHook = ({ args, collection, context, operation }) => {
  context[draftOnlyKey(collection.slug)] = savesDraftOnly(operation, args)
  const data = (args as { data?: { password?: unknown } }).data
  if (collection.slug === 'users') context[passwordKey] = typeof data?.password === 'string' && data.password !== ''
  return args
}

export const noteGlobalWrite: GlobalBeforeOperationHook = ({ args, context, global, operation }) => {
  context[draftOnlyKey(global.slug)] = savesDraftOnly(operation, args)
  return args
}

const joinFields = (collection: SanitizedCollectionConfig) => new Set(collection.flattenedFields.filter((field) => field.type === 'join').map((field) => field.name))

const hasDrafts = (collection: SanitizedCollectionConfig) => Boolean(collection.versions && collection.versions.drafts)

function collectionAction(collection: SanitizedCollectionConfig, operation: string, doc: Doc, previous: Doc | undefined, fields: string[]): AuditAction | null {
  const slug = collection.slug
  if (slug === 'users') {
    if (operation === 'create') return 'userCreated'
    return fields.includes('role') ? 'roleChanged' : 'userChanged'
  }
  if (slug === 'enquiries' && operation === 'update') return 'enquiryChanged'
  if (slug === 'redirects') return 'redirectChanged'
  if (slug === 'media' && (operation === 'create' || fields.includes('filename'))) return 'uploaded'
  if (hasDrafts(collection)) {
    if (doc._status === 'published') return 'published'
    if (doc._status === 'draft' && previous?._status === 'published') return 'unpublished'
    return null
  }
  // Issue 37: registrations, invitations, media fields and every other collection without drafts.
  return operation === 'create' ? 'created' : 'changed'
}

/** A value as an auditor reads it: an account by its e-mail, anything else as text. */
async function shown(req: PayloadRequest, field: string, value: unknown): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null
  if (field !== 'assignee') return String(value)
  if (typeof value === 'object') return String((value as { email?: unknown; id?: unknown }).email ?? (value as { id?: unknown }).id)
  const user = await req.payload.findByID({ collection: 'users', id: value as number, depth: 0, overrideAccess: true, disableErrors: true, req })
  return user?.email ?? `#${String(value)}`
}

/** Old → new values of the fields that show them (role, status, assignee), of those that changed. */
async function valuesOf(req: PayloadRequest, before: Doc | null, after: Doc, fields: readonly string[]): Promise<string | undefined> {
  const changes = []
  for (const field of fieldsWithValues.filter((name) => fields.includes(name))) {
    changes.push({ field, before: await shown(req, field, before?.[field]), after: await shown(req, field, after[field]) })
  }
  return changes.length ? valueChanges(changes) : undefined
}

export const auditChange: CollectionAfterChangeHook = async ({ collection, context, doc, operation, previousDoc, req }) => {
  if (!byStaff(req) || context[draftOnlyKey(collection.slug)] === true || context['audit.skip'] === true) return doc
  const before = operation === 'create' ? null : (previousDoc as Doc)
  // Join fields list other documents (a media item's uses): read, never written here.
  const fields = changedFieldNames(before, doc as Doc).filter((name) => !joinFields(collection).has(name))
  if (collection.slug === 'users' && context[passwordKey] === true) fields.push('password')
  const action = collectionAction(collection, operation, doc as Doc, before ?? undefined, fields)
  // A save that changed nothing (a form sent again) is no action; a publish click always is.
  if (!action || (operation === 'update' && fields.length === 0 && action !== 'published' && action !== 'unpublished')) return doc
  const detail = await valuesOf(req, before, doc as Doc, fields)
  await recordAudit(req, { action, ...documentTarget(collection, doc as Doc), changedFields: fields.sort(), detail })
  return doc
}

export const auditDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (!byStaff(req)) return
  await recordAudit(req, { action: collection.slug === 'users' ? 'userDeleted' : 'deleted', ...documentTarget(collection, doc as Doc, id) })
}

export const auditGlobalChange: GlobalAfterChangeHook = async ({ context, doc, global, previousDoc, req }) => {
  if (!byStaff(req) || context[draftOnlyKey(global.slug)] === true) return doc
  const fields = changedFieldNames(previousDoc as Doc, doc as Doc).filter((name) => name !== 'globalType')
  if (fields.length === 0) return doc
  await recordAudit(req, { action: 'globalChanged', target: global.slug, targetId: global.slug, changedFields: fields })
  return doc
}

type SignedIn = { id: number; email: string; role?: string; twoFactorEnabled?: boolean | null }

/** Whether this sign-in still owes a second factor: then it is recorded when that is given. */
export const owesSecondFactor = (user: SignedIn) => user.twoFactorEnabled === true || secondFactorRequired(secondFactorPolicy(), String(user.role))

/** Issue 37: a sign-in is recorded when it is complete: here, when a password is all it takes. */
export const auditSignIn: CollectionAfterLoginHook = async ({ context, req, user }) => {
  const { id, email, role } = user as SignedIn
  // A check of a password (src/cms/auth/password.ts), not anyone signing in; or one that owes its second factor.
  if (context['audit.skip'] === true || owesSecondFactor(user as SignedIn)) return
  await recordAudit(req, { action: 'signIn', actor: { id, email, role }, target: auditTarget('users', email, id), targetId: auditTargetId('users', id), factor: 'password' })
}

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  const user = req.user as SignedIn | null
  await recordAudit(req, { action: 'signOut', target: auditTarget('users', user?.email, user?.id), targetId: auditTargetId('users', user?.id) })
}

const signInKey = 'audit.signIn'

/** Notes the e-mail of a sign-in that got past the limits, for auditFailedSignIn. */
export const noteSignIn: CollectionBeforeOperationHook = ({ args, context, operation }) => {
  if (operation === 'login') context[signInKey] = signInEmail((args as { data?: { email?: unknown } }).data?.email).slice(0, 254)
  return args
}

/**
 * A sign-in that failed (wrong password, unknown e-mail) after passing the per-address limits:
 * the limits bound how many entries one client can add. Its operation was rolled back, so the
 * entry is written on its own.
 */
export const auditFailedSignIn: AfterErrorHook = async ({ context, req }) => {
  const email = context[signInKey]
  if (typeof email !== 'string') return
  await recordAuditAlone(req.payload, { action: 'signInFailed', actor: { email: email || null, role: null }, clientAddress: visitorOf(req).address, target: 'users' })
}
