/** The Redis part of /api/ready (src/data/readiness/redis.ts) against a real redis-server. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/tooling/postgres.mjs'
import { startRedis } from '../../scripts/tooling/redis.mjs'

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

  it('fails at once when nothing listens at REDIS_URL', async () => {
    const check = await checkFor(`redis://127.0.0.1:${await freePort()}`)
    const { outcome, ms } = await duration(check!.check())
    expect(outcome).toMatch(/ECONNREFUSED/)
    expect(ms).toBeLessThan(1000)
  })

  it('fails within ~2 s when Redis hangs', async () => {
    const check = await checkFor(redis.url)
    process.kill(redis.pid, 'SIGSTOP')
    try {
      const { outcome, ms } = await duration(check!.check())
      expect(outcome).toMatch(/Redis PING: no answer within 2000 ms/)
      expect(ms).toBeLessThan(2500)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
    }
    await expect(check?.check()).resolves.toBeUndefined()
  })
})
