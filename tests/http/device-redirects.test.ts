/**
 * Spec §2.3 device redirects, through the proxy of the built server: a phone asking for a desktop
 * route goes to its /m. twin and a desktop browser asking for a /m. route goes to its desktop
 * twin, keeping ids, page numbers, the query and the language prefix; the answers vary by user
 * agent; crawlers stay where they ask.
 */
import { describe, expect, it } from 'vitest'

import { localizedPath, locales } from '../../src/rules/language'
import { twinRoutes } from '../../src/rules/routes'
import { url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36'
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const googlebotSmartphone =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const googlebotDesktop = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function get(path: string, userAgent: string) {
  return fetch(url(path), { redirect: 'manual', headers: { 'user-agent': userAgent } })
}

function locationOf(response: Response): string | null {
  const location = response.headers.get('location')
  if (!location) return null
  const target = new URL(location, url('/'))
  return `${target.pathname}${target.search}`
}

/** One concrete address per pattern of the twin table. */
const concrete = (pattern: string) => pattern.replace('{id}', '1').replace('{page}', '2')
/** Each pair of the twin table, in each of the site's languages (issue 40). */
const inEveryLanguage = (pair: (route: (typeof twinRoutes)[number]) => [string, string]) =>
  locales.flatMap((locale) => twinRoutes.map((route) => pair(route).map((pattern) => localizedPath(concrete(pattern), locale)) as [string, string]))

describe('a phone asking for a desktop route', () => {
  it.each(inEveryLanguage((route) => [route.desktop, route.mobile]))('%s → %s', async (desktop, mobile) => {
    const response = await get(desktop, iPhone)
    expect(response.status).toBe(307)
    expect(locationOf(response)).toBe(mobile)
    expect(response.headers.get('vary') ?? '').toMatch(/user-agent/i)
  })

  it('keeps the language prefix, ids, page numbers and the query', async () => {
    expect(locationOf(await get('/en/mdm?from=ad&x=1', androidPhone))).toBe('/en/m.mdm?from=ad&x=1')
    expect(locationOf(await get('/en', androidPhone))).toBe('/en/m.index')
    expect(locationOf(await get('/en/news-list/all/3', iPhone))).toBe('/en/m.news-list/all/3')
    expect(locationOf(await get('/product-detail/rt-t10', iPhone))).toBe('/m.product-detail/rt-t10')
  })

  it('moves the legacy /news-list?id=X to the mobile list in one hop', async () => {
    expect(locationOf(await get('/news-list?id=3', iPhone))).toBe('/m.news-list/3')
    expect(locationOf(await get('/en/m.news-list?id=3', iPhone))).toBe('/en/m.news-list/3')
  })

  it('is served the mobile page itself, which varies by user agent too', async () => {
    const response = await get('/m.index', iPhone)
    expect(response.status).toBe(200)
    expect(response.headers.get('vary') ?? '').toMatch(/user-agent/i)
    expect(await response.text()).toContain('data-layout="mobile"')
  })

  it('is not redirected from routes without a twin', async () => {
    const response = await get('/cpdc-2024', iPhone)
    expect(response.status).toBe(200)
  })
})

describe('a desktop browser asking for a mobile route', () => {
  it.each(inEveryLanguage((route) => [route.mobile, route.desktop]))('%s → %s', async (mobile, desktop) => {
    const response = await get(mobile, desktopChrome)
    expect(response.status).toBe(307)
    expect(locationOf(response)).toBe(desktop)
    expect(response.headers.get('vary') ?? '').toMatch(/user-agent/i)
  })

  it('keeps the language and the query; /en/m.index goes to /en', async () => {
    expect(locationOf(await get('/en/m.index', desktopChrome))).toBe('/en')
    expect(locationOf(await get('/en/m.product-list?i=2', desktopChrome))).toBe('/en/product-list?i=2')
  })

  it('is served the desktop page, which varies by user agent', async () => {
    const response = await get('/mdm', desktopChrome)
    expect(response.status).toBe(200)
    expect(response.headers.get('vary') ?? '').toMatch(/user-agent/i)
    const html = await response.text()
    expect(html).not.toContain('data-layout="mobile"')
    // Search engines learn the twin from the page itself (separate mobile URLs).
    expect(html).toMatch(/<link rel="alternate" media="only screen and \(max-width: 640px\)" href="[^"]*\/m\.mdm"/)
  })
})

describe('crawlers', () => {
  it('are answered on whichever address they ask for, never bounced', async () => {
    for (const [agent, path] of [
      [googlebotSmartphone, '/'],
      [googlebotSmartphone, '/m.index'],
      [googlebotDesktop, '/m.mdm'],
      [googlebotDesktop, '/mdm'],
    ] as const) {
      const response = await get(path, agent)
      expect(response.status, `${path} for ${agent.slice(0, 40)}`).toBe(200)
    }
  })

  it('find the desktop address as the canonical of a mobile page', async () => {
    const html = await (await get('/m.index', googlebotSmartphone)).text()
    // The home page's canonical is the site's origin.
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/?"/)
    expect(html).not.toMatch(/<link rel="canonical" href="[^"]*m\.index"/)
  })
})
