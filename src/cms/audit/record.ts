import type { Payload, PayloadRequest } from 'payload'

import { clientIp } from '../../rules/client'
import type { AuditAction, SignInFactor } from '../../rules/audit'

export interface AuditActor {
  id?: number | string | null
  email?: string | null
  role?: string | null
}

export interface AuditEntry {
  action: AuditAction
  /** By title: `users: wang@example.com` (rules/audit.ts auditTarget). */
  target?: string
  /** By id: `users:3` (auditTargetId). */
  targetId?: string
  changedFields?: readonly string[]
  /** Old → new values, a refused request, a failed job's reason. */
  detail?: string
  /** How a sign-in was completed. */
  factor?: SignInFactor
  /** Who acted, when not the request's user (a failed sign-in names the e-mail that was tried). */
  actor?: AuditActor | null
  clientAddress?: string
}

export function actorOf(req: Pick<PayloadRequest, 'user'>): AuditActor | null {
  const user = req.user as (AuditActor & { collection?: string }) | null | undefined
  return user && user.collection === 'users' ? { id: user.id, email: user.email, role: user.role } : null
}

export function addressOf(req: Partial<Pick<PayloadRequest, 'headers'>>): string {
  return req.headers && typeof req.headers.get === 'function' ? clientIp(req as Pick<Request, 'headers'>) : 'server'
}

const text = (value: string | undefined, max = 1000) => (value ? value.slice(0, max) : null)

function entryData(entry: AuditEntry, actor: AuditActor | null, clientAddress: string) {
  return {
    action: entry.action,
    // Plain values, not a relation: the entry keeps naming its actor after the account is deleted.
    actorId: typeof actor?.id === 'number' ? actor.id : null,
    actorEmail: actor?.email ?? null,
    // A write of the server's own (a scheduled publish, the seed) has no actor: it is the system's.
    actorRole: actor ? (actor.role ?? null) : 'system',
    clientAddress,
    target: text(entry.target, 300),
    targetId: text(entry.targetId, 120),
    changedFields: entry.changedFields?.length ? entry.changedFields.join(', ') : null,
    detail: text(entry.detail),
    factor: entry.factor ?? null,
  }
}

/**
 * Appends an entry inside the request's own transaction: it is kept exactly when the change it
 * tells of is, and a failure to keep it fails the change.
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const actor = entry.actor !== undefined ? entry.actor : actorOf(req)
  await req.payload.create({ collection: 'audit-log', data: entryData(entry, actor, entry.clientAddress ?? addressOf(req)), overrideAccess: true, depth: 0, req })
}

/**
 * Appends an entry in a transaction of its own, for what happens outside any change (a failed
 * sign-in, whose operation is rolled back; a refused write; a CSV download; a failed job). A
 * failure is logged, never thrown.
 */
export async function recordAuditAlone(payload: Payload, entry: AuditEntry & { actor: AuditActor | null; clientAddress: string }): Promise<void> {
  try {
    await payload.create({ collection: 'audit-log', data: entryData(entry, entry.actor, entry.clientAddress), overrideAccess: true, depth: 0 })
  } catch (error) {
    payload.logger.error(`Audit log: could not record ${entry.action}: ${(error as Error).message}`)
  }
}
