/**
 * Staff e-mail through the outbox (issue 13), on SQLite and PostgreSQL, against a real SMTP
 * server on a private port: the notice arrives with the right subject and content, a mail server
 * down for a minute (of a clock the test moves) delays it and loses none, a refusing server (5xx)
 * gets retries, the notice is queued in the enquiry's transaction, and an administrator's
 * password-reset mail goes through the same adapter.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// The Payload config reads these when it is imported, so they are set before any import.
const port = vi.hoisted(() => {
  const chosen = 20_000 + Math.floor(Math.random() * 20_000)
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(chosen),
    MAIL_FROM: 'Rugged 官网 <web@rugged.test>',
    ENQUIRY_NOTIFY_TO: 'sales@rugged.test, support@rugged.test',
    SITE_URL: 'https://www.rugged.test',
  })
  return chosen
})

import { isPostgres } from '@/cms/database'
import { runDueJobs } from '@/cms/jobs/runner'
import { createEnquiryWithNotice, saveEnquiry } from '@/data/enquiries'
import { inTransaction } from '@/data/staffNotices'
import { mailRetryDelayMs, orphanedAfterMs } from '@/rules/mailDelivery'
import type { Enquiry } from '@/rules/enquiry'

import { makeEvent, person, register } from './support/events'
import { migratedPayload } from './support/seeded'
import { testSmtp } from './support/smtp'

let payload: Payload
const smtp = testSmtp(port)

beforeAll(async () => {
  await smtp.start()
  payload = await migratedPayload()
})

afterAll(async () => {
  vi.useRealTimers()
  await smtp.stop()
  await payload?.destroy()
})

afterEach(async () => {
  vi.useRealTimers()
  await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
  smtp.refusing = false
  await smtp.start() // again, after a test that stopped it
  smtp.received.length = 0
  smtp.attempts = 0
})

let counter = 0
function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  counter += 1
  return {
    name: `李雷${counter}`, company: '测试公司', email: `visitor${counter}@example.com`, telephone: '13900000000',
    productModel: 'R8-Pro', applicationIndustry: '矿山', content: `想了解价格 ${counter}`, language: 'en', form: 'dialog',
    ...overrides,
  }
}

const pendingMail = async () => (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'mail' } }, pagination: false })).docs
const runMailQueue = () => runDueJobs(payload)
const toAddresses = (mail: (typeof smtp.received)[number]) => (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value.map((value) => value.address) ?? [])

/** Freezes the clock the queue reads (Date only: sockets and timers run as usual). */
function controlledClock() {
  vi.useFakeTimers({ toFake: ['Date'] })
  let now = Date.now()
  vi.setSystemTime(now)
  return { advance: (ms: number) => vi.setSystemTime((now += ms)), elapsed: (since: number) => now - since, now: () => now }
}

describe('staff mail: delivery', () => {
  it('queues the notice with the enquiry, sends nothing before the queue runs, then delivers it with its content', async () => {
    const sent = enquiry()
    const saved = await saveEnquiry(sent, '/en/product/r8-pro?from=menu')
    expect((await payload.findByID({ collection: 'enquiries', id: saved.id })).page).toBe('/en/product/r8-pro?from=menu')
    expect(await pendingMail()).toHaveLength(1)
    expect(smtp.received).toHaveLength(0)

    await runMailQueue()
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.subject).toBe(`[官网咨询] R8-Pro · ${sent.name}`)
    expect(mail.from?.value[0]).toEqual({ name: 'Rugged 官网', address: 'web@rugged.test' })
    expect(toAddresses(mail)).toEqual(['sales@rugged.test', 'support@rugged.test'])
    for (const line of [`姓名: ${sent.name}`, '公司: 测试公司', `邮箱: ${sent.email}`, '电话: 13900000000', '应用行业: 矿山', `咨询内容:\n${sent.content}`, '访客语言: 英文']) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).toContain('来源页面: https://www.rugged.test/en/product/r8-pro?from=menu')
    expect(mail.text).toContain(`在后台查看: https://www.rugged.test/admin/collections/enquiries/${saved.id}`)
    expect(await pendingMail()).toHaveLength(0)
  })

  it('sends a notice for an event registration', async () => {
    const event = await makeEvent(payload)
    const guest = person()
    const outcome = await register(event, guest)
    if (!outcome.ok) throw new Error('registration refused')
    await runMailQueue()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.subject).toBe(`[活动报名] ${event.title} · ${guest.name} · ${guest.company}`)
    expect(smtp.received[0]!.text).toContain('方向: Android')
    expect(smtp.received[0]!.text).toContain(`https://www.rugged.test/admin/collections/registrations/${outcome.registration.id}`)
  })
})

describe('staff mail: a mail server away', () => {
  it('down for a minute: the enquiries are acknowledged, their notices wait with back-off, and all arrive once it is back', async () => {
    await smtp.stop()
    const clock = controlledClock()
    const start = clock.now()
    const sent = [enquiry(), enquiry(), enquiry({ productModel: '' })]
    for (const one of sent) await saveEnquiry(one)

    // The server's runner works the queue every few seconds; here every 5 s of the clock. The
    // mail server comes back after one minute.
    const failedAt: number[] = []
    let tried = 0
    while ((await pendingMail()).length > 0) {
      if (clock.elapsed(start) === 60_000) await smtp.start()
      await runMailQueue()
      const jobs = await pendingMail()
      expect(jobs.every((job) => !job.hasError)).toBe(true) // never given up
      const triedNow = Math.max(0, ...jobs.map((job) => job.totalTried ?? 0))
      if (triedNow > tried) failedAt.push(clock.elapsed(start))
      tried = triedNow
      expect(clock.elapsed(start)).toBeLessThan(5 * 60_000)
      clock.advance(5_000)
    }
    const deliveredAt = clock.elapsed(start) - 5_000
    // Failed while down, each wait longer than the last (10 s, 20 s, 40 s … within a runner's step).
    expect(failedAt.length).toBeGreaterThanOrEqual(3)
    expect(failedAt.every((at) => at < 60_000)).toBe(true)
    failedAt.slice(1).forEach((at, index) => {
      const waited = at - failedAt[index]!
      expect(waited).toBeGreaterThanOrEqual(mailRetryDelayMs(index + 1))
      expect(waited).toBeLessThanOrEqual(mailRetryDelayMs(index + 1) + 5_000)
    })
    // Delivered at the first attempt after the server came back, the back-off's wait at most.
    expect(deliveredAt).toBeGreaterThanOrEqual(60_000)
    expect(deliveredAt - failedAt.at(-1)!).toBeLessThanOrEqual(mailRetryDelayMs(failedAt.length) + 5_000)
    // Every notice, once.
    expect(smtp.received).toHaveLength(sent.length)
    expect(smtp.received.map((mail) => mail.text?.match(/visitor\d+@example.com/)?.[0]).sort()).toEqual(sent.map((one) => one.email).sort())
    expect(await pendingMail()).toHaveLength(0)
  })

  it('refusing (5xx): the notice is retried until the server takes it', async () => {
    smtp.refusing = true
    const clock = controlledClock()
    await saveEnquiry(enquiry())
    for (let failures = 1; failures <= 3; failures++) {
      await runMailQueue()
      expect(smtp.attempts).toBe(failures)
      const [job] = await pendingMail()
      expect(job?.hasError).toBe(false)
      expect(job?.totalTried).toBe(failures)
      expect(new Date(job!.waitUntil!).getTime()).toBe(clock.now() + mailRetryDelayMs(failures))
      await runMailQueue() // too early: no attempt
      expect(smtp.attempts).toBe(failures)
      clock.advance(mailRetryDelayMs(failures) + 1)
    }
    smtp.refusing = false
    await runMailQueue()
    expect(smtp.received).toHaveLength(1)
    expect(await pendingMail()).toHaveLength(0)
  })
})

describe('staff mail: a worker killed while delivering', () => {
  it('its job, left marked as running, is taken up again once stalled, and the notice arrives once', async () => {
    const clock = controlledClock()
    await saveEnquiry(enquiry())
    const [job] = await pendingMail()
    // What a worker killed mid-delivery leaves behind: Payload never picks a running job again.
    await payload.update({ collection: 'payload-jobs', id: job!.id, data: { processing: true } })
    await runMailQueue()
    expect(smtp.received).toHaveLength(0)
    clock.advance(orphanedAfterMs - 1_000)
    await runMailQueue()
    expect(smtp.received).toHaveLength(0) // perhaps still delivering: not yet
    clock.advance(2_000)
    await runMailQueue()
    expect(smtp.received).toHaveLength(1)
    expect(await pendingMail()).toHaveLength(0)
  })
})

describe('staff mail: the outbox shares the enquiry transaction', () => {
  const enquiriesFrom = async (email: string) => (await payload.count({ collection: 'enquiries', where: { email: { equals: email } } })).totalDocs

  it.skipIf(!isPostgres())('an enquiry whose transaction rolls back queues nothing (PostgreSQL)', async () => {
    const lost = enquiry()
    await expect(
      inTransaction(payload, async (req) => {
        await createEnquiryWithNotice(payload, req, lost, '/zh')
        // Inside the transaction, the notice is there.
        expect((await payload.count({ collection: 'payload-jobs', req })).totalDocs).toBe(1)
        throw new Error('the request failed after both writes')
      }),
    ).rejects.toThrow('after both writes')
    expect(await enquiriesFrom(lost.email)).toBe(0)
    expect(await pendingMail()).toHaveLength(0)
  })

  it('a notice that cannot be queued fails the enquiry: no enquiry is kept without its notice', async () => {
    const lost = enquiry()
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('the database went away'))
    try {
      await expect(saveEnquiry(lost, '/zh')).rejects.toThrow('went away')
    } finally {
      queue.mockRestore()
    }
    expect(await enquiriesFrom(lost.email)).toBe(0)
    expect(await pendingMail()).toHaveLength(0)
  })

  it('an enquiry that commits always has its notice', async () => {
    const kept = enquiry()
    const stored = await inTransaction(payload, (req) => createEnquiryWithNotice(payload, req, kept, '/zh'))
    expect(await enquiriesFrom(kept.email)).toBe(1)
    const jobs = await pendingMail()
    expect(jobs).toHaveLength(1)
    expect(JSON.stringify(jobs[0]!.input)).toContain(`/admin/collections/enquiries/${stored.id}`)
  })
})

describe('password reset', () => {
  it("an administrator's reset mail goes through the outbox and the same SMTP adapter", async () => {
    const email = `admin${Date.now()}@rugged.test`
    await payload.create({ collection: 'users', data: { email, password: 'a-long-test-password', role: 'admin' } })
    await smtp.stop()
    // The mail server is away: the request still succeeds, and the mail waits in the outbox.
    await payload.forgotPassword({ collection: 'users', data: { email } })
    expect(await pendingMail()).toHaveLength(1)
    await smtp.start()
    await runMailQueue()
    expect(smtp.received).toHaveLength(1)
    expect(toAddresses(smtp.received[0]!)).toEqual([email])
    expect(smtp.received[0]!.html || smtp.received[0]!.text).toMatch(/reset\/[0-9a-f]{20,}/)
  })
})
