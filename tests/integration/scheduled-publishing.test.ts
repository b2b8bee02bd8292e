/**
 * Scheduled publishing (issue 13): an editor's "Schedule publish / unpublish" queues Payload's
 * `schedulePublish` job, and the jobs runner (src/cms/jobs/runner.ts) carries it out once its time
 * has come — never before — with one run at a time across instances. The clock is Vitest's
 * (vi.setSystemTime mocks Date, which Payload's job queue reads), so no test waits for real time.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { isPostgres } from '@/cms/database'
import { runDueJobs } from '@/cms/jobs/runner'
import { orphanedAfterMs } from '@/rules/mailDelivery'
import { getNewsArticle, getNewsPage } from '@/data/news'
import { getProduct } from '@/data/products'

import { migratedPayload } from './support/seeded'

const minute = 60_000
const start = new Date('2030-03-01T08:00:00.000Z').getTime()

let payload: Payload
let newsCategory: number
let productCategory: number
let counter = 0

beforeAll(async () => {
  payload = await migratedPayload()
  newsCategory = (await payload.create({ collection: 'news-categories', locale: 'zh', data: { name: '公司新闻', code: 'sched' }, overrideAccess: true })).id
  productCategory = (await payload.create({ collection: 'product-categories', locale: 'zh', data: { name: '车载电脑', _status: 'published' }, overrideAccess: true })).id
})

afterEach(() => {
  vi.useRealTimers()
})

async function article(status: 'draft' | 'published') {
  counter += 1
  const data = { title: `定时新闻 ${counter}`, date: new Date(start).toISOString(), category: newsCategory, _status: status }
  return (await payload.create({ collection: 'news', locale: 'zh', data, overrideAccess: true, draft: status === 'draft' })).id
}

/** What the admin's schedule drawer does (schedulePublishHandler in @payloadcms/ui). */
async function schedule(type: 'publish' | 'unpublish', collection: 'news' | 'products', id: number, at: number) {
  const doc = collection === 'news' ? { relationTo: 'news' as const, value: id } : { relationTo: 'products' as const, value: id }
  await payload.jobs.queue({ task: 'schedulePublish', input: { type, doc }, waitUntil: new Date(at) })
}

const statusOf = async (collection: 'news' | 'products', id: number) =>
  (await payload.findByID({ collection, id, depth: 0, overrideAccess: true }))._status

const listed = async (id: number) => ((await getNewsPage('zh', null, 1))?.items ?? []).some((item) => item.id === id)

describe('scheduled publishing', () => {
  it('publishes a draft article at its time, not before, and the public reads show it then', async () => {
    vi.setSystemTime(start)
    // The runner's daily housekeeping (audit retention, issue 26) runs on its first round of a day.
    await runDueJobs(payload)
    const id = await article('draft')
    await schedule('publish', 'news', id, start + 10 * minute)

    vi.setSystemTime(start + 9 * minute)
    expect(await runDueJobs(payload)).toEqual({ ran: true, jobs: 0, failed: 0 })
    expect(await statusOf('news', id)).toBe('draft')
    expect(await getNewsArticle('zh', String(id))).toBeNull()
    expect(await listed(id)).toBe(false)

    vi.setSystemTime(start + 10 * minute + 1_000)
    expect(await runDueJobs(payload)).toEqual({ ran: true, jobs: 1, failed: 0 })
    expect(await statusOf('news', id)).toBe('published')
    expect((await getNewsArticle('zh', String(id)))?.title).toBe(`定时新闻 ${counter}`)
    expect(await listed(id)).toBe(true)

    // Done once: the next run finds nothing.
    expect((await runDueJobs(payload)).jobs).toBe(0)
  })

  it('unpublishes a published article at its time, not before', async () => {
    vi.setSystemTime(start)
    const id = await article('published')
    expect(await listed(id)).toBe(true)
    await schedule('unpublish', 'news', id, start + 30 * minute)

    vi.setSystemTime(start + 29 * minute)
    await runDueJobs(payload)
    expect(await statusOf('news', id)).toBe('published')

    vi.setSystemTime(start + 31 * minute)
    expect(await runDueJobs(payload)).toMatchObject({ jobs: 1, failed: 0 })
    expect(await statusOf('news', id)).toBe('draft')
    expect(await getNewsArticle('zh', String(id))).toBeNull()
    expect(await listed(id)).toBe(false)
  })

  it('publishes a product at its time', async () => {
    vi.setSystemTime(start)
    const data = { firstTitle: '定时产品', model: `SCHED-${Date.now()}`, category: productCategory, _status: 'draft' as const }
    const id = (await payload.create({ collection: 'products', locale: 'zh', data, overrideAccess: true, draft: true })).id
    await schedule('publish', 'products', id, start + 5 * minute)
    expect(await getProduct('zh', String(id))).toBeNull()

    vi.setSystemTime(start + 6 * minute)
    await runDueJobs(payload)
    expect((await getProduct('zh', String(id)))?.model).toBe(data.model)
  })

  it('logs a failing job and goes on with the others, without throwing', async () => {
    vi.setSystemTime(start)
    const id = await article('draft')
    await schedule('publish', 'news', 99_999_999, start + minute) // a deleted article
    await schedule('publish', 'news', id, start + minute)

    vi.setSystemTime(start + 2 * minute)
    expect(await runDueJobs(payload)).toMatchObject({ ran: true, jobs: 2, failed: 1 })
    expect(await statusOf('news', id)).toBe('published')
  })

  it('shares one run between two calls in one process', async () => {
    const [first, second] = [runDueJobs(payload), runDueJobs(payload)]
    expect(first).toBe(second)
    await first
  })

  it('hands back a job left processing by an interrupted run, once it is old enough', async () => {
    vi.setSystemTime(start)
    const id = await article('draft')
    await schedule('publish', 'news', id, start + minute)
    // A run claimed the job at start + 2 min, then its instance died.
    vi.setSystemTime(start + 2 * minute)
    await payload.update({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, data: { processing: true }, overrideAccess: true })

    vi.setSystemTime(start + 2 * minute + orphanedAfterMs - 1_000)
    expect((await runDueJobs(payload)).jobs).toBe(0)
    expect(await statusOf('news', id)).toBe('draft')

    vi.setSystemTime(start + 2 * minute + orphanedAfterMs + 1_000)
    expect((await runDueJobs(payload)).jobs).toBe(1)
    expect(await statusOf('news', id)).toBe('published')
  })

  it.runIf(isPostgres())('leaves the jobs to another instance that is running them', async () => {
    vi.setSystemTime(start)
    const id = await article('draft')
    await schedule('publish', 'news', id, start + minute)
    vi.setSystemTime(start + 2 * minute)

    // Another instance: its own connection holding the runner's lock.
    const other = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await other.connect()
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('jobs-runner'))")
      expect(await runDueJobs(payload)).toEqual({ ran: false, jobs: 0, failed: 0 })
      expect(await statusOf('news', id)).toBe('draft')
      await other.query("SELECT pg_advisory_unlock(hashtext('jobs-runner'))")
      expect(await runDueJobs(payload)).toMatchObject({ ran: true, jobs: 1 })
      expect(await statusOf('news', id)).toBe('published')
    } finally {
      await other.end()
    }
  })
})
