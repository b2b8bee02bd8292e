import { describe, expect, it } from 'vitest'

import { clientIp, trustedProxyHops } from '../../server/client-ip.mjs'

describe('client address for per-IP rate limits (TRUST_PROXY)', () => {
  it('reads the number of trusted proxies, 0 by default', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('')).toBe(0)
    expect(trustedProxyHops('0')).toBe(0)
    expect(trustedProxyHops('true')).toBe(1)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('-1')).toBe(0)
    expect(trustedProxyHops('yes')).toBe(0)
  })

  it('uses the socket when no proxy is trusted, whatever the client claims', () => {
    expect(clientIp('::ffff:10.0.0.7', '203.0.113.1', 0)).toBe('10.0.0.7')
    expect(clientIp(undefined, undefined, 0)).toBe('unknown')
  })

  it('takes the address the nearest trusted proxy saw, ignoring what the client prepended', () => {
    expect(clientIp('10.0.0.2', 'forged, 198.51.100.4', 1)).toBe('198.51.100.4')
    expect(clientIp('10.0.0.2', 'forged, 198.51.100.4, 10.0.0.1', 2)).toBe('198.51.100.4')
    expect(clientIp('10.0.0.2', ['198.51.100.4', '10.0.0.1'], 2)).toBe('198.51.100.4')
    expect(clientIp('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
  })
})
