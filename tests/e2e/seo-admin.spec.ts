import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

/*
 * Issue 13, what an editor sees: a product's SEO tab (length hints, search-result preview, the
 * generate buttons filling in today's derived values) and the redirects list, where the 308s left
 * by a changed customizeUrl appear beside the editor's own. Screenshots go to SHOTS_DIR.
 */
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? '' }
const shots = process.env.SHOTS_DIR ?? 'test-results/shots/i13-seo'
mkdirSync(shots, { recursive: true })

async function signIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `2001:db8:5e0:${randomBytes(2).toString('hex')}::1` })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

test.describe('SEO tab and redirects in the admin', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 1000 } })

  test('an editor fills the SEO tab of a product from its derived values and sees the preview', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/collections/products?limit=1')
    await page.locator('.cell-firstTitle a').first().click()
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    await expect(page.locator('label[for="field-meta__title"]')).toContainText('Meta title')
    // The sidebar keeps its fields beside the tabs.
    await expect(page.locator('#field-customizeUrl')).toBeVisible()
    await page.locator('#field-meta__title').fill('')
    await page.locator('.plugin-seo__field', { hasText: 'Meta title' }).getByRole('button', { name: /auto-generate/i }).click()
    await expect(page.locator('#field-meta__title')).not.toHaveValue('')
    const title = await page.locator('#field-meta__title').inputValue()
    await expect(page.getByText(/characters/).first()).toBeVisible()
    await expect(page.getByText(title).last()).toBeVisible()
    await page.screenshot({ path: `${shots}/product-seo-tab.png`, fullPage: true })
  })

  test('the redirects list shows the redirects with their old and new addresses', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/collections/redirects')
    await expect(page.getByRole('heading', { name: 'Redirects' })).toBeVisible()
    await page.screenshot({ path: `${shots}/redirects-list.png`, fullPage: true })
    await page.goto('/admin/collections/redirects/create')
    await expect(page.getByText('A site path, e.g.')).toBeVisible()
    await page.screenshot({ path: `${shots}/redirect-create.png`, fullPage: true })
  })
})

test.describe('the same screens in the Chinese admin', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 1000 } })

  test('labels of the SEO tab and of the redirects are Chinese', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/collections/products?limit=1')
    await page.locator('.cell-firstTitle a').first().click()
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    await expect(page.locator('label[for="field-meta__title"]')).toContainText('标题')
    await page.screenshot({ path: `${shots}/product-seo-tab-zh.png`, fullPage: true })
    await page.goto('/admin/collections/redirects/create')
    await expect(page.getByText('站内路径，例如')).toBeVisible()
    await page.screenshot({ path: `${shots}/redirect-create-zh.png`, fullPage: true })
  })
})
