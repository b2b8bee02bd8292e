/**
 * GET /api/health (alive) and GET /api/ready (the database answers) for a load balancer: the
 * envelope, never cached, never rate-limited, HEAD too, other methods 405 in the caller's language.
 * The 503 answers (database stopped, server draining) are shown by tests/resilience (postgres,
 * sigterm), which can stop what these depend on.
 */
import { describe, expect, it } from 'vitest'

import { messages } from '../../src/rules/messages'
import { call, url } from './support'

describe('GET /api/health', () => {
  it('answers 200 alive, not cached', async () => {
    const answer = await call('/api/health')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ result: true, data: { alive: true } })
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(answer.headers.get('cache-control')).toMatch(/\bno-store\b/)
  })
})

describe('GET /api/ready', () => {
  it('answers 200 with the database checked, not cached', async () => {
    const answer = await call('/api/ready')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ result: true, data: { ready: true, draining: false, checks: { database: 'ok' }, failing: [] } })
    expect(answer.headers.get('cache-control')).toMatch(/\bno-store\b/)
  })
})

describe('both probes', () => {
  for (const path of ['/api/health', '/api/ready']) {
    it(`${path}: HEAD answers 200 without a body`, async () => {
      const response = await fetch(url(path), { method: 'HEAD' })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('')
      expect(response.headers.get('cache-control')).toMatch(/\bno-store\b/)
    })

    it(`${path}: 300 calls in a row from one client are all answered (no rate limit)`, async () => {
      const statuses = new Set<number>()
      for (let round = 0; round < 30; round++) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, () => fetch(url(path), { headers: { 'X-Forwarded-For': '2001:db8:feed::1' } }).then((r) => r.status)),
        )
        batch.forEach((status) => statuses.add(status))
      }
      expect([...statuses]).toEqual([200])
    })

    it(`${path}: other methods answer 405 with Allow, in the caller's language`, async () => {
      const zh = await call(path, { method: 'POST' })
      expect(zh.status).toBe(405)
      expect(zh.body).toEqual({ result: false, data: null, message: messages.methodNotAllowed.zh })
      expect(zh.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      const en = await call(`${path}?language=en`, { method: 'DELETE' })
      expect(en.body.message).toBe(messages.methodNotAllowed.en)
    })

    it(`${path}: neither redirected nor rewritten for a phone or by the language`, async () => {
      const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
      const answer = await call(path, { headers: { 'User-Agent': phone, 'Accept-Language': 'en' } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('location')).toBeNull()
    })
  }
})
