import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'

import { expect, test } from '@playwright/test'

/*
 * Issue 14, what an editor sees: a product's specification rows pick an item from the managed
 * list (offered per category, with "create new" in the picker) and take a value.
 */
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? '' }
const shots = process.env.SHOTS_DIR ?? '/work/shots/i14-compare'
mkdirSync(shots, { recursive: true })

test.use({ locale: 'en-US', viewport: { width: 1366, height: 1000 }, navigationTimeout: 90_000 })
test.setTimeout(240_000)

test('an editor picks a specification item for a product row', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `2001:db8:5e1:${randomBytes(2).toString('hex')}::1` })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)

  await page.goto('/admin/collections/products?where[customizeUrl][equals]=rt-t7&locale=en')
  await page.locator('.cell-firstTitle a').first().click()
  await expect(page).toHaveURL(/locale=en/)
  const specs = page.locator('#field-specs')
  await specs.scrollIntoViewIfNeeded()
  const firstItem = specs.locator('.field-type.relationship').first()
  // The chosen item's title arrives after the form (a second request), slow on a busy machine.
  await expect(firstItem).toContainText('Processor', { timeout: 60_000 })
  await firstItem.locator('.rs__control').click()
  await expect(page.locator('.rs__menu')).toContainText('Operating system')
  await expect(page.locator('.rs__menu')).not.toContainText('ISOBUS functions')
  await page.screenshot({ path: `${shots}/admin-en-spec-picker.png` })
  await page.keyboard.press('Escape')

  await page.goto('/admin/collections/spec-items')
  await expect(page.locator('.cell-label').first()).toContainText('Processor')
  await page.screenshot({ path: `${shots}/admin-en-spec-items.png` })
})
