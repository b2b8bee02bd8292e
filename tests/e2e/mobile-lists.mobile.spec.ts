import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { api, type Category, expectMobileLinks, type NewsCategory, type NewsPage, type Solution, ui } from './support/mobilePages'
import { visit } from './support/session'

// Spec §2.2 the mobile list pages on a phone: /m.news-list and /m.product-list follow their desktop
// twins' segments and pagination on mobile addresses, and a twin's metadata is its desktop page's.

test.describe('§2.2 /m.news-list: the desktop list segments, real pagination, mobile canonical addresses', () => {
  async function longCategory(request: APIRequestContext) {
    for (const category of await api<NewsCategory[]>(request, 'newsCategory', 'zh')) {
      const first = await api<NewsPage>(request, 'news', 'zh', `&categoryId=${category.id}&page=1`)
      if (first.totalPages > 1) return { category, totalPages: first.totalPages }
    }
    throw new Error('the seed has no news category with two pages')
  }

  const titles = (page: Page) => page.getByTestId('news-items').getByRole('link').allInnerTexts()
  const pager = (page: Page) => page.getByRole('navigation', { name: '分页' })

  test('to page 2 and back, each page listing its own articles', async ({ page, request }) => {
    const { category, totalPages } = await longCategory(request)
    const expected = async (pageNumber: number) =>
      (await api<NewsPage>(request, 'news', 'zh', `&categoryId=${category.id}&page=${pageNumber}`)).items.map((item) => item.title)

    await visit(page, `/m.news-list/${category.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
    await expect(pager(page)).toContainText(`1 / ${totalPages}`)
    const first = await titles(page)
    expect(first.map((title) => title.split('\n')[0])).toEqual(await expected(1))
    await expect(pager(page).locator('[aria-disabled="true"]')).toHaveCount(1)

    await pager(page).getByRole('link', { name: /下一页/ }).click()
    await expect(page).toHaveURL(new RegExp(`/m\\.news-list/${category.id}/2$`))
    await expect(pager(page)).toContainText(`2 / ${totalPages}`)
    const second = await titles(page)
    expect(second.map((title) => title.split('\n')[0])).toEqual(await expected(2))
    expect(second.some((title) => first.includes(title))).toBe(false)

    await pager(page).getByRole('link', { name: /上一页/ }).click()
    await expect(page).toHaveURL(new RegExp(`/m\\.news-list/${category.id}$`))
    expect(await titles(page)).toEqual(first)
  })

  test('all news pages too; non-canonical spellings redirect to the mobile address; past the end is 404', async ({ page, request }) => {
    const all = await api<NewsPage>(request, 'news', 'en', '&page=1')
    expect(all.totalPages).toBeGreaterThan(1)
    await page.goto('/en/m.news-list/all/2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui('en', 'news', 'all'))
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(`2 / ${all.totalPages}`)
    expect(await expectMobileLinks(page)).toBeGreaterThan(0)

    const { category } = await longCategory(request)
    for (const [asked, canonical] of [
      [`/m.news-list/${category.id}/1`, `/m.news-list/${category.id}`],
      ['/en/m.news-list/all', '/en/m.news-list'],
      ['/en/m.news-list/all/1', '/en/m.news-list'],
      [`/m.news-list?id=${category.id}`, `/m.news-list/${category.id}`],
      ['/m.news-detail', '/m.news-trend'],
    ]) {
      const response = await page.goto(asked)
      expect(response?.status(), asked).toBe(200)
      expect(new URL(page.url()).pathname, asked).toBe(canonical)
    }
    expect((await page.goto(`/m.news-list/${category.id}/99`))?.status()).toBe(404)
    expect((await page.goto('/m.news-list/abc'))?.status()).toBe(404)
  })
})

test.describe('§2.2 /m.product-list?i=N like its desktop twin', () => {
  test('the chips switch categories on mobile addresses; an index past the list is 404', async ({ page, request }) => {
    const categories = await api<Category[]>(request, 'productCategory', 'zh')
    await visit(page, '/m.product-list')
    const chips = page.getByRole('navigation', { name: '产品分类' })
    await expect(chips.locator('[aria-current="page"]')).toHaveText(categories[0].name)
    await chips.getByRole('link', { name: categories[2].name }).click()
    await expect(page).toHaveURL(/\/m\.product-list\?i=2$/)
    await expect(page.getByRole('heading', { level: 2, name: categories[2].name })).toBeVisible()
    const product = categories[2].productList[0]
    await page.locator(`main [data-product-model="${product.model}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/m\\.product-detail/${product.customizeUrl}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.firstTitle)
    expect((await page.goto('/m.product-list?i=99'))?.status()).toBe(404)
  })
})

test.describe('§2.2 twins share their metadata: the canonical of a mobile page is its desktop address', () => {
  test('canonical and title of /en/m.solution-detail/{id} are those of /en/solution-detail/{id}', async ({ page, request }) => {
    const [solution] = await api<Solution[]>(request, 'solution', 'en')
    await page.goto(`/en/m.solution-detail/${solution.id}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/solution-detail/${solution.id}$`))
    await expect(page).toHaveTitle(new RegExp(solution.name))
  })
})
