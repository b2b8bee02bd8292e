import { Forbidden, type Payload, type PayloadRequest, type ServerFunction } from 'payload'
import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'

import { csvDateTime } from '../../rules/csv'
import { type DocumentRef, mayEditDocument } from '../access/documents'
import { recordDenied } from './denied'
import { recordAudit, recordAuditAlone } from './record'
import { storedTarget } from './target'

/*
 * Issue 37, item 3: scheduling or cancelling a publish needs publish rights on that very document
 * (its update access, what the job will do in the scheduler's name), on every path: our schedule
 * endpoints (src/cms/editing/scheduleEndpoints.ts) and Payload's own `schedule-publish` server
 * function (named in src/app/(payload)/layout.tsx). Each is recorded; a refusal as `denied`.
 */

interface JobInput {
  type?: string
  locale?: string | null
  doc?: { relationTo?: string; value?: string | number } | null
  global?: string | null
}

/** The document a scheduled job publishes, or null. */
export function scheduledDocument(input: JobInput | null | undefined): DocumentRef | null {
  if (input?.doc?.relationTo && input.doc.value !== undefined) return { collection: input.doc.relationTo, id: input.doc.value }
  return input?.global ? { global: input.global } : null
}

async function targetOf(payload: Payload, document: DocumentRef, req?: PayloadRequest) {
  return 'global' in document ? { target: document.global, targetId: document.global } : storedTarget(payload, document.collection, document.id, req)
}

/** `publish · en · 2026-12-02 10:00:00 +08:00`: what a schedule does, on the company's clock. */
export function scheduleDetail(input: JobInput, at: string | Date | null | undefined): string {
  return [input.type === 'unpublish' ? 'unpublish' : 'publish', input.locale || 'all', at ? csvDateTime(new Date(at).toISOString()) : ''].filter(Boolean).join(' · ')
}

/** Records a schedule or its cancellation, in the request's own transaction. */
export async function recordSchedule(req: PayloadRequest, action: 'scheduled' | 'scheduleCancelled', input: JobInput, at: string | Date | null | undefined): Promise<void> {
  const document = scheduledDocument(input)
  if (!document) return
  await recordAudit(req, { action, ...(await targetOf(req.payload, document, req)), detail: scheduleDetail(input, at) })
}

/** Whether the request's staff member may schedule (or cancel) a publish of the document; a refusal is recorded. */
export async function mayScheduleOrRecord(req: PayloadRequest, document: DocumentRef | null): Promise<boolean> {
  if (document && (await mayEditDocument(req, document))) return true
  await recordDenied(req, document ? await targetOf(req.payload, document, req) : { target: 'payload-jobs', targetId: 'payload-jobs' })
  return false
}

/**
 * A scheduled job that failed (it runs in the scheduler's name; their rights may have changed):
 * recorded in the scheduler's name, with the reason (the dashboard shows it too: editing/scheduled.ts).
 */
export async function recordScheduleFailure(payload: Payload, job: { input?: unknown; waitUntil?: string | null }, reason: string): Promise<void> {
  const input = (job.input ?? {}) as JobInput & { user?: { value?: number | string } | null }
  const document = scheduledDocument(input)
  if (!document) return
  const author = input.user?.value !== undefined ? await payload.findByID({ collection: 'users', id: input.user.value, depth: 0, overrideAccess: true, disableErrors: true }) : null
  await recordAuditAlone(payload, {
    action: 'scheduleFailed',
    actor: author ? { id: author.id, email: author.email, role: author.role } : null,
    clientAddress: 'server',
    ...(await targetOf(payload, document)),
    detail: `${scheduleDetail(input, job.waitUntil)} · ${reason}`,
  })
}

export const schedulePublishForContentStaff: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req } = args
  const cancelled = args.deleteID !== undefined && args.deleteID !== null
    ? await req.payload.findByID({ collection: 'payload-jobs', id: args.deleteID, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  const input = { type: args.type, locale: args.localeToPublish, doc: args.doc as JobInput['doc'], global: args.global }
  if (!(await mayScheduleOrRecord(req, scheduledDocument(input)))) throw new Forbidden(req.t)
  if (cancelled && !(await mayScheduleOrRecord(req, scheduledDocument(cancelled.input as JobInput)))) throw new Forbidden(req.t)
  const result = await schedulePublishHandler(args)
  if (result && typeof result === 'object' && 'error' in result) return result
  if (cancelled) await recordSchedule(req, 'scheduleCancelled', cancelled.input as JobInput, cancelled.waitUntil)
  if (args.date) await recordSchedule(req, 'scheduled', input, args.date)
  return result
}
