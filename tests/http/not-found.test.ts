/**
 * Spec §2.3/§8: an unknown address and an unknown id answer 404 with the page 'This page could not
 * be found' (its Chinese text in Chinese) and 'Back to the home page' — in the HTML itself, so a
 * visitor without JavaScript, a crawler or `curl` sees it, not only once scripts have run (Next 16
 * sends an empty body for a bare notFound(): vercel/next.js#98295, #98954).
 */
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import nodePath from 'node:path'

import { describe, expect, it } from 'vitest'

import { message } from '../../src/rules/messages'
import { serverLogLines, url } from './support'

const desktopBrowser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const phoneBrowser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The HTML a browser shows before any script runs: scripts, templates and styles taken out. */
function visibleMarkup(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<template\b[\s\S]*?<\/template>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
}

async function page(path: string, userAgent = desktopBrowser) {
  const response = await fetch(url(path), { redirect: 'manual', headers: { 'user-agent': userAgent } })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

async function productPath(): Promise<string> {
  const response = await fetch(url('/api/front/productCategory?language=zh'))
  const body = (await response.json()) as { data: { productList: { customizeUrl: string }[] }[] }
  return `/product-detail/${body.data[0].productList[0].customizeUrl}`
}

const cases = [
  { name: 'an unknown address', path: '/no-such-page/at/all', language: 'zh' },
  { name: 'an unknown address', path: '/en/no-such-page/at/all', language: 'en' },
  { name: 'an unknown product id', path: '/product-detail/no-such-product', language: 'zh' },
  { name: 'an unknown product id', path: '/en/product-detail/no-such-product', language: 'en' },
  { name: 'an unknown news id', path: '/news-detail/999999', language: 'zh' },
  { name: 'an unknown solution id', path: '/en/solution-detail/999999', language: 'en' },
  { name: 'a news page past the last one', path: '/news-list/all/999', language: 'zh' },
  { name: 'an unknown product category', path: '/en/product-list?i=99', language: 'en' },
] as const

describe('§2.3/§8 the 404 page is in the HTML, without JavaScript', () => {
  for (const { name, path, language } of cases) {
    it(`${name}: ${path} answers 404 with the ${language} page`, async () => {
      const { status, headers, html } = await page(path)
      expect(status).toBe(404)
      expect(headers.get('content-type')).toMatch(/^text\/html/)
      const visible = visibleMarkup(html)
      // The site's own document (its language, its header and footer), not Next's empty error shell.
      expect(visible).toContain(`<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`)
      expect(visible).not.toContain('__next_error__')
      expect(visible).toMatch(/<header\b/)
      expect(visible).toMatch(/<footer\b/)
      // The heading and the way home, as markup.
      expect(visible).toMatch(new RegExp(`<h1[^>]*>${message('notFound', language)}</h1>`))
      const home = language === 'zh' ? '/' : '/en'
      expect(visible).toMatch(new RegExp(`<a [^>]*href="${home}"[^>]*>${message('backHome', language)}</a>`))
      // Kept out of search results.
      expect(visible).toMatch(/<meta name="robots" content="noindex/)
    })
  }

  it('unknown addresses are served the prerendered 404 page (cacheable, not rendered per request)', async () => {
    const first = await page('/another/unknown/address')
    const second = await page('/yet/another/unknown/address')
    expect(first.status).toBe(404)
    expect(second.status).toBe(404)
    expect(first.headers.get('cache-control')).toBe(second.headers.get('cache-control'))
    expect(first.headers.get('cache-control')).not.toMatch(/no-store/)
  })

  it('unknown ids leave nothing on disk, and are still answered from the cache the second time', async () => {
    // Each address of a dynamic route is a page-cache entry; a 404 one stays in memory
    // (server/cache/handler.ts), so guessed ids cannot fill the server's disk.
    const guess = `guessed-${randomBytes(6).toString('hex')}`
    const paths = [`/product-detail/${guess}`, `/en/solution-detail/${guess}`, `/news-detail/${guess}`]
    for (const path of paths) {
      for (const attempt of [1, 2]) {
        const { status, html } = await page(path)
        expect(status, `${path} #${attempt}`).toBe(404)
        expect(visibleMarkup(html)).toContain(message('notFound', path.startsWith('/en/') ? 'en' : 'zh'))
      }
    }
    const distDir = nodePath.resolve(process.env.NEXT_DIST_DIR || '.next')
    const written = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(guess))
    expect(written).toEqual([])
  })

  it('made-up document addresses, list filters and first segments are answered as the not-found page of their language and device, none rendered for itself (issue 36)', async () => {
    const guess = () => `made-up-${randomBytes(6).toString('hex')}`
    // The server reads its address book at its first visitor's request; until then the site answers.
    // Document pages by a made-up key, and the server-paged lists by a made-up product, category or product line.
    const notFoundPages = [
      ['/product-detail/', desktopBrowser],
      ['/en/news-detail/', desktopBrowser],
      ['/m.solution-detail/', phoneBrowser],
      ['/en/m.case-studies/', phoneBrowser],
      ['/downloads?type=&product=', desktopBrowser],
      ['/en/m.downloads?category=9', phoneBrowser],
      ['/where-to-buy?line=9', desktopBrowser],
      // Under a first segment the site does not have: a word, a token's shape (no such microsite), on either device.
      ['/', desktopBrowser],
      ['/ev', desktopBrowser],
      ['/en/', phoneBrowser],
    ] as const
    // A made-up key, or a made-up id after a number (an id of up to ten digits, as the filter admits).
    const madeUp = (route: string) => `${route}${route.endsWith('/') || route.endsWith('=') ? guess() : randomBytes(3).readUIntBE(0, 3)}`
    for (const [route, agent] of notFoundPages) {
      await expect.poll(async () => (await page(madeUp(route), agent)).headers.get('x-nextjs-cache'), { timeout: 15_000 }).toBe('HIT')
    }
    const renderedSoFar = () => serverLogLines().filter((line) => String(line.msg).startsWith('page rendered:')).length
    const before = renderedSoFar()
    for (let n = 0; n < 10; n++) {
      for (const [route, agent] of notFoundPages) {
        const { status, html } = await page(madeUp(route), agent)
        expect(status, route).toBe(404)
        const visible = visibleMarkup(html)
        const english = route.startsWith('/en/')
        expect(visible).toContain(message('notFound', english ? 'en' : 'zh'))
        // The phone's 404 page leads back to the phone's home page.
        if (agent === phoneBrowser) expect(visible).toMatch(new RegExp(`<a [^>]*href="${english ? '/en/m.index' : '/m.index'}"`))
      }
    }
    // A write to such an address: 404 in the visitor's language at once, nothing rendered for it either.
    for (const [method, path, language] of [['POST', `/${guess()}`, 'zh'], ['PUT', `/en/${guess()}`, 'en'], ['DELETE', `/product-detail/${guess()}`, 'zh']] as const) {
      const response = await fetch(url(path), { method, headers: { 'content-type': 'application/json', 'user-agent': desktopBrowser }, body: '{"x":1}' })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe(`${message('notFound', language)}\n`)
    }
    expect(renderedSoFar() - before).toBe(0)
  })

  it('a known page is untouched: 200, its own heading, no 404 text', async () => {
    const { status, html } = await page(await productPath())
    expect(status).toBe(200)
    expect(visibleMarkup(html)).not.toContain(message('notFound', 'zh'))
  })
})
