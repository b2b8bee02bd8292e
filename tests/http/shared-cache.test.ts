/**
 * A CDN or nginx's proxy_cache in front of the instances never hears of an editor's save, so a
 * page Next keeps until the save must tell shared caches a short lifetime (SHARED_CACHE_SECONDS,
 * 1 s here), never Next's year. tests/cluster shows an edit reaching a visitor through nginx.
 */
import { describe, expect, it } from 'vitest'

import { baseUrl } from './support'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const shortShared = 'public, max-age=0, s-maxage=1, stale-if-error=86400'

async function cacheControl(pathname: string, headers: Record<string, string> = {}): Promise<string | null> {
  // Only a payload request follows: Next sends it to its address with the cache-busting `_rsc`.
  const response = await fetch(baseUrl + pathname, { headers, redirect: headers.RSC ? 'follow' : 'manual' })
  await response.arrayBuffer()
  expect(response.status, pathname).toBe(200)
  return response.headers.get('cache-control')
}

describe('cached pages tell shared caches a short lifetime', () => {
  it.each(['/', '/en', '/product-detail/rt-t7', '/en/mdm-price', '/news-list'])('desktop %s', async (pathname) => {
    // Twice: the first answer may be the render, the second comes from the cache.
    await cacheControl(pathname)
    expect(await cacheControl(pathname)).toBe(shortShared)
  })

  it('a phone page and a page payload for client navigation', async () => {
    expect(await cacheControl('/m.index', { 'User-Agent': iphone })).toBe(shortShared)
    expect(await cacheControl('/en/m.mdm', { 'User-Agent': iphone })).toBe(shortShared)
    expect(await cacheControl('/mdm', { RSC: '1' })).toBe(shortShared)
    const payload = await fetch(`${baseUrl}/mdm`, { headers: { RSC: '1' } })
    expect(payload.headers.get('content-type')).toMatch(/^text\/x-component/)
    await payload.arrayBuffer()
  })

  it('leaves the API and the admin as they were', async () => {
    expect(await cacheControl('/api/front/productCategory?language=zh')).toBe('public, s-maxage=60, stale-while-revalidate=300')
    const admin = await fetch(`${baseUrl}/admin/login`)
    await admin.arrayBuffer()
    expect(admin.headers.get('cache-control') ?? '').not.toMatch(/s-maxage=\d{2,}/)
  })
})
