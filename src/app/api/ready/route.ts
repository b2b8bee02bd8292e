import { ok, privateCache } from '@/app/api/_lib/envelope'
import { handle, serviceUnavailable } from '@/app/api/_lib/handle'
import { otherMethods } from '@/app/api/_lib/route'
import { readiness } from '@/data/readiness'

/**
 * GET /api/ready — readiness for a load balancer: 200 while the database (and Redis and S3 when
 * configured) answer within ~2 s; otherwise, and from the moment the server begins shutting down,
 * 503 with Retry-After, the envelope in the request's language and the failing part in `data`.
 * Never cached, never rate-limited. HEAD works too.
 */
export const dynamic = 'force-dynamic'

export const GET = handle(async ({ visitor }) => {
  const state = await readiness()
  if (!state.ready) return serviceUnavailable(visitor.locale, state)
  return ok(state, { headers: { 'Cache-Control': privateCache } })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
