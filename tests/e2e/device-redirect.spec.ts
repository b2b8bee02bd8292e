import { expect, test } from '@playwright/test'

/* Spec §2.3: a desktop browser asking for a mobile route is sent to its desktop twin. */

for (const [asked, twin] of [
  ['/m.index', '/'],
  ['/en/m.index', '/en'],
  ['/en/m.product-detail/does-not-matter?x=1', '/en/product-detail/does-not-matter?x=1'],
  ['/m.news-list?id=1', '/news-list/1'],
  ['/m.news-list/all/2', '/news-list/all/2'],
] as const) {
  test(`${asked} → ${twin}`, async ({ page }) => {
    await page.goto(asked)
    const url = new URL(page.url())
    expect(`${url.pathname}${url.search}`).toBe(twin)
    await expect(page.getByTestId('mobile-header')).toHaveCount(0)
  })
}
