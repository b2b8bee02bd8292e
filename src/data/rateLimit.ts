import * as counters from '@/cms/collections/RateLimits/counters'

import { getPayloadClient } from './payload'

export type { RateLimitResult } from '@/cms/collections/RateLimits/counters'

/**
 * Counts one hit of `subject` (e.g. "enquiry:203.0.113.9") in the current fixed window and says
 * whether it is within `limit` hits per `windowSeconds` (the counters: cms/collections/RateLimits).
 */
export async function consumeRateLimit(subject: string, limit: number, windowSeconds: number, now = Date.now()) {
  return counters.consumeRateLimit(await getPayloadClient(), subject, limit, windowSeconds, now)
}

/** Takes back a hit that turned out not to count (see counters.ts). */
export async function refundRateLimit(hit: Pick<counters.RateLimitResult, 'key'>): Promise<void> {
  return counters.refundRateLimit(await getPayloadClient(), hit)
}
