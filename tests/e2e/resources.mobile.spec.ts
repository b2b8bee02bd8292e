import { expect, test } from '@playwright/test'

import { resourceLists } from '../../src/rules/resourceLists'

import { enter, estimateForm, estimateWords, openEstimate, total } from './support/estimate'

// Issue 29 on a phone: the /m. twins of the customer-resources pages and the MDM estimate.

test.describe('issue 29 on the phone', () => {
  test('a phone is sent to /m.downloads, whose filters and pages work as on desktop', async ({ page }) => {
    await page.goto('/en/downloads?product=rt-t8')
    await expect(page).toHaveURL(/\/en\/m\.downloads\?product=rt-t8$/)
    const shown = page.locator('#document-list li[id^="document-"]')
    await expect(shown.first()).toBeVisible()
    expect(await shown.count()).toBeGreaterThanOrEqual(2)
    const filters = page.getByRole('search', { name: 'Filter documents' })
    await expect(filters.getByLabel('Product', { exact: true })).toHaveValue('rt-t8')
    // The row fits the screen: the long checksum wraps.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
    // Another choice keeps the first; clearing brings the whole list back, in pages.
    await filters.getByLabel('Type', { exact: true }).selectOption('datasheet')
    await filters.getByRole('button', { name: 'Apply' }).tap()
    await expect(page).toHaveURL(/\/en\/m\.downloads\?type=datasheet&product=rt-t8$/)
    await expect(shown).toHaveCount(1)
    await expect(shown.first()).toContainText('RT-T8 Datasheet')
    await filters.getByRole('link', { name: 'Clear filters' }).tap()
    await expect(page).toHaveURL(/\/en\/m\.downloads$/)
    await expect(shown).toHaveCount(resourceLists.downloads.pageSize)
    const pager = page.getByRole('navigation', { name: 'Pages of the list' })
    await expect(pager.getByText(/^1 \/ \d+$/)).toBeVisible()
    await pager.getByRole('link', { name: 'Next ›' }).tap()
    await expect(page).toHaveURL(/\/en\/m\.downloads\?page=2$/)
    await expect(pager.getByText(/^2 \/ \d+$/)).toBeVisible()
  })

  test('/m.where-to-buy searches partners by name or place', async ({ page }) => {
    await page.goto('/en/m.where-to-buy')
    const filters = page.getByRole('search', { name: 'Filter partners' })
    await filters.getByLabel('Search').fill('Rotterdam')
    await filters.getByRole('button', { name: 'Apply' }).tap()
    await expect(page).toHaveURL(/\/en\/m\.where-to-buy\?q=Rotterdam$/)
    const shown = page.locator('#partner-list li[id^="partner-"]')
    await expect(shown).toHaveCount(1)
    await expect(shown.first()).toContainText('Polder Fleet Solutions B.V.')
  })

  test('/m.case-studies links to the phone pages of each study', async ({ page }) => {
    await page.goto('/m.case-studies')
    await page.locator('#case-study-list [data-filter-item]').first().click()
    await expect(page).toHaveURL(/\/m\.case-studies\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('/m.where-to-buy lists partners by region with their contact details', async ({ page }) => {
    await page.goto('/m.where-to-buy?region=europe')
    await expect(page.getByRole('heading', { level: 2, name: '欧洲' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'sales@rhein-mobile.example' })).toHaveAttribute('href', 'mailto:sales@rhein-mobile.example')
  })

  for (const locale of ['zh', 'en'] as const) {
    test(`the estimate on /m.mdm-price (${locale}): 650 devices on basic, then a manager above 1,000`, async ({ page }) => {
      const words = estimateWords[locale]
      await openEstimate(page, locale, true)
      await enter(page, locale, { tier: 'basic', devices: 650 })
      await expect(total(page)).toHaveText(`${words.sign}5,499`)
      await enter(page, locale, { tier: 'basic', devices: 1001 })
      await estimateForm(page).getByRole('button', { name: words.manager }).tap()
      await expect(page.getByTestId('contact-dialog').getByTestId('enquiry-about')).toBeVisible()
    })
  }
})
