import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { createPageCache, expireFrontCaches } from '../../server/page-cache.ts'
import { isPageRead, unavailablePage } from '../../server/page-fallback.ts'
import { createSecurity } from '../../server/secure-response.ts'
import { unavailableRetryAfterSeconds as retryAfterSeconds } from '../../src/rules/limits'
import { messages } from '../../src/rules/messages'
import { serveThroughWayOut } from './support/wayOutServer'

/** How the stand-in for Next answers: a cached page, or a failed rendering (a 500 with the site's error page, or Next's plain text). */
type Mode = 'page' | 'error-page' | 'plain-500' | 'explicit-head-500'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

/** The steps of server/serve.ts that matter here: front door, page cache, the way out (fallback, security headers, capture), then "Next". */
async function start() {
  const cache = createPageCache()
  const state = { mode: 'page' as Mode, renders: 0 }
  const next = (req: IncomingMessage, res: ServerResponse) => {
    state.renders += 1
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
    if (state.mode === 'explicit-head-500') {
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
      res.end('<html>the site error page</html>')
      return
    }
    const failed = state.mode !== 'page'
    res.statusCode = failed ? 500 : 200
    res.setHeader('Content-Type', state.mode === 'plain-500' ? 'text/plain' : 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', failed ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000')
    res.setHeader('ETag', `"v${state.renders}"`)
    res.setHeader('x-nextjs-cache', failed ? 'MISS' : 'HIT')
    const text = failed ? (state.mode === 'plain-500' ? 'Internal Server Error' : '<html>the site error page</html>') : `<html>page ${req.url} #${state.renders}</html>`
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.write(gzip ? gzipSync(text) : text)
    res.end()
  }
  const served = await serveThroughWayOut(next, { pageCache: cache, sharedSeconds: 1, security: createSecurity({ csp: false }) })
  close = served.close
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const answer = await served.get(path, headers, method)
    return { ...answer, text: answer.body.toString() }
  }
  return { state, get }
}

describe('page fallback (a failed rendering never answers 500)', () => {
  it('writes its own 503 page in the address’s language, with the site’s text', () => {
    const page = (url: string) => unavailablePage(url).body.toString()
    expect(page('/')).toContain(`<p>${messages.serviceUnavailable.zh}</p>`)
    expect(page('/en/news?x=1')).toContain(`<p>${messages.serviceUnavailable.en}</p>`)
    expect(page('/enterprise')).toContain('lang="zh-CN"')
  })

  it('watches visitors’ page reads only', () => {
    const read = (method: string, url: string, headers: Record<string, string> = {}) => isPageRead({ method, url, headers })
    expect([read('GET', '/'), read('HEAD', '/en/news'), read('GET', '/icon.svg')]).toEqual([true, true, true])
    expect([read('POST', '/'), read('GET', '/api/front/x'), read('GET', '/admin'), read('GET', '/_next/image?url=x')]).toEqual([false, false, false, false])
    expect(read('GET', '/', { cookie: 'payload-token=abc' })).toBe(false)
  })

  it('answers the last copy of a page once its rendering fails, even after a tag expired', async () => {
    const { state, get } = await start()
    const kept = await get('/news') // rendered from Next's cache (a HIT), and kept as it left
    expect((await get('/news')).text).toBe(kept.text)
    expireFrontCaches()
    state.mode = 'error-page'
    const answer = await get('/news')
    expect(answer.status).toBe(200)
    expect(answer.text).toBe(kept.text)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-nextjs-cache']).toBe('STALE')
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer.headers['x-request-id']).not.toBe(kept.headers['x-request-id'])
    expect(answer.headers['retry-after']).toBeUndefined()
    // No copy was kept for gzip: the site's error page, as a 503.
    expect((await get('/news', { 'Accept-Encoding': 'gzip' })).status).toBe(503)
    expect(state.renders).toBe(3)
    // Once rendering works again, the page is rendered (not the copy).
    state.mode = 'page'
    expect((await get('/news')).text).toBe('<html>page /news #4</html>')
  })

  it.each(['error-page', 'explicit-head-500'] as const)('without a copy, the site’s error page leaves as a 503 (%s)', async (mode) => {
    const { state, get } = await start()
    state.mode = mode
    const answer = await get('/en/product-detail/x')
    expect(answer.status).toBe(503)
    expect(answer.text).toBe('<html>the site error page</html>')
    expect(answer.headers['retry-after']).toBe(String(retryAfterSeconds))
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('a failure with no page of its own becomes a 503 page in the address’s language', async () => {
    const { state, get } = await start()
    state.mode = 'plain-500'
    for (const [path, language] of [['/en/news', 'en'], ['/news', 'zh']] as const) {
      for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
        const answer = await get(path, headers)
        expect(answer.status).toBe(503)
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(answer.headers['content-encoding']).toBeUndefined()
        expect(answer.text).toContain(`<p>${messages.serviceUnavailable[language]}</p>`)
        expect(answer.text).toContain(`lang="${language === 'en' ? 'en' : 'zh-CN'}"`)
      }
    }
    expect((await get('/news', {}, 'HEAD')).status).toBe(503)
  })

  it('leaves other answers and other requests as they are', async () => {
    const { state, get } = await start()
    expect((await get('/a')).status).toBe(200)
    state.mode = 'plain-500'
    expect((await get('/api/front/x')).status).toBe(500)
    expect((await get('/b', { Cookie: 'payload-token=staff' })).status).toBe(500)
  })
})
