import { fail, ok, privateCache } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { runDueJobs } from '@/cms/jobs/runner'
import { getPayloadClient } from '@/data/payload'
import { message } from '@/rules/messages'

import { isJobsRunnerRequest } from './runnerToken'

/**
 * POST /api/jobs/run — runs the due jobs of every queue (src/cms/jobs/runner.ts). Called only by
 * the server's own timer (server/jobs-runner.ts) with its process token; to anyone else
 * the address does not exist. A run here, inside a request, lets the jobs' hooks expire the cache.
 */
export const dynamic = 'force-dynamic'

const unknownAddress = handle(async ({ visitor }) => fail(404, message('notFoundResource', visitor.locale)))

export const POST = handle(async ({ request, visitor }) => {
  if (!isJobsRunnerRequest(request.headers.get('authorization'))) return fail(404, message('notFoundResource', visitor.locale))
  const run = await runDueJobs(await getPayloadClient())
  return ok(run, { headers: { 'Cache-Control': privateCache } })
})

export { unknownAddress as GET, unknownAddress as PUT, unknownAddress as PATCH, unknownAddress as DELETE, unknownAddress as OPTIONS }
