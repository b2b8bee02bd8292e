import { Forbidden, type ServerFunction } from 'payload'
import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'

import { auditTarget } from '../../rules/audit'
import { visitorOf } from '@rugged/front-door/registry'
import { roleMay } from '../../rules/roles'
import { requestRole } from '../access/roles'
import { actorOf, recordAuditAlone } from './record'

/**
 * The admin's "schedule publish" (Payload's `schedule-publish` server function, named in
 * src/app/(payload)/layout.tsx), for the content staff only, and written to the audit trail.
 * Payload's own handler queues the job for any signed-in user; the job would then fail for a
 * role without publish rights, but nobody else should be able to put one on the queue.
 */
export const schedulePublishForContentStaff: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req } = args
  if (!roleMay(requestRole(req), 'content')) throw new Forbidden(req.t)
  const result = await schedulePublishHandler(args)
  if (result && typeof result === 'object' && 'error' in result) return result
  const value = args.doc?.value
  const id = value && typeof value === 'object' ? (value as { id?: number | string }).id : (value as number | string | undefined)
  const subject = args.global ?? auditTarget(args.doc?.relationTo ?? 'document', id)
  const what = args.deleteID !== undefined && !args.date ? 'cancelled' : `${args.type ?? 'publish'} ${args.date ? new Date(args.date).toISOString() : ''}`.trim()
  await recordAuditAlone(req.payload, { action: 'scheduled', actor: actorOf(req), clientAddress: visitorOf(req).address, target: `${subject} (${what})` })
  return result
}
