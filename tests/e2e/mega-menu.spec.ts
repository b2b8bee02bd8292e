import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

// Issue 15: the product-center mega-menu is rendered by one client component from compact props
// (src/components/layout/menu/MegaMenuCategories.tsx) instead of server markup carried twice.
// Every category's pane still lists its first 11 products, in the HTML for visitors without
// JavaScript and after opening with it, in both languages.

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
    test(`${locale}: the page's HTML holds every category's products as links`, async ({ page, request }) => {
      const categories = await categoriesOf(request, locale)
      await page.goto(home)
      // Hidden panes are still in the document: reveal them as a no-JS reader of the HTML sees them.
      await page.locator('header [hidden]').evaluateAll((nodes) => nodes.forEach((node) => node.removeAttribute('hidden')))
      await expectEveryPane(page, categories, prefix, async () => {})
    })
  }
})
