/**
 * Issue 15: what a page of the site ships on first load, and the short picture addresses.
 * - The site's links are plain anchors (src/i18n/Link.tsx): next/link's code is in no first load;
 *   neither are the comparison tray (loaded once a product is chosen), the error layout (loaded
 *   when an error happens) nor the live footer form (loaded on the visitor's first intent), nor
 *   the visitor messages table (the forms' rules bring it; the rest get their texts from the
 *   server), nor the MDM price estimate's live form (loaded on intent, issue 29). Each is
 *   recognised by a string its build keeps, and a presence control finds that string in the chunk
 *   that holds the part (next/link's in the admin's scripts).
 * - Resized media pictures are listed as /img/<w>/<name> (src/rules/imageUrl.ts), never as the
 *   long /_next/image?url=… form, and the short address answers what the long one does.
 */
import { describe, expect, it } from 'vitest'

import { url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const markers = {
  'next/link': 'legacyBehavior',
  'the comparison tray': 'data-compare-tray',
  'the error layout': 'route-error',
  'the live footer form': 'form:"quick"',
  'the visitor messages table': '请输入咨询内容',
  // Issue 29: the MDM estimate's live form loads on intent; its preview is the server's HTML.
  'the live MDM estimate': 'data-live',
} as const

const pages = ['/', '/en/mdm-price', '/product-detail/rt-t7', '/news-trend', '/m.index', '/en/m.product-list']

async function page(path: string): Promise<string> {
  const response = await fetch(url(path), { headers: path.includes('/m.') ? { 'user-agent': iPhone } : {} })
  expect(response.status, path).toBe(200)
  return response.text()
}

async function firstLoadScripts(html: string): Promise<string[]> {
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))]
  expect(sources.length).toBeGreaterThan(0)
  return Promise.all(sources.map(async (source) => (await fetch(new URL(source, url('/')))).text()))
}

describe('first load of the site pages', () => {
  it.each(pages)('%s ships none of next/link, the comparison tray, the error layout, the live footer form and the messages table', async (path) => {
    const scripts = await firstLoadScripts(await page(path))
    for (const [part, marker] of Object.entries(markers)) {
      expect(scripts.some((script) => script.includes(marker)), `${path} carries ${part}`).toBe(false)
    }
  })
})

/**
 * The scripts a page loads only later (on an intent, an error, a chosen product): the chunks its
 * first-load scripts name but its HTML does not load.
 */
async function laterScripts(html: string): Promise<string[]> {
  const firstLoad = new Set([...html.matchAll(/<script[^>]+src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!))
  const scripts = await firstLoadScripts(html)
  const named = new Set(scripts.flatMap((script) => [...script.matchAll(/static\/chunks\/[\w.-]+\.js/g)].map((match) => match[0])))
  const later = [...named].filter((chunk) => !firstLoad.has(chunk))
  expect(later.length).toBeGreaterThan(0)
  return Promise.all(later.map(async (chunk) => (await fetch(url(`/_next/${chunk}`))).text()))
}

// Presence controls: each marker above is found where its part is, or its absence proves nothing
// (a build that renamed it would pass the test above without checking anything).
describe('the markers are in the chunks of the parts they stand for', () => {
  const later = Object.entries(markers).filter(([part]) => part !== 'next/link')
  // A part that only some pages have is looked for on those pages.
  const onlyOn: Partial<Record<keyof typeof markers, readonly string[]>> = { 'the live MDM estimate': ['/en/mdm-price'] }
  const partsOf = (path: string) => later.filter(([part]) => onlyOn[part as keyof typeof markers]?.includes(path) ?? true)

  it.each(pages)('%s loads each of the tray, error layout, live form and messages table later, from a chunk it names', async (path) => {
    const scripts = await laterScripts(await page(path))
    for (const [part, marker] of partsOf(path)) {
      expect(scripts.some((script) => script.includes(marker)), `${path}: ${part} (${marker}) in no later chunk`).toBe(true)
    }
  })

  it("next/link is in the admin's scripts (Payload's admin uses it)", async () => {
    const response = await fetch(url('/admin/login'))
    expect(response.status).toBe(200)
    const scripts = await firstLoadScripts(await response.text())
    expect(scripts.some((script) => script.includes(markers['next/link']))).toBe(true)
  })
})

describe('short addresses of resized pictures', () => {
  it.each(pages)('%s lists its media pictures as /img/<w>/<name> only', async (path) => {
    const html = await page(path)
    expect(html).not.toContain('/_next/image?url=%2Fapi%2Fcms%2Fmedia')
    expect(html).toMatch(/src="\/img\/\d+\/[\w.-]+"/)
  })

  // Issue 36: a lazy picture's density srcset leaves its 1x rendition to the src; React preloads a
  // picture loaded at once from its srcset alone (no href beside it), so that srcset must name its
  // 1x rendition, or a 1x screen would preload the 2x one and then fetch the 1x one as well.
  it.each(pages)('%s: each picture preload names what its picture fetches at every density', async (path) => {
    const html = await page(path)
    const preloads = [...html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map((match) => match[1]!)
    for (const preload of preloads) {
      const srcSet = / imageSrcSet="([^"]*)"/.exec(preload)?.[1]
      if (srcSet === undefined) expect(preload).toMatch(/ href="/)
      else expect(srcSet, preload).toMatch(/ 1x(,|$)| \d+w(,|$)/)
    }
  })

  it('answers a short address with the very picture of the long one', async () => {
    const html = await page('/')
    const [, width, name] = /src="\/img\/(\d+)\/([\w.-]+)"/.exec(html)!
    const headers = { accept: 'image/avif,image/webp,*/*' }
    const short = await fetch(url(`/img/${width}/${name}`), { headers })
    const long = await fetch(url(`/_next/image?url=${encodeURIComponent(`/api/cms/media/file/${name}`)}&w=${width}&q=75`), { headers })
    expect(short.status).toBe(200)
    expect(long.status).toBe(200)
    expect(short.headers.get('content-type')).toBe(long.headers.get('content-type'))
    expect(Buffer.from(await short.arrayBuffer()).equals(Buffer.from(await long.arrayBuffer()))).toBe(true)
  })

  it('refuses what the long address refuses, and matches no other path', async () => {
    const html = await page('/')
    const [, name] = /src="\/img\/\d+\/([\w.-]+)"/.exec(html)!
    expect((await fetch(url(`/img/385/${name}`))).status).toBe(400)
    const missing = (await fetch(url(`/img/384/missing-${name}`))).status
    expect(missing).toBe((await fetch(url(`/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fmissing-${name}&w=384&q=75`))).status)
    expect(missing).toBeGreaterThanOrEqual(400)
    expect(missing).toBeLessThan(500)
    expect((await fetch(url(`/img/384/..%2F${name}`))).status).toBe(404)
  })
})
