import { createClient } from '@redis/client'

import { readinessCheckTimeoutMs as redisCheckTimeoutMs } from '@/rules/limits'

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
    socket: { connectTimeout: redisCheckTimeoutMs, reconnectStrategy: false },
  }).on('error', () => {}) // the failure is reported by check() itself
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer PING within ${redisCheckTimeoutMs} ms`)), redisCheckTimeoutMs)
  })
  try {
    await Promise.race([
      (async () => {
        await client.connect()
        const answer = await client.ping()
        if (answer !== 'PONG') throw new Error(`Redis answered PING with ${String(answer)}`)
      })(),
      deadline,
    ])
  } finally {
    clearTimeout(timer)
    if (client.isOpen) client.destroy()
  }
}
