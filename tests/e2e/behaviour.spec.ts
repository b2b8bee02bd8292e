import { expect, test, type Page, type Request } from '@playwright/test'

import { chunkReloadStorageKey } from '../../src/components/behaviour/chunkReload'
import { prefetchIdleTimeoutMs } from '../../src/rules/limits'
import { message } from '../../src/rules/messages'

/*
 * Spec §2.3/§4 site-wide behaviours: scroll to the top on every route change, a link to the
 * page already shown reloads it, the navigation progress bar, the chunk-load reload guard and the
 * idle-time link prefetch that never happens on 2g or with data saver.
 */

/** Loads a page and waits until its client components are live (the behaviours render only then). */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.getByTestId('progress-bar').waitFor({ state: 'attached' })
}

const isRsc = (request: Request) => request.headers()['rsc'] === '1'
const isPrefetch = (request: Request) => isRsc(request) && request.headers()['next-router-prefetch'] !== undefined

/** Emulates the Network Information API before any page script runs. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value })
  }, connection)
}

const footerLink = (page: Page, href: string) => page.locator(`footer a[href="${href}"]`).first()

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
}

test.describe('§2.3/§4 every route change scrolls to the top', () => {
  test('a new page and a query-only change (/product-list?i=0 → ?i=1) both start at the top', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g', saveData: false })
    await visit(page, '/')
    await scrollToBottom(page)
    await footerLink(page, '/product-list?i=0').click()
    await expect(page).toHaveURL(/\/product-list\?i=0$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await scrollToBottom(page)
    await footerLink(page, '/product-list?i=1').click()
    await expect(page).toHaveURL(/\/product-list\?i=1$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('§2.3 a link to the page already shown reloads it', () => {
  test('clicking the home link on the home page fetches the page again and scrolls to the top', async ({ page }) => {
    await visit(page, '/en')
    await scrollToBottom(page)
    await page.evaluate(() => Object.assign(window, { __samePageMarker: true }))
    const reload = page.waitForRequest((request) => isRsc(request) && !isPrefetch(request) && new URL(request.url()).pathname === '/en')
    await page.locator('header a[href="/en"]').first().click()
    await reload
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveURL(/\/en$/)
    // A soft reload: the server rendered the page again, the document stayed.
    expect(await page.evaluate(() => (window as unknown as { __samePageMarker?: boolean }).__samePageMarker)).toBe(true)
  })
})

test.describe('§4 navigation progress bar (5000 ms, 200 ms throttle)', () => {
  test('appears during a slow navigation and disappears when the page is shown', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g', saveData: false }) // no prefetch: the click must fetch
    await visit(page, '/')
    await page.route(
      (url) => url.pathname === '/site-map',
      async (route) => {
        if (isRsc(route.request())) await new Promise((resolve) => setTimeout(resolve, 2000))
        await route.continue()
      },
    )
    const bar = page.getByTestId('progress-bar')
    await expect(bar).toHaveAttribute('data-state', 'idle')
    await footerLink(page, '/site-map').click()
    await expect(bar).toHaveAttribute('data-state', 'loading', { timeout: 1500 })
    await expect(bar).toBeVisible()
    await page.screenshot({ path: 'test-results/behaviour-progress-bar.png', clip: { x: 0, y: 0, width: 1366, height: 120 } })
    await expect(page).toHaveURL(/\/site-map$/, { timeout: 10_000 })
    await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 2000 })
    await expect(bar).toHaveCSS('opacity', '0')
  })
})

test.describe('§4 link prefetch: when idle, never on 2g or with data saver', () => {
  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    test(`no prefetch with ${connection.effectiveType}${connection.saveData ? ' and data saver' : ''}`, async ({ page }) => {
      const rsc: string[] = []
      page.on('request', (request) => {
        if (isRsc(request)) rsc.push(request.url())
      })
      await emulateConnection(page, connection)
      await visit(page, '/')
      await page.mouse.move(400, 300) // hover over content too: no hover prefetch either
      await page.waitForTimeout(prefetchIdleTimeoutMs + 2500)
      await scrollToBottom(page)
      await page.waitForTimeout(prefetchIdleTimeoutMs + 1000)
      expect(rsc).toEqual([])
    })
  }

  test('with 4g the links in view are prefetched once the browser is idle', async ({ page }) => {
    const prefetched = new Set<string>()
    page.on('request', (request) => {
      if (isPrefetch(request)) prefetched.add(new URL(request.url()).pathname)
    })
    await emulateConnection(page, { effectiveType: '4g', saveData: false })
    await visit(page, '/')
    await expect.poll(() => prefetched.size, { timeout: prefetchIdleTimeoutMs + 8000 }).toBeGreaterThan(0)
    // Header links are in view from the start.
    await expect.poll(() => prefetched.has('/mdm'), { timeout: 8000 }).toBe(true)
    // Footer links are prefetched only once they come into view.
    expect(prefetched.has('/site-map')).toBe(false)
    await scrollToBottom(page)
    await expect.poll(() => prefetched.has('/site-map'), { timeout: prefetchIdleTimeoutMs + 8000 }).toBe(true)
  })

  test('prefetching waits for the load and the largest paint (issue 28)', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: false })
    await visit(page, '/')
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('_rsc=')), null, { timeout: prefetchIdleTimeoutMs + 8000 })
    const { firstPrefetch, lcp, load } = await page.evaluate(async () => {
      const lcpEntries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      )
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const prefetches = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('_rsc='))
      return { firstPrefetch: Math.min(...prefetches.map((entry) => entry.startTime)), lcp: lcpEntries.at(-1)!.startTime, load: navigation.loadEventEnd }
    })
    expect(firstPrefetch).toBeGreaterThan(load)
    expect(firstPrefetch).toBeGreaterThan(lcp)
  })

  // Next's router kept fetching a category page (/en/product-list?i=6) hundreds of times a second
  // while its link was in view: pages the proxy picks by query are not prefetched.
  for (const home of ['/', '/en']) {
    test(`${home}: no address is fetched over and over while the page sits idle`, async ({ page }) => {
      const fetches = new Map<string, number>()
      page.on('request', (request) => {
        if (isRsc(request)) fetches.set(request.url(), (fetches.get(request.url()) ?? 0) + 1)
      })
      await emulateConnection(page, { effectiveType: '4g', saveData: false })
      await visit(page, home)
      await expect.poll(() => fetches.size, { timeout: prefetchIdleTimeoutMs + 8000 }).toBeGreaterThan(3)
      await page.waitForTimeout(prefetchIdleTimeoutMs + 3000)
      const repeated = [...fetches].filter(([, count]) => count > 2)
      expect(repeated).toEqual([])
      expect([...fetches.keys()].filter((url) => new URL(url).searchParams.has('i'))).toEqual([])
    })
  }
})

test.describe('§4/§8 a failed chunk load reloads the page, at most once per 60 s', () => {
  test('the contact dialog code failing to load reloads the page once, then not again', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g', saveData: false })
    const seen = new Set<string>()
    const record = (request: Request) => {
      if (request.url().includes('/_next/static/')) seen.add(request.url())
    }
    page.on('request', record)
    await visit(page, '/')
    await page.waitForLoadState('networkidle')
    page.off('request', record)
    // From now on every file not loaded at start (the dialog's code) fails.
    const initialFiles = new Set(seen)
    await page.route('**/_next/static/**', (route) =>
      initialFiles.has(route.request().url()) ? route.continue() : route.abort('failed'),
    )
    await page.evaluate(() => Object.assign(window, { __beforeReload: true }))
    const reloaded = page.waitForEvent('load')
    await page.getByTestId('consult-button').click()
    await reloaded
    await page.getByTestId('progress-bar').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined()
    expect(await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadStorageKey)).toMatch(/^\d+$/)

    // A second failure within 60 s does not reload again: the visitor gets an error toast (the
    // built-in one, since the toast library cannot be fetched either).
    await page.evaluate(() => Object.assign(window, { __afterReload: true }))
    await page.getByTestId('consult-button').click()
    await expect(page.getByRole('alert').filter({ hasText: message('serverError', 'zh') })).toBeVisible({ timeout: 10_000 })
    expect(await page.evaluate(() => (window as unknown as { __afterReload?: boolean }).__afterReload)).toBe(true)
    await expect(page.getByTestId('contact-dialog')).toHaveCount(0)
  })
})
