import { expect, type Locator, type Page, test } from '@playwright/test'

// Spec §2.1 /mdm and /mdm-price, §9 the MDM pricing comparison: ¥ in Chinese text, $ in English.
// The figures asserted here are the §9 demo content seeded into the CMS (src/rules/limits.ts):
// basic ¥1,999 (monthly), standard ¥3,299 (yearly), enterprise ¥5,999 (recommended).

const tier = (page: Page, code: 'basic' | 'standard' | 'enterprise') => page.locator(`[data-tier="${code}"]`)
const compareTable = (page: Page) => page.getByRole('region', { name: /版本对比|Compare editions/ }).getByRole('table')

/** The cells of the comparison row whose header is `feature`, in column order. */
async function rowCells(table: Locator, feature: string | RegExp): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: feature, exact: true }) })
  await expect(row).toHaveCount(1)
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
}

test.describe('§2.1 /mdm: the MDM offering', () => {
  test('hero, features and scenarios from the CMS, with links to the prices and the contact dialog', async ({ page, request }) => {
    const content = (await (await request.get('/api/front/mdm?language=zh')).json()).data
    const response = await page.goto('/mdm')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
    await expect(page).toHaveTitle(new RegExp(content.title))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.subtitle)
    await expect(page.getByText('免费试用 30 天').first()).toBeVisible()
    const features = page.getByRole('region', { name: '核心功能' }).getByRole('listitem')
    await expect(features).toHaveCount(content.features.length)
    await expect(features.first()).toContainText(content.features[0].title)
    const scenarios = page.getByRole('region', { name: '应用场景' }).getByRole('listitem')
    await expect(scenarios).toHaveCount(content.scenarios.length)
    await page.screenshot({ path: 'test-results/mdm-zh.png', fullPage: true })

    const cta = page.getByRole('region', { name: '准备好统一管理您的设备了吗？' })
    await cta.getByRole('button', { name: '立即咨询' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('产品型号')).toHaveValue('MDM')
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()

    await cta.getByRole('link', { name: '查看价格方案' }).click()
    await expect(page).toHaveURL(/\/mdm-price$/)
    await expect(tier(page, 'basic')).toContainText('¥1,999')
  })

  test('English under /en', async ({ page, request }) => {
    const content = (await (await request.get('/api/front/mdm?language=en')).json()).data
    await page.goto('/en/mdm')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
    await expect(page.getByText('30-day free trial').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'See pricing' }).first()).toHaveAttribute('href', '/en/mdm-price')
    await page.screenshot({ path: 'test-results/mdm-en.png', fullPage: true })
  })
})

test.describe('§9 /mdm-price: basic, standard and enterprise compared', () => {
  test('Chinese: every §9 figure in yuan (¥), the recommended tier marked', async ({ page }) => {
    const response = await page.goto('/mdm-price')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/MDM 价格/)

    // Tier cards: name, price with ¥, billing period; enterprise is the recommended one.
    await expect(tier(page, 'basic').getByTestId('tier-price')).toHaveText('¥1,999')
    await expect(tier(page, 'standard').getByTestId('tier-price')).toHaveText('¥3,299')
    await expect(tier(page, 'enterprise').getByTestId('tier-price')).toHaveText('¥5,999')
    await expect(tier(page, 'basic')).toContainText('基础版')
    await expect(tier(page, 'basic')).toContainText('按月')
    await expect(tier(page, 'standard')).toContainText('标准版')
    await expect(tier(page, 'standard')).toContainText('按年')
    await expect(tier(page, 'enterprise')).toContainText('企业版')
    await expect(page.locator('[data-recommended="true"]')).toHaveCount(1)
    await expect(tier(page, 'enterprise')).toHaveAttribute('data-recommended', 'true')
    await expect(tier(page, 'enterprise')).toContainText('推荐')

    // The comparison table: header, then per-tier values and the "beyond the plan" column.
    const table = compareTable(page)
    await expect(table.getByRole('columnheader')).toHaveText(['项目', '基础版', '标准版', /企业版\s*推荐/, '超出部分'])
    expect(await rowCells(table, '价格')).toEqual(['¥1,999 按月', '¥3,299 按年', '¥5,999', '—'])
    expect(await rowCells(table, '并发用户数')).toEqual(['15 人', '15 人', '30 人', '200元/人/年'])
    expect(await rowCells(table, '并发设备数')).toEqual(['300 台', '300 台', '500 台', '100元/10台/年，超过1000台请联系客户经理'])
    expect(await rowCells(table, '最大带宽')).toEqual(['5M', '5M', '5M', '80元/M 或 600元/M，见增值服务'])
    expect(await rowCells(table, '云存储')).toEqual(['100M', '100M', '1G', '300元/100M'])
    expect(await rowCells(table, '推送券')).toEqual(['50 张', '100 张', '500 张', '10元/张'])

    // Add-ons, custom firmware, the free trial.
    const addOns = page.getByRole('heading', { name: '增值服务' }).locator('..')
    await expect(addOns.getByRole('row', { name: /额外账号/ })).toContainText('¥300/个或¥2,000/个')
    await expect(addOns.getByRole('row', { name: /额外带宽/ })).toContainText('¥80/M或¥600/M')
    await expect(addOns.getByRole('row', { name: /可选功能/ })).toContainText('¥1,000/项或¥2,000/项')
    await expect(page.getByTestId('custom-firmware')).toContainText('¥2,000/工时')
    await expect(page.getByTestId('free-trial')).toContainText('免费试用 30 天')

    // No dollar amounts in the Chinese page.
    expect(await page.locator('main').innerText()).not.toContain('$')
    await page.screenshot({ path: 'test-results/mdm-price-zh.png', fullPage: true })
  })

  test('English: every §9 figure with a dollar sign', async ({ page }) => {
    const response = await page.goto('/en/mdm-price')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/MDM Pricing/)

    await expect(tier(page, 'basic').getByTestId('tier-price')).toHaveText('$1,999')
    await expect(tier(page, 'standard').getByTestId('tier-price')).toHaveText('$3,299')
    await expect(tier(page, 'enterprise').getByTestId('tier-price')).toHaveText('$5,999')
    await expect(tier(page, 'basic')).toContainText('Monthly')
    await expect(tier(page, 'standard')).toContainText('Yearly')
    await expect(tier(page, 'enterprise')).toHaveAttribute('data-recommended', 'true')
    await expect(tier(page, 'enterprise')).toContainText('Recommended')

    const table = compareTable(page)
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Basic', 'Standard', /Enterprise\s*Recommended/, 'Beyond the plan'])
    expect(await rowCells(table, 'Price')).toEqual(['$1,999 Monthly', '$3,299 Yearly', '$5,999', '—'])
    expect(await rowCells(table, 'Concurrent users')).toEqual(['15 users', '15 users', '30 users', '$200 per user per year'])
    expect(await rowCells(table, 'Concurrent devices')).toEqual([
      '300 devices',
      '300 devices',
      '500 devices',
      '$100 per 10 devices per year; above 1,000 devices, contact your account manager',
    ])
    expect(await rowCells(table, 'Maximum bandwidth')).toEqual(['5M', '5M', '5M', '$80 or $600 per M; see add-ons'])
    expect(await rowCells(table, 'Cloud storage')).toEqual(['100M', '100M', '1G', '$300 per 100M'])
    expect(await rowCells(table, 'Push vouchers')).toEqual(['50 vouchers', '100 vouchers', '500 vouchers', '$10 each'])

    const addOns = page.getByRole('heading', { name: 'Add-ons' }).locator('..')
    await expect(addOns.getByRole('row', { name: /Extra account/ })).toContainText('$300 or $2,000 per account')
    await expect(addOns.getByRole('row', { name: /Extra bandwidth/ })).toContainText('$80 or $600 per M')
    await expect(addOns.getByRole('row', { name: /Optional function/ })).toContainText('$1,000 or $2,000 per function')
    await expect(page.getByTestId('custom-firmware')).toContainText('$2,000 per work hour')
    await expect(page.getByTestId('free-trial')).toContainText('30-day free trial')
    await expect(page.getByTestId('free-trial')).toContainText('30 days')

    expect(await page.locator('main').innerText()).not.toMatch(/[¥￥元]/)
    await page.screenshot({ path: 'test-results/mdm-price-en.png', fullPage: true })
  })

  test('the calls to action open the contact dialog with the edition filled in', async ({ page }) => {
    await page.goto('/mdm-price')
    await tier(page, 'enterprise').getByRole('button', { name: '咨询企业版' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('产品型号')).toHaveValue('MDM 企业版')
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('region', { name: '不确定哪个版本适合您？' }).getByRole('button', { name: '立即咨询' }).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('产品型号')).toHaveValue('MDM')
  })
})
