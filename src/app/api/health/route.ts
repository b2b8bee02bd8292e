import { ok, privateCache } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { otherMethods } from '@/app/api/_lib/route'

/**
 * GET /api/health — liveness for a load balancer or an orchestrator: the process answers HTTP.
 * Touches no database or other service (that is /api/ready), is never cached and never counted
 * against a rate limit. HEAD works too.
 */
export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok({ alive: true }, { headers: { 'Cache-Control': privateCache } }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
