import { expect, test } from '@playwright/test'

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

  test('serves English under /en', async ({ page, request }) => {
    const site = await (await request.get('/api/front/siteSettings?language=en')).json()
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('header').first().getByRole('link', { name: 'Products', exact: true })).toBeVisible()
    await expect(page.locator('header').first().getByRole('link', { name: site.data.companyName })).toBeVisible()
    await page.screenshot({ path: 'test-results/home-en.png', fullPage: true })
  })
})
