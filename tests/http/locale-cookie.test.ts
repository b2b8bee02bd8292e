/**
 * Spec §4: the language choice is the visitor's. The NEXT_LOCALE cookie is written by the language
 * switch in the browser, never rewritten by the server: a request for a page in the other
 * language — a prefetch sent just before the visitor switched back, answered just after — must
 * not turn the choice around (that race made the e2e switch zh → en → zh end on `en` now and then).
 */
import { describe, expect, it } from 'vitest'

import { url } from './support'

const desktopBrowser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

async function setCookies(path: string, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': desktopBrowser, ...headers } })
  await response.arrayBuffer()
  return response.headers.getSetCookie().filter((cookie) => cookie.startsWith('NEXT_LOCALE='))
}

const asPrefetch = { RSC: '1', 'Next-Router-Prefetch': '1' }

describe('§4 the server never rewrites the language cookie', () => {
  it('an English page asked for with the Chinese choice (page load and prefetch)', async () => {
    expect(await setCookies('/en/mdm', { cookie: 'NEXT_LOCALE=zh' })).toEqual([])
    expect(await setCookies('/en/mdm', { cookie: 'NEXT_LOCALE=zh', ...asPrefetch })).toEqual([])
  })

  it('a Chinese page asked for with the English choice (page load and prefetch)', async () => {
    expect(await setCookies('/mdm', { cookie: 'NEXT_LOCALE=en' })).toEqual([])
    expect(await setCookies('/mdm', { cookie: 'NEXT_LOCALE=en', ...asPrefetch })).toEqual([])
  })

  it('a first visit gets no language cookie either (the choice is made by the switch)', async () => {
    expect(await setCookies('/en', { 'accept-language': 'zh-CN' })).toEqual([])
    expect(await setCookies('/', { 'accept-language': 'en-US' })).toEqual([])
  })

  it('the language prefix of the default language still redirects to the unprefixed address, cookie untouched', async () => {
    const response = await fetch(url('/zh/mdm'), { redirect: 'manual', headers: { 'user-agent': desktopBrowser, cookie: 'NEXT_LOCALE=en' } })
    expect([307, 308]).toContain(response.status)
    expect(new URL(response.headers.get('location') ?? '', url('/')).pathname).toBe('/mdm')
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('NEXT_LOCALE='))).toEqual([])
  })
})
