import { expect, test } from '@playwright/test'

import { expectNoSeriousAxeViolations, hydrated, shots, tray } from './support/compare'

/*
 * Issue 14 comparison on a phone: "Add to compare" on /m. list cards and the /m. product page,
 * the tray, and /m.product-compare with two products side by side and a swipe to the others.
 */

// Pages render on their first request; on a busy machine that can take a while.
test.use({ navigationTimeout: 90_000 })
test.setTimeout(240_000)

for (const language of ['zh', 'en'] as const) {
  const prefix = language === 'en' ? '/en' : ''
  test(`a phone visitor compares products (${language})`, async ({ page }) => {
    await page.goto(`${prefix}/m.product-list`)
    const toggles = page.locator('[data-compare-key]')
    await hydrated(toggles.first())
    for (let index = 0; index < 3; index++) await toggles.nth(index).click()
    await expect(tray(page).getByRole('listitem')).toHaveCount(3)

    await page.goto(`${prefix}/m.product-list?i=1`)
    const other = (await page.locator('[data-compare-key]').first().getAttribute('data-compare-key'))!
    await page.goto(`${prefix}/m.product-detail/${other}`)
    await (await hydrated(page.locator(`[data-compare-key="${other}"]`))).click()
    await expect(tray(page).getByRole('listitem')).toHaveCount(4)
    await page.goto(`${prefix}/m.product-list?i=1`)
    // The HTML shows every toggle unpressed: wait for the stored list before picking an unchosen one.
    await expect(page.locator(`[data-compare-key="${other}"]`)).toHaveAttribute('aria-pressed', 'true')
    await page.locator('[data-compare-key]:not([aria-pressed="true"])').first().click()
    await expect(tray(page).getByRole('status')).not.toBeEmpty()
    await page.screenshot({ path: `${shots}/phone-${language}-list-tray.png` })
    await expectNoSeriousAxeViolations(page, '[data-compare-tray]', '[data-compare-key]')

    await tray(page).getByRole('link', { name: /4/ }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/m\\.product-compare\\?ids=`))
    const columns = page.locator('thead th[data-compare-column]')
    await expect(columns).toHaveCount(4)
    // Two products side by side beside the item column; the others are a swipe away.
    const viewport = page.viewportSize()!
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await columns.nth(index).boundingBox())!))
    expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(viewport.width + 1)
    expect(boxes[2]!.x).toBeGreaterThanOrEqual(viewport.width - 1)
    await page.screenshot({ path: `${shots}/phone-${language}-compare.png`, fullPage: true })
    await expectNoSeriousAxeViolations(page, '[data-compare-page]')

    const region = page.getByRole('region', { name: /规格参数对比|Specification comparison/ })
    await region.evaluate((element) => element.scrollBy({ left: element.clientWidth }))
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    const keyColumn = page.locator('tbody th').first()
    expect((await keyColumn.boundingBox())!.x).toBeLessThan(2)
    await page.screenshot({ path: `${shots}/phone-${language}-compare-swiped.png` })
  })
}
