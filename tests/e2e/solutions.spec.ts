import { expect, test } from '@playwright/test'

import { frontData } from './support/api'

// Spec §2.1 solution list and solution detail, in Chinese and English.
// Expected content is read from the site's own API (§7), so the tests follow what editors change.

type Solution = { id: number; name: string; summary: string }

test.describe('§2.1 solutions: /solution-list and /solution-detail/{id}', () => {
  test('the list shows every solution and leads to its detail page', async ({ page, request }) => {
    const solutions = await frontData<Solution[]>(request, '/api/front/solution?language=zh')
    const response = await page.goto('/solution-list')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: '解决方案' })).toBeVisible()
    const links = page.locator('main ul a[href^="/solution-detail/"]')
    await expect(links).toHaveCount(solutions.length)
    for (const solution of solutions) {
      await expect(page.locator(`main a[href="/solution-detail/${solution.id}"]`)).toContainText(solution.name)
    }
    await page.screenshot({ path: 'test-results/solution-list-zh.png', fullPage: true })

    const first = solutions[0]
    await links.first().click()
    await expect(page).toHaveURL(new RegExp(`/solution-detail/${first.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
    await expect(page).toHaveTitle(new RegExp(first.name))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', first.summary)
    await expect(page.getByRole('heading', { name: '方案介绍' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '方案亮点' })).toBeVisible()
    const highlights = page.getByRole('region', { name: '方案亮点' }).getByRole('listitem')
    await expect(highlights.first()).toBeVisible()
    expect(await highlights.count()).toBeGreaterThan(0)
    await page.screenshot({ path: 'test-results/solution-detail-zh.png', fullPage: true })

    // Related products link to their product detail pages.
    const products = page.getByRole('region', { name: '方案相关产品' }).locator('[data-product-model]')
    await expect(products.first()).toBeVisible()
    const model = await products.first().getAttribute('data-product-model')
    await products.first().click()
    await expect(page).toHaveURL(/\/product-detail\/[^/]+$/)
    await expect(page.getByTestId('product-model')).toHaveText(model!)
  })

  test('English list and detail under /en', async ({ page, request }) => {
    const solutions = await frontData<Solution[]>(request, '/api/front/solution?language=en')
    await page.goto('/en/solution-list')
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible()
    await expect(page.locator(`main a[href="/en/solution-detail/${solutions[1].id}"]`)).toContainText(solutions[1].name)
    await page.screenshot({ path: 'test-results/solution-list-en.png', fullPage: true })
    await page.goto(`/en/solution-detail/${solutions[1].id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutions[1].name)
    await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Products in this solution' })).toBeVisible()
    await page.screenshot({ path: 'test-results/solution-detail-en.png', fullPage: true })
  })

  test('an unknown solution id answers 404', async ({ page }) => {
    expect((await page.goto('/solution-detail/999999'))?.status()).toBe(404)
    expect((await page.goto('/solution-detail/not-a-number'))?.status()).toBe(404)
    expect((await page.goto('/en/solution-detail/999999'))?.status()).toBe(404)
  })
})
