import type { Payload, TaskConfig } from 'payload'

import { auditRetentionDays } from '../../rules/audit'

const dayMs = 24 * 60 * 60 * 1000
const taskSlug = 'pruneAuditLog'

/** Deletes the audit entries older than AUDIT_RETENTION_DAYS; the only deletion the trail allows. */
export async function pruneAuditLog(payload: Payload, now = Date.now()): Promise<number> {
  const where = { createdAt: { less_than: new Date(now - auditRetentionDays() * dayMs).toISOString() } }
  const { totalDocs } = await payload.count({ collection: 'audit-log', where, overrideAccess: true })
  if (totalDocs > 0) await payload.db.deleteMany({ collection: 'audit-log', where })
  return totalDocs
}

export const auditRetentionTask: TaskConfig<typeof taskSlug> = {
  slug: taskSlug,
  label: 'Delete audit entries past AUDIT_RETENTION_DAYS',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await pruneAuditLog(req.payload) } }),
}

let lastQueuedAt = 0

/**
 * Puts the retention job on the queue once a day (and once after a start), unless one is still
 * waiting there: called by the jobs runner on each of its rounds (src/cms/jobs/runner.ts).
 */
export async function queueAuditRetention(payload: Payload, now = Date.now()): Promise<void> {
  if (now - lastQueuedAt < dayMs) return
  lastQueuedAt = now
  const waiting = await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: taskSlug } }, overrideAccess: true })
  if (waiting.totalDocs === 0) await payload.jobs.queue({ task: taskSlug, input: {} })
}
