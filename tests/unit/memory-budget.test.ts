/**
 * Issue 36: every in-process cache is bounded in bytes (packages/front-door/memory.ts), so a storm
 * of made-up clients or pages cannot grow the process.
 */
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { memoryBudget, ownBytes } from '@rugged/front-door/memory'
import { describe, expect, it } from 'vitest'

import { createSecurity } from '../../server/secure-response.ts'
import { incrementInMemory, inMemoryBytes } from '../../src/cms/collections/RateLimits/memoryCounters'

describe('the memory budget', () => {
  it('names a limit for every cache, in bytes', () => {
    for (const [name, bytes] of Object.entries(memoryBudget)) expect(bytes, name).toBeGreaterThan(0)
  })

  it('gives a buffer cut from Node’s pool memory of its own to be kept in, and leaves one that has it', () => {
    const pooled = Buffer.from('x'.repeat(1000)) // small: a view into a shared slab
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length)
    const own = ownBytes(pooled)
    expect(own.equals(pooled)).toBe(true)
    expect(own.buffer.byteLength).toBe(1000)
    expect(ownBytes(own)).toBe(own)
  })

  it('keeps the rate-limit counters of 100,000 made-up clients within their bytes, still counting the latest', () => {
    const maxBytes = 256 * 1024
    const until = Date.now() + 60_000
    for (let n = 0; n < 100_000; n++) incrementInMemory(`api:198.51.${n >> 8}.${n & 255}`, until, Date.now(), maxBytes)
    expect(inMemoryBytes()).toBeLessThanOrEqual(maxBytes)
    const latest = `api:198.51.${99_999 >> 8}.${99_999 & 255}`
    expect(incrementInMemory(latest, until, Date.now(), maxBytes)).toBe(2)
  })

  it('keeps the policies of 10,000 page versions within their bytes', () => {
    const security = createSecurity({ maxBytes: 64 * 1024 })
    let last = ''
    for (let n = 0; n < 10_000; n++) {
      const req = Object.assign(new IncomingMessage(new Socket()), { method: 'GET', url: `/page-${n}`, headers: {} })
      const res = new ServerResponse(req)
      res.setHeader('Content-Type', 'text/html')
      res.setHeader('ETag', `"v${n}"`)
      security.finish(req, res, null)
      security.policyOf(req, res, Buffer.from(`<script>page(${n})</script>`))
      last = String(res.getHeader('content-security-policy'))
    }
    // The latest version is remembered: its next answer needs no body to be read.
    const req = Object.assign(new IncomingMessage(new Socket()), { method: 'GET', url: '/page-9999', headers: {} })
    const res = new ServerResponse(req)
    res.setHeader('Content-Type', 'text/html')
    res.setHeader('ETag', '"v9999"')
    expect(security.finish(req, res, null)).toBe('send')
    expect(res.getHeader('content-security-policy')).toBe(last)
    expect(security.rememberedBytes()).toBeLessThanOrEqual(64 * 1024)
  })
})
