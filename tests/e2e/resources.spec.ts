import { expect, test } from '@playwright/test'

import { resourceLists } from '../../src/rules/resourceLists'

import { storedEnquiries } from './support/estimate'

// Issue 29: the download centre, case studies and where-to-buy pages as a person uses them.

/** The entries of a page of a list filtered on the server (issue 36): its documents or partners. */
const rows = (page: import('@playwright/test').Page, list: 'document-list' | 'partner-list') => page.locator(`#${list} li[id^="${list.split('-')[0]}-"]`)
/** The case studies the in-place filter shows. */
const shownCases = (page: import('@playwright/test').Page) => page.locator('#case-study-list [data-filter-item]:visible')
const count = (page: import('@playwright/test').Page) => page.getByTestId('list-count')

test.describe('issue 29/36 download centre', () => {
  test('filters by type, product and language on the server, keeps the choice in the address, pages, searches, and clears it', async ({ page }) => {
    await page.goto('/en/downloads')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download Centre')
    await expect(rows(page, 'document-list')).toHaveCount(resourceLists.downloads.pageSize)
    await expect(count(page)).toHaveText(/^\d{3} documents · Page 1 of \d+$/)
    const filters = page.getByRole('search', { name: 'Filter documents' })
    const apply = filters.getByRole('button', { name: 'Apply' })
    await filters.getByLabel('Product', { exact: true }).selectOption({ label: 'RT-T7' })
    await apply.click()
    // With JavaScript the address names only what is chosen.
    await expect(page).toHaveURL(/\/en\/downloads\?product=rt-t7$/)
    await expect(count(page)).toHaveText(/^\d documents$/)
    const t7 = rows(page, 'document-list')
    const shown = await t7.count()
    expect(shown).toBeGreaterThanOrEqual(3)
    for (let index = 0; index < shown; index++) await expect(t7.nth(index).getByRole('link', { name: 'RT-T7', exact: true })).toBeVisible()
    await expect(count(page)).toHaveText(`${shown} documents`)
    // The choice stays chosen.
    await expect(filters.getByLabel('Product', { exact: true })).toHaveValue('rt-t7')
    await filters.getByLabel('Type', { exact: true }).selectOption('manual')
    await apply.click()
    await expect(page).toHaveURL(/\/en\/downloads\?type=manual&product=rt-t7$/)
    await expect(rows(page, 'document-list')).toHaveCount(1)
    await expect(rows(page, 'document-list').first()).toContainText('RT-T7 User Manual')
    await filters.getByLabel('Language', { exact: true }).selectOption('multi')
    await apply.click()
    await expect(rows(page, 'document-list')).toHaveCount(0)
    await expect(count(page)).toHaveText('No documents match these filters.')
    await filters.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/en\/downloads$/)
    await expect(rows(page, 'document-list')).toHaveCount(resourceLists.downloads.pageSize)
    await expect(filters.getByLabel('Type', { exact: true })).toHaveValue('')

    // The pages: the next one lists other documents.
    const firstPage = await rows(page, 'document-list').first().getAttribute('id')
    await page.getByRole('navigation', { name: 'Pages of the list' }).getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/\/en\/downloads\?page=2$/)
    await expect(count(page)).toHaveText(/Page 2 of/)
    await expect(rows(page, 'document-list').first()).not.toHaveAttribute('id', firstPage!)

    // A text search, from the first page: a model with or without its hyphen (RT-T7 and RT-T7S).
    await filters.getByLabel('Search').fill('rtt7 manual')
    await filters.getByLabel('Search').press('Enter')
    await expect(page).toHaveURL(/\/en\/downloads\?q=rtt7\+manual$/)
    await expect(rows(page, 'document-list')).toHaveCount(2)
    await expect(rows(page, 'document-list').getByRole('heading', { level: 2 })).toHaveText(['RT-T7S User Manual', 'RT-T7 User Manual'])
  })

  test('an address with a filter opens filtered (the product page links so)', async ({ page }) => {
    await page.goto('/downloads?product=rt-v7&type=firmware')
    await expect(rows(page, 'document-list')).toHaveCount(1)
    const firmware = rows(page, 'document-list').first()
    await expect(firmware).toContainText('RT-V7 系统固件')
    // Previous versions stay reachable.
    await firmware.getByText('历史版本（2）').click()
    await expect(firmware.getByRole('link', { name: /版本 2\.2\.1/ })).toBeVisible()
    await expect(firmware.getByTestId('sha256').first()).toHaveText(/^[0-9a-f]{64}$/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form filters and searches, and the pages page, all by plain GET', async ({ page }) => {
      await page.goto('/en/downloads')
      const filters = page.getByRole('search', { name: 'Filter documents' })
      await expect(filters).toBeVisible()
      await filters.getByLabel('Type', { exact: true }).selectOption('driver')
      await filters.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/\/en\/downloads\?type=driver&product=&category=&language=&q=$/)
      const drivers = rows(page, 'document-list')
      await expect(drivers.first()).toBeVisible()
      for (const row of await drivers.all()) await expect(row.locator('p').first()).toHaveText('Driver')
      await expect(filters.getByLabel('Type', { exact: true })).toHaveValue('driver')
      await filters.getByLabel('Search').fill('RT-T10')
      await filters.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/q=RT-T10$/)
      for (const row of await rows(page, 'document-list').all()) await expect(row).toContainText('RT-T10')
      await page.goto('/en/downloads')
      await page.getByRole('navigation', { name: 'Pages of the list' }).getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(/\/en\/downloads\?page=2$/)
      await expect(count(page)).toHaveText(/Page 2 of/)
    })
  })

  test('a file downloads under its own name', async ({ page }) => {
    await page.goto('/en/downloads?product=rt-t7&type=datasheet')
    const link = rows(page, 'document-list').first().getByRole('link', { name: /^Download PDF: RT-T7 Datasheet/ })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('RT-T7-datasheet.pdf')
  })

  test('the product page lists its own documents and the case studies that use it', async ({ page }) => {
    await page.goto('/en/product-detail/rt-v7m')
    const downloads = page.getByRole('region', { name: 'Downloads' })
    await expect(downloads.getByRole('heading', { level: 3, name: 'RT-V7M Datasheet' })).toBeVisible()
    await expect(downloads.getByRole('heading', { level: 3, name: 'RT-V7M User Manual' })).toBeVisible()
    await expect(downloads.getByRole('link', { name: 'All downloads for RT-V7M →' })).toHaveAttribute('href', '/en/downloads?product=rt-v7m')
    const cases = page.getByRole('region', { name: 'Case studies' })
    await expect(cases.getByRole('link', { name: /Northern Energy open-pit mine/ })).toHaveAttribute('href', '/en/case-studies/open-pit-haul-trucks')
  })
})

test.describe('issue 29 case studies', () => {
  test('filters by industry and opens a study', async ({ page }) => {
    await page.goto('/case-studies')
    expect(await shownCases(page).count()).toBeGreaterThanOrEqual(4)
    await page.getByRole('search', { name: '筛选客户案例' }).getByLabel('行业').selectOption({ label: '港口码头' })
    await expect(shownCases(page)).toHaveCount(1)
    await shownCases(page).first().click()
    await expect(page).toHaveURL(/\/case-studies\/container-terminal-tablets$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('东港集装箱码头')
    for (const heading of ['挑战', '解决方案', '成果', '使用的产品', '采用的解决方案']) await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /^RT-T10\b/ }).first()).toHaveAttribute('href', '/product-detail/rt-t10')
  })
})

test.describe('issue 29/36 where to buy', () => {
  test('filters partners by region and country on the server; contact this partner sends an enquiry that records it', async ({ page, request }) => {
    await page.goto('/en/where-to-buy')
    const filters = page.getByRole('search', { name: 'Filter partners' })
    await filters.getByLabel('Region').selectOption({ label: 'Europe' })
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/en\/where-to-buy\?region=europe$/)
    await expect(rows(page, 'partner-list')).toHaveCount(2)
    await expect(page.getByRole('heading', { level: 2, name: 'North China' })).toHaveCount(0)
    await filters.getByLabel('Country').selectOption({ label: 'Netherlands' })
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/en\/where-to-buy\?region=europe&country=NL$/)
    await expect(rows(page, 'partner-list')).toHaveCount(1)
    const partner = rows(page, 'partner-list').first()
    await expect(partner).toContainText('Polder Fleet Solutions B.V.')
    await partner.getByRole('button', { name: 'Contact this partner: Polder Fleet Solutions B.V.' }).click()
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog.getByTestId('enquiry-about')).toContainText('Polder Fleet Solutions B.V.')
    const email = `partner${Date.now()}@example.com`
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Enquiry').fill('Please send a quote for 20 RT-V9.')
    await dialog.getByTestId('contact-submit').click()
    await expect(dialog).toBeHidden({ timeout: 15_000 })
    const [stored] = await storedEnquiries(request, email)
    const partners = (await (await request.get('/api/front/partners?country=NL')).json()).data.items
    expect(stored?.partner).toBe(partners[0].id)
  })
})
