/**
 * Work that must run once (the database step at start; scheduled jobs later) holds a PostgreSQL
 * advisory lock: on one database, two holders of the same lock never overlap, whichever
 * connection (instance) they come from. SQLite serves one instance and runs the work directly.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPostgres } from '@/cms/database'
import { oneInstanceAtATime } from '@/cms/databaseLock'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

/** Runs `work` under the lock and says when it ran. */
async function timed(name: string, ms: number) {
  return oneInstanceAtATime(payload, name, async () => {
    const started = Date.now()
    await sleep(ms)
    return { started, ended: Date.now() }
  })
}

const overlap = (x: { started: number; ended: number }, y: { started: number; ended: number }) => x.started < y.ended && y.started < x.ended

describe('oneInstanceAtATime', () => {
  it('returns what the work returns', async () => {
    expect(await oneInstanceAtATime(payload, 'answer', async () => 42)).toBe(42)
  })

  it.runIf(isPostgres())('makes two holders of one lock take turns, and lets other locks run alongside', async () => {
    const [first, second, other] = await Promise.all([timed('seeding', 1_200), timed('seeding', 1_200), timed('mail', 1_200)])
    expect(overlap(first, second)).toBe(false)
    expect(overlap(first, other) || overlap(second, other)).toBe(true)
  })

  it.runIf(isPostgres())('lets the lock go when the work fails', async () => {
    await expect(oneInstanceAtATime(payload, 'failing', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    const quick = await Promise.race([timed('failing', 10).then(() => 'ran'), sleep(3_000).then(() => 'still locked')])
    expect(quick).toBe('ran')
  })

  it.runIf(!isPostgres())('runs the work at once on SQLite', async () => {
    const [first, second] = await Promise.all([timed('seeding', 300), timed('seeding', 300)])
    expect(overlap(first, second)).toBe(true)
  })
})
