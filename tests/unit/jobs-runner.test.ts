/**
 * server/jobs-runner.ts: the guard of the jobs route (only this process's token opens it),
 * JOBS_INTERVAL_SECONDS, and the server's timer on a real HTTP server — it posts to the route with
 * the token, never two runs at once, survives failed runs (logged once per outage) and stops with
 * the server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { defaultJobsIntervalSeconds, issueJobsRunnerToken, jobsIntervalMs, jobsRunnerPath, jobsRunnerTokenVariable, startJobsRunner } from '../../server/jobs-runner.ts'
import { isJobsRunnerRequest, jobsRunnerTokenVariable as routeTokenVariable } from '../../src/app/api/jobs/run/runnerToken'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `condition` holds (a loaded machine runs timers late, so no fixed sleeps). */
async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(10)
  }
}
const token = 'a'.repeat(64)

describe('isJobsRunnerRequest', () => {
  it('opens for exactly the issued token, presented as a bearer token', () => {
    expect(isJobsRunnerRequest(`Bearer ${token}`, token)).toBe(true)
  })

  it('refuses a missing, empty, wrong, shortened or lengthened token, or one not presented as a bearer token', () => {
    for (const presented of [null, undefined, '', 'b'.repeat(64), token.slice(1), `${token}a`, token.toUpperCase(), token, `Basic ${token}`]) {
      expect(isJobsRunnerRequest(presented, token)).toBe(false)
      if (presented) expect(isJobsRunnerRequest(`Bearer ${presented}`, token)).toBe(presented === token)
    }
  })

  it('the server hands the token through the variable the route reads', () => {
    expect(jobsRunnerTokenVariable).toBe(routeTokenVariable)
  })

  it('refuses everyone when no token was issued, or a short one', () => {
    expect(isJobsRunnerRequest('Bearer ', undefined)).toBe(false)
    expect(isJobsRunnerRequest(undefined, undefined)).toBe(false)
    expect(isJobsRunnerRequest('Bearer ', '')).toBe(false)
    expect(isJobsRunnerRequest('Bearer short', 'short')).toBe(false)
  })

  it('issues a fresh random token per process start, into the environment the route reads', () => {
    const first = issueJobsRunnerToken()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(process.env[jobsRunnerTokenVariable]).toBe(first)
    expect(issueJobsRunnerToken()).not.toBe(first)
  })
})

describe('jobsIntervalMs', () => {
  it('reads JOBS_INTERVAL_SECONDS, 0 turning the runner off', () => {
    expect(jobsIntervalMs('5')).toBe(5_000)
    expect(jobsIntervalMs('0.5')).toBe(500)
    expect(jobsIntervalMs('0')).toBe(0)
  })

  it('falls back to the default for anything else', () => {
    for (const value of [undefined, '', ' ', '-1', 'soon', 'Infinity']) expect(jobsIntervalMs(value)).toBe(defaultJobsIntervalSeconds * 1000)
  })
})

describe('startJobsRunner', () => {
  let server: Server | null = null
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
    server = null
  })

  async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    server = createServer(handler)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return server
  }

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  it('posts to the route with the token, one run at a time', async () => {
    const seen: { method?: string; url?: string; token?: string | string[] }[] = []
    let running = 0
    let overlapped = false
    const listening = await listen(async (req, res) => {
      seen.push({ method: req.method, url: req.url, token: req.headers.authorization })
      running += 1
      overlapped ||= running > 1
      await sleep(120) // a run longer than the interval
      running -= 1
      answer(res, 200, { result: true, data: { ran: true, jobs: 0, failed: 0 } })
    })
    startJobsRunner(listening, { intervalMs: 30, token, log: () => undefined })
    await until(() => seen.length >= 3)
    expect(seen[0]).toEqual({ method: 'POST', url: jobsRunnerPath, token: `Bearer ${token}` })
    expect(overlapped).toBe(false)
  })

  it('logs a failing run once, keeps trying, and says when it runs again', async () => {
    let calls = 0
    const lines: string[] = []
    const listening = await listen((_req, res) => {
      calls += 1
      if (calls <= 3) answer(res, 503, { result: false, data: null, message: 'Service unavailable' })
      else answer(res, 200, { result: true, data: { ran: true, jobs: 2, failed: 1 } })
    })
    startJobsRunner(listening, { intervalMs: 20, token, log: (line) => lines.push(line) })
    await until(() => lines.some((line) => line.includes('ran 2 job(s)')))
    expect(lines.filter((line) => line.includes('run failed'))).toHaveLength(1)
    expect(lines.find((line) => line.includes('run failed'))).toContain('503 Service unavailable')
    expect(lines).toContain('> Jobs runner: running again')
    expect(lines).toContain('> Jobs runner: ran 2 job(s), 1 failed')
  })

  it('stops when the server closes, and does not start without an interval or a token', async () => {
    let calls = 0
    const listening = await listen((_req, res) => {
      calls += 1
      answer(res, 200, { result: true, data: { ran: true, jobs: 0, failed: 0 } })
    })
    startJobsRunner(listening, { intervalMs: 0, token, log: () => undefined })
    startJobsRunner(listening, { intervalMs: 20, token: '', log: () => undefined })
    await sleep(150)
    expect(calls).toBe(0)

    startJobsRunner(listening, { intervalMs: 20, token, log: () => undefined })
    await until(() => calls > 0)
    listening.close()
    listening.closeAllConnections()
    const before = calls
    await sleep(150)
    expect(calls).toBe(before)
  })
})
