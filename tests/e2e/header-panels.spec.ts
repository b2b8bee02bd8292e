import { expect, type Page, type Request, type Route, test } from '@playwright/test'

import { expectFocusVisible, tabTo } from './support/keyboard'
import { visit } from './support/session'

/*
 * Issue 28, spec §2.5: the header's panels are not in the page. Their content is fetched on the
 * first intent (the pointer coming into the header, hover, focus, tap), or in idle time once the
 * page has loaded and painted its largest content; it is then kept for the visit. A panel opened
 * before its content arrives says so (a live region) and takes the focus once it is there.
 */

const isPanels = (request: Request) => new URL(request.url()).pathname.startsWith('/api/header-menu/')
const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' })
const topLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true }).first()
const panelOf = async (page: Page, name: string) => page.locator(`#${await topLink(page, name).getAttribute('aria-controls')}`)

/** Data saver on: nothing is fetched in idle time, only on intent (§4). */
async function withoutIdleFetches(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: true }) })
  })
}

function countPanelFetches(page: Page) {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (isPanels(request)) fetched.push(new URL(request.url()).pathname)
  })
  return fetched
}

/** Holds the panels' answer until `release()`. */
async function holdPanels(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/header-menu/*', async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

test('nothing is fetched before an intent; hovering fetches the panels once, and they stay for the visit', async ({ page }) => {
  await withoutIdleFetches(page)
  const fetched = countPanelFetches(page)
  await page.mouse.move(600, 700)
  await visit(page, '/')
  await expect(page.locator('header').getByRole('link', { name: /RT-T7/ })).toHaveCount(0)
  await page.waitForTimeout(2500)
  expect(fetched).toEqual([])

  await page.mouse.move(10, 600)
  await topLink(page, '产品中心').hover()
  const products = await panelOf(page, '产品中心')
  await expect(products.getByRole('list', { name: '产品分类' }).getByRole('link').first()).toBeVisible()
  expect(fetched).toEqual(['/api/header-menu/zh'])

  await topLink(page, '解决方案').hover()
  await expect((await panelOf(page, '解决方案')).getByRole('list', { name: '解决方案' })).toBeVisible()
  // Another page of the site: the header keeps what it fetched.
  await topLink(page, 'MDM').click()
  await expect(page).toHaveURL(/\/mdm$/)
  await page.mouse.move(10, 600)
  await topLink(page, '关于我们').hover()
  await expect((await panelOf(page, '关于我们')).getByRole('list', { name: '关于我们' })).toBeVisible()
  expect(fetched).toEqual(['/api/header-menu/zh'])
})

test('the focus reaching a top-level item is an intent', async ({ page }) => {
  await withoutIdleFetches(page)
  const fetched = countPanelFetches(page)
  await visit(page, '/en')
  await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products', exact: true }))
  await expect.poll(() => fetched).toEqual(['/api/header-menu/en'])
})

test('with a fast connection the panels are fetched in idle time, after the load and the largest paint', async ({ page }) => {
  await visit(page, '/')
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/header-menu/zh')), null, { timeout: 15_000 })
  const { fetch, lcp, load } = await page.evaluate(async () => {
    // Largest-paint entries are only given to an observer.
    const lcpEntries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
    )
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const entry = performance.getEntriesByType('resource').find((resource) => resource.name.includes('/api/header-menu/zh'))!
    return { fetch: entry.startTime, lcp: lcpEntries.at(-1)!.startTime, load: navigation.loadEventEnd }
  })
  expect(fetch).toBeGreaterThan(lcp)
  expect(fetch).toBeGreaterThan(load)
})

test('ArrowDown before the content arrives: a loading notice said to screen readers holds the focus, then the first link takes it', async ({ page }) => {
  await withoutIdleFetches(page)
  const release = await holdPanels(page)
  await visit(page, '/')
  const trigger = topLink(page, '产品中心')
  await tabTo(page, trigger)
  await page.keyboard.press('ArrowDown')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  const panel = await panelOf(page, '产品中心')
  await expect(panel).toHaveAttribute('aria-busy', 'true')
  await expect(panel.getByText('正在加载菜单…')).toBeFocused()
  await expectFocusVisible(page)
  await expect(mainNav(page).getByRole('status')).toHaveText('正在加载菜单…')

  release()
  await expect(panel.getByRole('list', { name: '产品分类' }).getByRole('link').first()).toBeFocused()
  await expect(panel).not.toHaveAttribute('aria-busy', /.*/)
  await expect(mainNav(page).getByRole('status')).toHaveText('')
  await page.keyboard.press('Escape')
  await expect(trigger).toBeFocused()
})

test('Space opens a panel still loading, Tab walks onto its notice, and the content takes the focus when it arrives', async ({ page }) => {
  await withoutIdleFetches(page)
  const release = await holdPanels(page)
  await visit(page, '/')
  const trigger = topLink(page, '关于我们')
  await tabTo(page, trigger)
  await page.keyboard.press('Space')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  const panel = await panelOf(page, '关于我们')
  await expect(panel.getByText('正在加载菜单…')).toBeFocused()
  release()
  await expect(panel.getByRole('link').first()).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
})

test('a failed fetch is said, and the next intent fetches again', async ({ page }) => {
  await withoutIdleFetches(page)
  let failing = true
  await page.route('**/api/header-menu/*', (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.continue()))
  await visit(page, '/')
  await page.mouse.move(10, 600)
  await topLink(page, '新闻动态').hover()
  const panel = await panelOf(page, '新闻动态')
  await expect(panel.getByText('菜单加载失败，请稍后再试')).toBeVisible()
  await expect(mainNav(page).getByRole('status')).toHaveText('菜单加载失败，请稍后再试')
  failing = false
  await page.mouse.move(10, 600)
  await expect(topLink(page, '新闻动态')).toHaveAttribute('aria-expanded', 'false')
  await topLink(page, '新闻动态').hover()
  await expect(panel.getByRole('list', { name: '新闻动态' })).toBeVisible()
})
