import type { Payload } from 'payload'

import { metrics } from '../../ops/metrics'
import { inSpan } from '../../ops/spans'
import { orphanedAfterMs } from '../../rules/mailDelivery'
import { queueAuditRetention } from '../audit/retention'
import { recordScheduleFailure } from '../audit/schedule'
import { unlessAnotherInstanceIsAt } from '../databaseLock'
import { discardUntouchedDrafts } from '../editing/untouchedDrafts'
import { measureOutbox } from '../mail/outbox'
import { claimDueBackup, measureBackups } from './backups'

/** Jobs claimed per round, and rounds per run: a long backlog is worked off over several runs. */
const jobsPerRound = 20
const roundsPerRun = 5

export interface JobsRun {
  /** False when another instance was running the jobs: this one left them to it. */
  ran: boolean
  jobs: number
  failed: number
  /** A scheduled backup this run claimed (its record's id): the server runs it, outside this request. */
  backup?: string
}

let inProgress: Promise<JobsRun> | null = null

/**
 * Runs the due jobs of every queue (scheduled publishing, the mail outbox, the audit retention) and
 * claims a due backup (./backups.ts). Called by the
 * jobs route on every tick of the server's timer (server/jobs-runner.ts), so a job's
 * afterChange hooks run inside a Next request and can expire cached pages. Payload's job claiming
 * is not atomic, so one run at a time: across instances by a database lock, within this process
 * by sharing the run in progress. A failing job is logged and marked by Payload, never thrown.
 */
export function runDueJobs(payload: Payload): Promise<JobsRun> {
  inProgress ??= inSpan('jobs run', () => runUnlessRunningElsewhere(payload))
    .then(async (run) => {
      metrics.increment('site_jobs_processed_total', undefined, run.jobs)
      metrics.increment('site_jobs_failed_total', undefined, run.failed)
      // Every instance reports the outbox and the backups, whichever ran the jobs: a scrape of any one tells.
      await measureOutbox(payload)
      await measureBackups(payload)
      return run
    })
    .finally(() => {
      inProgress = null
    })
  return inProgress
}

async function runUnlessRunningElsewhere(payload: Payload): Promise<JobsRun> {
  const outcome = await unlessAnotherInstanceIsAt(payload, 'jobs-runner', async () => {
    await releaseOrphans(payload)
    // Issue 31: the empty drafts "Create new" leaves behind when the editor walks away.
    await discardUntouchedDrafts(payload)
    await queueAuditRetention(payload)
    const backup = await claimDueBackup(payload)
    let jobs = 0
    let failed = 0
    for (let round = 0; round < roundsPerRun; round++) {
      // Payload's own logs print the whole job (its input: an enquiry's mail) at every failed
      // attempt; the runner logs one line per failed job instead.
      const { jobStatus } = await payload.jobs.run({ allQueues: true, limit: jobsPerRound, silent: true })
      const results = Object.entries(jobStatus ?? {})
      const failedIds = results.filter(([, result]) => result.status !== 'success').map(([id]) => id)
      jobs += results.length
      failed += failedIds.length
      await logFailures(payload, failedIds)
      if (results.length < jobsPerRound) break
    }
    return { jobs, failed, ...(backup ? { backup } : {}) }
  })
  return outcome.ran ? { ran: true, ...outcome.value } : { ran: false, jobs: 0, failed: 0 }
}

async function logFailures(payload: Payload, ids: string[]): Promise<void> {
  if (!ids.length) return
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true })
  for (const job of docs) {
    const lastError = job.log?.at(-1)?.error as { message?: string } | string | undefined
    const reason = typeof lastError === 'string' ? lastError : (lastError?.message ?? 'unknown error')
    const next = job.waitUntil ? `, next attempt at ${job.waitUntil}` : ''
    payload.logger.warn(`Jobs runner: job ${job.id} (${job.workflowSlug ?? job.taskSlug ?? 'job'}, queue ${job.queue}) failed: ${reason}${next}`)
    // Issue 37: a scheduled publish that failed for good is recorded; the dashboard lists it.
    if (job.taskSlug === 'schedulePublish' && job.hasError) await recordScheduleFailure(payload, job, reason)
  }
}

/** Hands orphaned jobs (see orphanedAfterMs in rules/mailDelivery) back to the queue. Only ever called under the lock. */
async function releaseOrphans(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - orphanedAfterMs).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: before } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length) payload.logger.warn(`Jobs runner: released ${docs.length} job(s) left processing by an interrupted run.`)
}
