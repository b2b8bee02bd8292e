import type {
  AfterErrorHook,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
} from 'payload'

import { type AuditAction, auditTarget, changedFieldNames } from '../../rules/audit'
import { savesDraftOnly } from '../hooks/revalidate'
import { visitorOf } from '@rugged/front-door/registry'
import { signInEmail } from '../../rules/signIn'
import { recordAudit, recordAuditAlone } from './record'

/*
 * Issue 26: the hooks that write the audit trail, added to every collection and global by the
 * plugin beside them (src/cms/audit/plugin.ts). A draft save is not recorded (its publish is).
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

function collectionAction(slug: string, operation: string, doc: Doc, previous: Doc | undefined, fields: string[]): AuditAction | null {
  if (slug === 'users') {
    if (operation === 'create') return 'userCreated'
    return fields.includes('role') ? 'roleChanged' : 'userChanged'
  }
  if (slug === 'enquiries') return operation === 'update' ? 'enquiryChanged' : null
  if (slug === 'redirects') return 'redirectChanged'
  if (slug === 'media' && (operation === 'create' || fields.includes('filename'))) return 'uploaded'
  if (doc._status === 'published') return 'published'
  if (doc._status === 'draft' && previous?._status === 'published') return 'unpublished'
  return null
}

export const auditChange: CollectionAfterChangeHook = async ({ collection, context, doc, operation, previousDoc, req }) => {
  if (!byStaff(req) || context[draftOnlyKey(collection.slug)] === true || context['audit.skip'] === true) return doc
  const before = operation === 'create' ? null : (previousDoc as Doc)
  const fields = changedFieldNames(before, doc as Doc)
  if (collection.slug === 'users' && context[passwordKey] === true) fields.push('password')
  const action = collectionAction(collection.slug, operation, doc as Doc, before ?? undefined, fields)
  if (action) await recordAudit(req, { action, target: auditTarget(collection.slug, (doc as Doc).id), changedFields: fields.sort() })
  return doc
}

export const auditDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  if (!byStaff(req)) return
  await recordAudit(req, { action: collection.slug === 'users' ? 'userDeleted' : 'deleted', target: auditTarget(collection.slug, id) })
}

export const auditGlobalChange: GlobalAfterChangeHook = async ({ context, doc, global, previousDoc, req }) => {
  if (!byStaff(req) || context[draftOnlyKey(global.slug)] === true) return doc
  const fields = changedFieldNames(previousDoc as Doc, doc as Doc).filter((name) => name !== 'globalType')
  await recordAudit(req, { action: 'globalChanged', target: global.slug, changedFields: fields })
  return doc
}

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const { id, email, role } = user as { id: number; email: string; role?: string }
  await recordAudit(req, { action: 'signIn', actor: { id, email, role }, target: auditTarget('users', id) })
}

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  await recordAudit(req, { action: 'signOut', target: auditTarget('users', req.user?.id) })
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

