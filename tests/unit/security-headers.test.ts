import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  adminPolicy,
  commonHeaders,
  inlineScriptHashes,
  isAdminPath,
  isInternalHeader,
  pagePolicy,
  resourcePolicy,
} from '../../server/security-headers.ts'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name)
  return found?.slice(1)
}

describe('hashes of a page’s inline scripts', () => {
  it('hashes every script a browser runs, exactly as written, once each', () => {
    const flight = 'self.__next_f.push([1,"中文 \\u003c/script>"])'
    const html = `<html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script>
      <script type="text/javascript" async="">${flight}</script><script type='module'>import('/x.js')</script>
      <SCRIPT>${flight}</SCRIPT></head><body><script>
  multi(
    'line')
</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256(flight),
      sha256("import('/x.js')"),
      sha256("\n  multi(\n    'line')\n"),
    ])
  })

  it('leaves out script files and data blocks such as JSON-LD', () => {
    const html = `<script src="/_next/static/chunks/a.js" async></script><script async src=/b.js></script>
      <script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script>`
    expect(inlineScriptHashes(html)).toEqual([])
  })
})

describe('policies', () => {
  it('lets a page run its own files and the hashed inline scripts, never any inline script', () => {
    const policy = pagePolicy(['abc=', 'def='])
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"])
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:'])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(pagePolicy([]), 'script-src')).toEqual(["'self'"])
  })

  it('gives the admin a nonce instead of hashes', () => {
    const policy = adminPolicy('bm9uY2U=')
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-bm9uY2U='"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('lets nothing run in an answer that is not a page', () => {
    expect(directive(resourcePolicy, 'default-src')).toEqual(["'none'"])
    expect(directive(resourcePolicy, 'script-src')).toBeUndefined()
    expect(directive(resourcePolicy, 'frame-ancestors')).toEqual(["'self'"])
  })

  it('sends HSTS for at least a year and turns off the features the site does not use', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(commonHeaders['Strict-Transport-Security'] ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
    expect(commonHeaders['Strict-Transport-Security']).toContain('includeSubDomains')
    expect(commonHeaders['X-Content-Type-Options']).toBe('nosniff')
    expect(commonHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(commonHeaders['X-Frame-Options']).toBe('SAMEORIGIN')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(commonHeaders['Permissions-Policy']).toContain(`${feature}=()`)
    }
  })
})

describe('internal headers', () => {
  it('always drops the proxy’s headers and keeps the cache status', () => {
    expect(isInternalHeader('x-middleware-rewrite', 'text/html; charset=utf-8')).toBe(true)
    expect(isInternalHeader('X-Middleware-Set-Cookie', 'text/x-component')).toBe(true)
    expect(isInternalHeader('x-nextjs-cache', 'text/html')).toBe(false)
    expect(isInternalHeader('content-type', 'text/html')).toBe(false)
  })

  it('keeps the router hints only on the client router’s RSC answers, which read them', () => {
    expect(isInternalHeader('x-nextjs-prerender', 'text/html; charset=utf-8')).toBe(true)
    expect(isInternalHeader('x-nextjs-stale-time', undefined)).toBe(true)
    expect(isInternalHeader('x-nextjs-prerender', 'text/x-component')).toBe(false)
    expect(isInternalHeader('x-nextjs-stale-time', 'text/x-component')).toBe(false)
  })
})

describe('admin paths', () => {
  it('recognises the admin and nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/news?page=2')).toBe(true)
    expect(isAdminPath('/administration')).toBe(false)
    expect(isAdminPath('/api/cms/users/me')).toBe(false)
    expect(isAdminPath('/en/admin')).toBe(false)
  })
})
