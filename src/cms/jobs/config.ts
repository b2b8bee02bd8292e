import type { Config } from 'payload'

import { roleMay } from '../../rules/roles'
import { requestRole } from '../access/roles'
import { auditRetentionTask } from '../audit/retention'
import { mailJobs } from '../mail/jobs'

/**
 * Payload's jobs queue. Tasks: `schedulePublish` (added by Payload for the collections whose
 * versions allow scheduled publishing, src/cms/versions.ts) and the staff mail outbox (queue 'mail').
 * Jobs run only through our runner (src/cms/jobs/runner.ts), which keeps runs from overlapping
 * across instances: Payload's own run endpoint (/api/cms/payload-jobs/run) is closed to everyone,
 * and no in-process cron (`autoRun`) runs them, since a cron callback cannot expire Next's cache.
 */
export const jobs: NonNullable<Config['jobs']> = {
  tasks: [...(mailJobs.tasks ?? []), auditRetentionTask],
  workflows: mailJobs.workflows,
  // Queueing is scheduling a publish (the content staff); cancelling a queued job too (issue 26).
  access: {
    run: () => false,
    queue: ({ req }) => roleMay(requestRole(req), 'content'),
    cancel: ({ req }) => roleMay(requestRole(req), 'content'),
  },
}
