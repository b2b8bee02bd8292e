import { expect, test } from '@playwright/test'

import { expectNoSeriousAxeViolations, hydrated, shots, tray } from './support/compare'

/*
 * Issue 14 comparison on the desktop: "Add to compare" on list cards and the product page, the
 * tray (limit of 4, remove), the comparison (rows aligned, differences only, remove), axe, and
 * screenshots (SHOTS_DIR, /work/shots/i14-compare by default).
 */

// Pages render on their first request; on a busy machine that can take a while.
test.use({ navigationTimeout: 90_000 })
test.setTimeout(240_000)

test('a visitor picks products from lists and a product page, up to four, and compares them', async ({ page }) => {
  await page.goto('/product-list')
  const toggles = page.getByRole('button', { name: /加入对比/ })
  await hydrated(toggles.first())
  for (let index = 0; index < 3; index++) await toggles.nth(index).click()
  await expect(page.locator('button[aria-pressed="true"][data-compare-key]')).toHaveCount(3)
  await expect(tray(page).getByRole('listitem')).toHaveCount(3)
  await expect(tray(page).getByRole('link', { name: '开始对比（3）' })).toBeVisible()

  // Across categories: a product of the second category, from its own page.
  await page.goto('/product-list?i=1')
  const other = (await page.locator('[data-compare-key]').first().getAttribute('data-compare-key'))!
  await page.goto(`/product-detail/${other}`)
  await (await hydrated(page.locator(`[data-compare-key="${other}"]`))).click()
  await expect(page.locator(`[data-compare-key="${other}"]`)).toHaveAttribute('aria-pressed', 'true')
  await expect(tray(page).getByRole('listitem')).toHaveCount(4)

  // A fifth is refused with a message.
  await page.goto('/product-list?i=1')
  // The page's HTML shows every toggle unpressed; wait for the stored list, or the "first
  // unchosen" product could be the chosen one and the click would remove it.
  await expect(page.locator(`[data-compare-key="${other}"]`)).toHaveAttribute('aria-pressed', 'true')
  await page.locator('[data-compare-key]:not([aria-pressed="true"])').first().click()
  await expect(tray(page).getByRole('status')).toContainText('最多可对比 4 款产品')
  await expect(tray(page).getByRole('listitem')).toHaveCount(4)
  await page.screenshot({ path: `${shots}/desktop-zh-list-tray-full.png` })
  await expectNoSeriousAxeViolations(page, '[data-compare-tray]', '[data-compare-key]')

  // Remove one in the tray; the list survives a reload (localStorage).
  await tray(page).getByRole('button', { name: `移除 ${other.toUpperCase()}` }).click()
  await expect(tray(page).getByRole('listitem')).toHaveCount(3)
  await page.reload()
  await expect(tray(page).getByRole('listitem')).toHaveCount(3)
  await (await hydrated(page.locator(`[data-compare-key="${other}"]`))).click()
  await tray(page).getByRole('link', { name: '开始对比（4）' }).click()

  await expect(page).toHaveURL(/\/product-compare\?ids=/)
  const table = page.getByRole('table')
  await expect(table.locator('thead th[data-compare-column]')).toHaveCount(4)
  const rows = table.locator('tbody tr')
  const count = await rows.count()
  expect(count).toBeGreaterThan(5)
  for (let index = 0; index < count; index++) {
    await expect(rows.nth(index).locator('th')).toHaveCount(1)
    await expect(rows.nth(index).locator('td')).toHaveCount(4)
  }
  await expect(table.locator('td', { hasText: '—' }).first()).toBeVisible()
  await page.screenshot({ path: `${shots}/desktop-zh-compare.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, '[data-compare-page]')

  await page.getByRole('link', { name: '仅显示差异' }).click()
  await expect(page).toHaveURL(/diff=1/)
  await expect(page.getByRole('link', { name: '仅显示差异' })).toHaveAttribute('aria-current', 'true')
  const differing = await rows.count()
  expect(differing).toBeLessThanOrEqual(count)
  for (let index = 0; index < differing; index++) {
    const values = await rows.nth(index).locator('td').allInnerTexts()
    expect(new Set(values.map((value) => value.trim().toLowerCase())).size).toBeGreaterThan(1)
  }

  await page.getByRole('link', { name: /^从对比中移除/ }).first().click()
  await expect(table.locator('thead th[data-compare-column]')).toHaveCount(3)
  await expect(page).toHaveURL(/diff=1/)

  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: `${shots}/desktop-zh-compare-print.png`, fullPage: true })
  await expect(page.locator('header').first()).toBeHidden()
})

test('the English comparison, its notices and the empty page', async ({ page }) => {
  await page.goto('/en/product-compare?ids=rt-t7,rt-t8-pro,no-such-product,rt-c10,rt-t10,rt-t12')
  await expect(page.getByTestId('compare-notice')).toContainText('no-such-product')
  await expect(page.getByTestId('compare-notice')).toContainText('the first 4 are shown')
  await expect(page.getByRole('button', { name: 'Enquire' }).first()).toBeVisible()
  await page.screenshot({ path: `${shots}/desktop-en-compare.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, '[data-compare-page]')

  await page.getByRole('button', { name: 'Enquire' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').locator('input[value="RT-T7"], textarea').first()).toBeVisible()

  await page.goto('/en/product-compare')
  await expect(page.getByRole('heading', { name: 'No products chosen to compare yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/en/product-list')
  await page.screenshot({ path: `${shots}/desktop-en-empty.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, '[data-compare-page]')
})
