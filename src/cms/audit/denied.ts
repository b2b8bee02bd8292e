import type { AfterErrorHook, PayloadRequest } from 'payload'

import { auditTargetId } from '../../rules/audit'
import { consumeRateLimit } from '../collections/RateLimits/counters'
import { actorOf, addressOf, recordAuditAlone } from './record'

/*
 * Issue 37: a staff write that is refused (403) is recorded as `denied`: who tried what, on which
 * target, from where. At most one entry per minute per actor and action (the method and the
 * collection or global), so a script hammering a refused call cannot flood the trail.
 */

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])
const deniedWindowSeconds = 60
const deniedKey = 'audit.denied'

/** What a refusal adds to its entry (`role: sales → admin`), noted by the code that refused it. */
export function noteDenied(req: Pick<PayloadRequest, 'context'>, detail: string): void {
  req.context[deniedKey] = detail
}

/** `/api/cms/events/3` → `events:3`; `/api/cms/globals/site-settings` → `site-settings`. */
function targetOfPath(pathname: string): string {
  const parts = pathname.replace(/^\/api\/cms\/?/, '').split('/').filter(Boolean)
  if (parts[0] === 'globals') return parts[1] ?? 'globals'
  return auditTargetId(parts[0] ?? 'cms', parts[1] && /^\d+$/.test(parts[1]) ? parts[1] : null)
}

/**
 * Records one refused write of the request's staff member (once a minute per actor and action);
 * its target as the caller names it, else by the request's path.
 */
export async function recordDenied(req: PayloadRequest, named?: { target: string; targetId: string }): Promise<void> {
  const actor = actorOf(req)
  if (!actor || reads.has(req.method ?? 'GET')) return
  const pathname = new URL(req.url ?? 'http://localhost/', 'http://localhost').pathname
  const targetId = named?.targetId ?? targetOfPath(pathname)
  const action = `${req.method} ${targetId.split(':')[0]}`
  // By e-mail too: SQLite gives a deleted account's id to the next one, which must not inherit its minute.
  const hit = await consumeRateLimit(req.payload, `audit-denied:${actor.id}:${actor.email}:${action}`, 1, deniedWindowSeconds)
  if (!hit.allowed) return
  const noted = req.context?.[deniedKey]
  await recordAuditAlone(req.payload, {
    action: 'denied',
    actor,
    clientAddress: addressOf(req),
    target: named?.target ?? targetId,
    targetId,
    detail: [`${req.method} ${pathname}`, typeof noted === 'string' ? noted : ''].filter(Boolean).join(' · '),
  })
}

/** Payload's REST errors: a 403 to a signed-in staff member's write is recorded. */
export const auditRefusal: AfterErrorHook = async ({ error, req }) => {
  const status = (error as { status?: unknown }).status
  if (status === 403) await recordDenied(req)
}
