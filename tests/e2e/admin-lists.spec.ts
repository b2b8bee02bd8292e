import { mkdirSync } from 'node:fs'

import { type Page, expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './support/axe'
import { adminToken } from './support/events'

/*
 * Issue 31, what an editor sees in the admin's lists: a search by model number finds the product,
 * the status and the languages published are columns without choosing them, the admin's own
 * language switches from the top bar, and axe finds nothing serious on the dashboard, a list, an
 * edit view and the inbox (every label a screen reader reads is text). Screenshots go to SHOTS_DIR.
 */
const shotsDir = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: `${shotsDir}/i31-${name}.png`, fullPage: true })
}

test.describe('admin lists, search and accessibility', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 1000 } })

  test.beforeEach(async ({ context, request, baseURL }) => {
    await context.addCookies([{ name: 'payload-token', value: await adminToken(request), url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
  })

  test('an editor finds a product by its model number, and sees its status and languages published', async ({ page }) => {
    await page.goto('/admin/collections/products')
    const search = page.locator('.search-filter__input')
    await expect(search).toBeVisible()
    await search.fill('RT-T')
    await expect(page).toHaveURL(/search=RT-T/)
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible()
    // The list refreshes after the address does: wait until it shows the search's answer.
    const models = () => page.locator('td.cell-model').allInnerTexts()
    await expect.poll(async () => (await models()).length > 0 && (await models()).every((model) => model.includes('RT-T'))).toBe(true)
    // By model number only: no product's title holds "RT-T".
    expect((await models()).length).toBeGreaterThan(1)
    // Status and languages published are shown without being chosen.
    await expect(page.locator('th', { hasText: /^Status$/ })).toBeVisible()
    await expect(page.locator('th', { hasText: 'Languages published' })).toBeVisible()
    await expect(rows.first().getByTestId('published-languages')).toContainText('中文 ✓')
    await expect(rows.first().getByTestId('published-languages')).toContainText('English ✓')
    await shot(page, 'products-search-model')
  })

  test('the edit view says which languages are published', async ({ page }) => {
    await page.goto('/admin/collections/news?limit=1')
    await page.locator('table tbody tr a').first().click()
    await expect(page.locator('.document-fields__sidebar').getByTestId('published-languages')).toContainText('English ✓')
    await shot(page, 'news-edit-languages')
  })

  test('the admin language switches from the top bar', async ({ page }) => {
    await page.goto('/admin')
    const switcher = page.getByTestId('admin-language-switch')
    await switcher.getByRole('button', { name: '中文' }).click()
    await expect(switcher.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
    await shot(page, 'dashboard-zh')
    // Issue 40: the admin in Russian, Payload's own words and ours (the navigation's groups).
    await switcher.getByRole('button', { name: 'Русский' }).click()
    await expect(switcher.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('navigation').getByText('Ресурсы для клиентов', { exact: true })).toBeVisible()
    await shot(page, 'dashboard-ru')
    await switcher.getByRole('button', { name: 'English' }).click()
    await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('axe finds nothing serious on the dashboard, a list, an edit view and the inbox', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByTestId('admin-language-switch')).toBeVisible()
    await expectNoSeriousViolations(page, 'the admin dashboard')
    await page.goto('/admin/collections/products')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    await expectNoSeriousViolations(page, 'the products list')
    await page.locator('td.cell-firstTitle a').first().click()
    // The edit view, whichever tab the admin remembers open (the SEO tab hides #field-firstTitle).
    await expect(page.locator('.document-fields__sidebar')).toBeVisible()
    // A client-side navigation: the document's title follows the page in.
    await expect(page).toHaveTitle(/\S/)
    await expectNoSeriousViolations(page, 'a product edit view')
    await page.goto('/admin/collections/enquiries')
    await expect(page.locator('.collection-list, table').first()).toBeVisible()
    await expectNoSeriousViolations(page, 'the enquiry inbox')
  })
})
