import { createClient } from '@redis/client'

import { readinessCheckTimeoutMs } from '@/rules/limits'

import { withinDeadline } from './deadline'
import type { ReadinessCheck } from './types'

/**
 * Redis answers PING (scale-out mode: REDIS_URL set; null otherwise). Each check makes a connection
 * of its own, so it tells whether Redis can be reached now, not whether a connection made earlier
 * still stands; a load balancer's probe every few seconds costs Redis little.
 */
const url = process.env.REDIS_URL
export const redisCheck: ReadinessCheck | null = url ? { name: 'redis', check: () => ping(url) } : null

async function ping(url: string): Promise<void> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: readinessCheckTimeoutMs, reconnectStrategy: false },
  }).on('error', () => {}) // the failure is reported by check() itself
  const answer = async () => {
    await client.connect()
    const reply = await client.ping()
    if (reply !== 'PONG') throw new Error(`Redis answered PING with ${String(reply)}`)
  }
  try {
    await withinDeadline(answer(), readinessCheckTimeoutMs, 'Redis PING')
  } finally {
    if (client.isOpen) client.destroy()
  }
}
