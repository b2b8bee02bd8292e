/**
 * SIGTERM to the site's own server (server/serve.ts on the existing build, SQLite): the
 * requests it holds get their whole answer, an idle kept-alive connection is closed at once, new
 * connections are refused, /api/ready answers 503 on a connection it still serves, and the process
 * exits 0 within the grace period. A request that never finishes does not hold it past the
 * deadline (SHUTDOWN_GRACE_SECONDS): it exits 1 then.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, it } from 'vitest'

import { messages } from '../../src/rules/messages'
import { open, refused } from './raw-http'
import { onExit, prepareDatabase, report, sleep, startSite, workDir } from './support'

const databaseFile = path.join(workDir, 'sigterm', 'site.db')
const databaseUri = `file:${databaseFile}`

/** An enquiry POST whose body is only half sent: the server holds it until the rest comes. */
function halfSentEnquiry(port: number, marker: string, client: string) {
  const body = JSON.stringify({ content: `sigterm ${marker}`, email: `${marker}@example.com`, language: 'en' })
  const half = Math.floor(body.length / 2)
  const connection = open(
    port,
    `POST /api/front/leaveMessage HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: ${client}\r\n\r\n${body.slice(0, half)}`,
  )
  return { ...connection, finish: () => connection.send(body.slice(half)) }
}

async function storedContents(marker: string): Promise<string[]> {
  const client = createClient({ url: databaseUri })
  try {
    const { rows } = await client.execute({ sql: 'SELECT content FROM enquiries WHERE content LIKE ? ORDER BY content', args: [`%${marker}%`] })
    return rows.map((row) => String(row[0]))
  } finally {
    client.close()
  }
}

beforeAll(() => prepareDatabase(databaseUri, 'sigterm'))

describe('SIGTERM', () => {
  it('finishes the requests in flight, refuses new connections, answers /api/ready 503, exits 0', async () => {
    const site = await startSite(databaseUri, 'sigterm-drain', { SHUTDOWN_GRACE_SECONDS: '10' })
    const forget = onExit(site.stopSync)
    try {
      const run = `drain${Date.now()}`
      expect((await fetch(`${site.baseUrl}/api/ready`)).status).toBe(200)
      // An idle kept-alive connection (a balancer's pooled one): one answer, then nothing.
      const idle = open(site.port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      while (!idle.received().includes('"alive":true')) await sleep(10)
      const enquiries = Array.from({ length: 4 }, (_, n) => halfSentEnquiry(site.port, `${run}n${n}`, `198.51.100.${n + 1}`))
      // A probe whose request has begun but not ended when the signal comes.
      const probe = open(site.port, `GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n`)
      await sleep(500)

      const signalledAt = Date.now()
      process.kill(site.pid, 'SIGTERM')
      let refusedAfterMs = -1
      while (Date.now() - signalledAt < 5_000) {
        if (await refused(site.port)) {
          refusedAfterMs = Date.now() - signalledAt
          break
        }
        await sleep(20)
      }
      expect(refusedAfterMs, 'new connections refused after SIGTERM').toBeGreaterThanOrEqual(0)
      await Promise.race([idle.closed, sleep(3_000)])
      expect(idle.isClosed(), 'the idle kept-alive connection is closed at once').toBe(true)
      expect(enquiries.some((enquiry) => enquiry.isClosed()), 'requests in flight are not cut').toBe(false)

      await sleep(500) // they are still waiting for their bodies; the process must wait for them
      probe.send('Accept-Language: en\r\n\r\n')
      for (const enquiry of enquiries) enquiry.finish()
      for (const enquiry of enquiries) {
        const answer = await enquiry.answer()
        expect(answer, 'an answer to each request in flight').not.toBeNull()
        expect(answer!.complete).toBe(true)
        expect(answer!.status).toBe(201)
        expect(JSON.parse(answer!.body)).toMatchObject({ result: true, message: messages.submitSuccess.en })
        expect(answer!.headers.connection).toBe('close')
      }
      const ready = await probe.answer()
      expect(ready?.status).toBe(503)
      expect(ready?.headers['retry-after']).toBe('5')
      expect(ready?.headers['cache-control']).toMatch(/no-store/)
      expect(JSON.parse(ready!.body)).toEqual({
        result: false,
        data: { ready: false, draining: true, checks: {}, failing: [] },
        message: messages.serviceUnavailable.en,
      })

      const exit = await Promise.race([site.exited, sleep(15_000).then(() => null)])
      const exitedAfterMs = Date.now() - signalledAt
      expect(exit, 'the process exits').not.toBeNull()
      expect(exit).toEqual({ code: 0, signal: null })
      expect(exitedAfterMs).toBeLessThan(10_000)
      expect(await storedContents(run)).toEqual(enquiries.map((_, n) => `sigterm ${run}n${n}`))
      report(`SIGTERM drain: new connections refused ${refusedAfterMs} ms after the signal; 4 requests in flight answered 201; exit 0 after ${exitedAfterMs} ms`)
    } finally {
      await site.stop()
      forget()
    }
  })

  it('loses no request line: what the log still holds in its buffer is written before the process exits (issue 36)', async () => {
    const site = await startSite(databaseUri, 'sigterm-log', { LOG_FORMAT: 'json' })
    const forget = onExit(site.stopSync)
    try {
      const answered: string[] = []
      const until = Date.now() + 2_000
      // Eight clients as fast as they can, up to the signal: the last lines are still in the buffer.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (Date.now() < until) {
            const response = await fetch(`${site.baseUrl}/legal-notice`)
            await response.arrayBuffer()
            answered.push(String(response.headers.get('x-request-id')))
          }
        }),
      )
      process.kill(site.pid, 'SIGTERM')
      expect(await Promise.race([site.exited, sleep(15_000).then(() => null)])).toEqual({ code: 0, signal: null })
      const logged = new Set(
        readFileSync(path.join(workDir, 'sigterm-log.log'), 'utf8')
          .split('\n')
          .filter((line) => line.includes('"msg":"request"'))
          .map((line) => (JSON.parse(line) as { reqId: string }).reqId),
      )
      const lost = answered.filter((id) => !logged.has(id))
      expect(lost).toEqual([])
      report(`SIGTERM with the log's buffer full: ${answered.length} requests answered in the 2 s before the signal, ${answered.length - lost.length} of them logged`)
    } finally {
      await site.stop()
      forget()
    }
  })

  it('exits 1 at the deadline when a request never finishes', async () => {
    const site = await startSite(databaseUri, 'sigterm-deadline', { SHUTDOWN_GRACE_SECONDS: '2' })
    const forget = onExit(site.stopSync)
    try {
      const stuck = halfSentEnquiry(site.port, `stuck${Date.now()}`, '198.51.100.99')
      await sleep(500)
      const signalledAt = Date.now()
      process.kill(site.pid, 'SIGTERM')
      const exit = await Promise.race([site.exited, sleep(15_000).then(() => null)])
      const exitedAfterMs = Date.now() - signalledAt
      expect(exit).toEqual({ code: 1, signal: null })
      expect(exitedAfterMs).toBeGreaterThanOrEqual(1_900)
      expect(exitedAfterMs).toBeLessThan(6_000)
      await stuck.closed
      expect(await stuck.answer()).toBeNull()
      report(`SIGTERM with a request that never ends (SHUTDOWN_GRACE_SECONDS=2): exit 1 after ${exitedAfterMs} ms`)
    } finally {
      await site.stop()
      forget()
    }
  })
})
