import { describe, expect, it } from 'vitest'

import { draftModeCookieName, headerNames } from '@rugged/front-door'

import { isPreviewRequest, sharedCacheControl, sharedCacheSeconds } from '../../server/shared-cache.ts'
import { answerThroughWayOut } from './support/wayOutServer'

describe('shared caches in front of the site', () => {
  it('get a short lifetime for a page Next keeps until it is edited', () => {
    expect(sharedCacheControl('s-maxage=31536000', 1)).toBe('public, max-age=0, s-maxage=1, stale-if-error=86400')
    expect(sharedCacheControl('s-maxage=31536000, stale-while-revalidate', 5)).toBe('public, max-age=0, s-maxage=5, stale-if-error=86400')
  })

  it('leave every other answer as the app chose it', () => {
    for (const value of [
      'public, s-maxage=60, stale-while-revalidate=300',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      'public, max-age=0, must-revalidate',
      undefined,
    ]) {
      expect(sharedCacheControl(value, 1)).toBe(value)
    }
  })

  it('read SHARED_CACHE_SECONDS, falling back to 1 s on nonsense', () => {
    expect(sharedCacheSeconds(undefined)).toBe(1)
    expect(sharedCacheSeconds('30')).toBe(30)
    expect(sharedCacheSeconds('0')).toBe(0)
    expect(sharedCacheSeconds('-4')).toBe(1)
    expect(sharedCacheSeconds('soon')).toBe(1)
  })

  it('mark every answer to a draft preview private and unstorable, whatever the app chose', () => {
    const response = answerThroughWayOut('/en/product-detail/x', { cookie: `NEXT_LOCALE=en; ${draftModeCookieName}=abc` }, { sharedSeconds: 1 })
    response.setHeader('Cache-Control', 's-maxage=31536000, stale-while-revalidate')
    response.writeHead(200)
    expect(response.getHeader('cache-control')).toBe('private, no-store')
  })

  it('recognise a preview by the draft-mode cookie only, and leave the static files of the build alone', () => {
    expect(isPreviewRequest('/', `${draftModeCookieName}=abc`)).toBe(true)
    expect(isPreviewRequest('/', `x${draftModeCookieName}=abc; payload-token=t`)).toBe(false)
    expect(isPreviewRequest('/', undefined)).toBe(false)
    expect(isPreviewRequest('/_next/static/chunks/a.js', `${draftModeCookieName}=abc`)).toBe(false)
  })
})

describe('Vary: User-Agent where the proxy answered by device (§2.3)', () => {
  it('turns the proxy\'s marker into Vary: User-Agent, after Next\'s own list, and drops the marker', () => {
    const marked = answerThroughWayOut('/mdm', {}, { sharedSeconds: 1 })
    marked.setHeader(headerNames.varyUserAgent, '1')
    marked.writeHead(200, { Vary: 'rsc, Accept-Encoding' })
    expect(marked.getHeader('vary')).toBe('rsc, Accept-Encoding, User-Agent')
    expect(marked.hasHeader(headerNames.varyUserAgent)).toBe(false)
    const alone = answerThroughWayOut('/mdm', {}, { sharedSeconds: 1 })
    alone.setHeader(headerNames.varyUserAgent, '1')
    alone.writeHead(200)
    expect(alone.getHeader('vary')).toBe('User-Agent')
    const already = answerThroughWayOut('/mdm', {}, { sharedSeconds: 1 })
    already.setHeader(headerNames.varyUserAgent, '1')
    already.writeHead(307, { Vary: 'User-Agent' })
    expect(already.getHeader('vary')).toBe('User-Agent')
    const plain = answerThroughWayOut('/album-list', {}, { sharedSeconds: 1 })
    plain.writeHead(200, { Vary: 'rsc' })
    expect(plain.getHeader('vary')).toBe('rsc')
  })
})
