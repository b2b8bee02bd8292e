import { expect, test } from '@playwright/test'

import { renditionWidth } from '../../src/rules/imageUrl'

// Issue 3 smoke test: the home page renders in Chinese, its header and footer filled from the CMS.
test.describe('home page (§2.4 default layout, §2.5 header, §2.6 footer)', () => {
  test('renders in Chinese by default with the CMS header and footer', async ({ page, request }) => {
    const site = await (await request.get('/api/front/siteSettings?language=zh')).json()
    const categories = await (await request.get('/api/front/productCategory?language=zh')).json()

    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

    const header = page.locator('header').first()
    await expect(header.getByRole('link', { name: site.data.companyName })).toBeVisible()
    for (const label of ['产品中心', 'MDM', '解决方案', '新闻动态', '关于我们']) {
      await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible()
    }

    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: categories.data[0].name })).toBeVisible()
    await expect(footer.getByText(site.data.contactLines[0].value)).toBeVisible()
    await expect(footer.getByRole('link', { name: '网站地图' })).toBeVisible()
    await expect(footer.getByRole('link', { name: '法律声明' })).toBeVisible()

    await page.screenshot({ path: 'test-results/home-zh.png', fullPage: true })
  })

  test('card pictures: below the headline band of the first screen, lazy, none fetched wider than its card', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/')
    // Issue 36: the first screen leads with text; the headline band fills it and the cards follow.
    const band = await page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::section[1]').boundingBox()
    expect(band?.height).toBeGreaterThanOrEqual(900 - 120)
    const products = page.locator('section', { has: page.getByRole('heading', { level: 2, name: '产品中心' }) })
    const productCards = products.locator('li img')
    const count = await productCards.count()
    expect(count).toBeGreaterThan(6)
    for (let index = 0; index < count; index++) {
      await expect(productCards.nth(index)).toHaveAttribute('loading', 'lazy')
    }
    expect((await productCards.first().boundingBox())?.y).toBeGreaterThanOrEqual(900)
    // A card is at most 384 px wide: on a 1× screen the 384-px rendition, not the 640-px one.
    const first = productCards.first()
    await first.scrollIntoViewIfNeeded()
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy()
    const { shownWidth, fetchedUrl } = await first.evaluate((img: HTMLImageElement) => ({
      shownWidth: img.getBoundingClientRect().width,
      fetchedUrl: img.currentSrc,
    }))
    expect(shownWidth).toBeLessThanOrEqual(384)
    expect(renditionWidth(fetchedUrl)).toBe(384)
  })

  test('serves English under /en', async ({ page, request }) => {
    const site = await (await request.get('/api/front/siteSettings?language=en')).json()
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('header').first().getByRole('link', { name: 'Products', exact: true })).toBeVisible()
    await expect(page.locator('header').first().getByRole('link', { name: site.data.companyName })).toBeVisible()
    await page.screenshot({ path: 'test-results/home-en.png', fullPage: true })
  })
})
