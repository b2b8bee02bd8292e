import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

// Spec §2.5: after opening the product-center mega-menu, every category's pane lists its first 11
// products, in both languages. Issue 28: the panels are fetched on intent, not carried in the
// page; without JavaScript the top-level items are links to their list pages, which list it all.

type Category = { name: string; productList: { firstTitle: string; model: string; customizeUrl: string }[] }

async function categoriesOf(request: APIRequestContext, locale: 'zh' | 'en'): Promise<Category[]> {
  const response = await request.get(`/api/front/productCategory?language=${locale}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Category[] }).data
}

const cases = [
  { locale: 'zh', home: '/', prefix: '', productCenter: '产品中心' },
  { locale: 'en', home: '/en', prefix: '/en', productCenter: 'Products' },
] as const

/** Each category's pane (a list named by the category) holds links to its first 11 products. */
async function expectEveryPane(page: Page, categories: Category[], prefix: string, showPane: (name: string) => Promise<void>) {
  for (const category of categories) {
    await showPane(category.name)
    const links = page.locator('header').getByRole('list', { name: category.name, exact: true }).getByRole('link')
    const shown = category.productList.slice(0, 11)
    await expect(links).toHaveCount(shown.length)
    await expect(links).toHaveText(shown.map((product) => `${product.firstTitle} ${product.model}`))
    for (const [index, product] of shown.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `${prefix}/product-detail/${encodeURIComponent(product.customizeUrl)}`)
    }
  }
}

for (const { locale, home, prefix, productCenter } of cases) {
  test(`${locale}: after opening, every category's pane lists its products`, async ({ page, request }) => {
    const categories = await categoriesOf(request, locale)
    await page.goto(home)
    const trigger = page.locator('header nav').getByRole('link', { name: productCenter, exact: true }).first()
    await expect(async () => {
      await page.mouse.move(10, 600)
      await trigger.hover()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1500 })
    }).toPass()
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await expectEveryPane(page, categories, prefix, async (name) => {
      await panel.getByRole('link', { name, exact: true }).first().hover()
      await expect(panel.getByRole('list', { name, exact: true })).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const { locale, home, prefix } of cases) {
    test(`${locale}: the top-level items are links to their list pages, and the product list lists the products`, async ({ page, request }) => {
      const categories = await categoriesOf(request, locale)
      await page.goto(home)
      const nav = page.locator('header nav').first()
      // No panel content in the page: only the five top-level links.
      await expect(nav.getByRole('link')).toHaveCount(5)
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(['/product-list', '/mdm', '/solution-list', '/news-trend', '/introductory'].map((path) => `${prefix}${path}`))

      await nav.getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/product-list$`))
      const first = categories[0]!
      for (const product of first.productList.slice(0, 3)) {
        await expect(page.locator(`main a[href="${prefix}/product-detail/${encodeURIComponent(product.customizeUrl)}"]`).first()).toBeAttached()
      }
    })
  }
})
