/** The Redis part of /api/ready (src/data/readiness/redis.ts) against a real redis-server. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/tooling/postgres.mjs'
import { startRedis } from '../../scripts/tooling/redis.mjs'
import { readinessCheckTimeoutMs } from '../../src/rules/limits'

type Redis = Awaited<ReturnType<typeof startRedis>>
let redis: Redis

async function checkFor(url: string | undefined) {
  vi.resetModules()
  if (url === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = url
  try {
    return (await import('../../src/data/readiness/redis')).redisCheck
  } finally {
    delete process.env.REDIS_URL
  }
}

async function duration(promise: Promise<unknown>) {
  const started = Date.now()
  const outcome = await promise.then(() => 'ok', (error: Error) => error.message)
  return { outcome, ms: Date.now() - started }
}

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(() => redis?.stop())

describe('readiness: Redis', () => {
  it('is not checked without REDIS_URL', async () => {
    expect(await checkFor(undefined)).toBeNull()
  })

  it('passes while Redis answers PING', async () => {
    const check = await checkFor(redis.url)
    expect(check?.name).toBe('redis')
    await expect(check?.check()).resolves.toBeUndefined()
  })

  it('fails at once when nothing listens at REDIS_URL (without waiting for the timeout)', async () => {
    const check = await checkFor(`redis://127.0.0.1:${await freePort()}`)
    const { outcome, ms } = await duration(check!.check())
    expect(outcome).toMatch(/ECONNREFUSED/)
    expect(ms).toBeLessThan(readinessCheckTimeoutMs)
  })

  it('fails at the timeout when Redis hangs, and waits no longer', async () => {
    const check = await checkFor(redis.url)
    process.kill(redis.pid, 'SIGSTOP')
    try {
      const { outcome, ms } = await duration(check!.check())
      expect(outcome).toMatch(new RegExp(`Redis PING: no answer within ${readinessCheckTimeoutMs} ms`))
      // Timed from the call: it gave up on its own timer (a second wait would double it).
      expect(ms).toBeGreaterThanOrEqual(readinessCheckTimeoutMs - 50)
      expect(ms).toBeLessThan(2 * readinessCheckTimeoutMs)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
    }
    await expect(check?.check()).resolves.toBeUndefined()
  })
})
