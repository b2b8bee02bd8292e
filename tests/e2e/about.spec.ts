import { expect, test } from '@playwright/test'

import { frontData } from './support/api'

// Spec §2.1 about pages (recruitment, site map, legal notice, company profile), in Chinese (no prefix)
// and English (/en), against the seeded CMS.

type NewsCategory = { id: number; name: string; code: string }

test.describe('§2.1 /recruitment-information: jobs filtered by location', () => {
  test('choosing a location lists only its jobs; all shows every job again', async ({ page, request }) => {
    type Location = { id: number; name: string; jobCount: number }
    type Job = { title: string }
    const locations = await frontData<Location[]>(request, '/api/front/jobInfo/location?language=zh')
    const all = await frontData<Job[]>(request, '/api/front/jobInfo?language=zh')
    expect(locations.length).toBeGreaterThan(1)

    expect((await page.goto('/recruitment-information'))?.status()).toBe(200)
    const jobs = page.getByTestId('job-list').locator('h2')
    await expect(jobs).toHaveCount(all.length)
    const filter = page.getByRole('group', { name: '工作地点' })
    for (const location of locations) {
      const expected = await frontData<Job[]>(request, `/api/front/jobInfo?language=zh&locationId=${location.id}`)
      await filter.getByRole('button', { name: new RegExp(`^${location.name}`) }).click()
      await expect(filter.getByRole('button', { name: new RegExp(`^${location.name}`) })).toHaveAttribute('aria-pressed', 'true')
      await expect(jobs).toHaveText(expected.map((job) => job.title))
      await expect(page.getByTestId('job-location')).toHaveText(expected.map(() => location.name))
    }
    await filter.getByRole('button', { name: /^全部地点/ }).click()
    await expect(jobs).toHaveCount(all.length)
    await expect(page.getByRole('link', { name: 'hr@ruitu.example' }).first()).toHaveAttribute('href', /^mailto:hr@ruitu\.example/)
  })

  test('English: the filter works with English location names', async ({ page, request }) => {
    const locations = await frontData<{ id: number; name: string; jobCount: number }[]>(request, '/api/front/jobInfo/location?language=en')
    await page.goto('/en/recruitment-information')
    const location = locations[1]!
    await page.getByRole('group', { name: 'Locations' }).getByRole('button', { name: new RegExp(`^${location.name}`) }).click()
    await expect(page.getByTestId('job-list').locator('h2')).toHaveCount(location.jobCount)
    await page.screenshot({ path: 'test-results/recruitment-en.png', fullPage: true })
  })
})

test.describe('§2.1 /site-map: generated from the data', () => {
  test('lists every product category and product, every solution and every news category', async ({ page, request }) => {
    type ProductCategory = { name: string; productList: { model: string; customizeUrl: string }[] }
    const categories = await frontData<ProductCategory[]>(request, '/api/front/productCategory?language=zh')
    const solutions = await frontData<{ id: number; name: string }[]>(request, '/api/front/solution?language=zh')
    const newsCategories = await frontData<NewsCategory[]>(request, '/api/front/newsCategory?language=zh')

    expect((await page.goto('/site-map'))?.status()).toBe(200)
    const products = page.getByTestId('site-map-products')
    for (const [index, category] of categories.entries()) {
      await expect(products.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `/product-list?i=${index}`)
      for (const product of category.productList) {
        await expect(products.locator(`a[href="/product-detail/${encodeURIComponent(product.customizeUrl)}"]`)).toContainText(product.model)
      }
    }
    for (const solution of solutions) {
      await expect(page.getByRole('link', { name: solution.name, exact: true }).first()).toHaveAttribute('href', `/solution-detail/${solution.id}`)
    }
    const news = page.getByTestId('site-map-news')
    for (const category of newsCategories) {
      await expect(news.getByRole('link', { name: category.name })).toHaveAttribute('href', `/news-list/${category.id}`)
    }
    await expect(page.getByRole('link', { name: '法律声明' }).first()).toBeVisible()
  })
})

test.describe('§2.1 /legal-notice and /introductory', () => {
  test('the legal notice renders its CMS sections in both languages', async ({ page, request }) => {
    const zh = await frontData<{ title: string }>(request, '/api/front/legalNotice?language=zh')
    const en = await frontData<{ title: string }>(request, '/api/front/legalNotice?language=en')
    expect((await page.goto('/legal-notice'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.title)
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5)
    expect((await page.goto('/en/legal-notice'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
    await page.screenshot({ path: 'test-results/legal-notice-en.png', fullPage: true })
  })

  test('the company profile shows its text, figures, milestones and the contact section the footer links to', async ({ page, request }) => {
    type Profile = { title: string; stats: { value: string; label: string }[]; milestones: { year: string; text: string }[] }
    const profile = await frontData<Profile>(request, '/api/front/companyProfile?language=zh')
    const site = await frontData<{ contactLines: { label: string; value: string }[] }>(request, '/api/front/siteSettings?language=zh')

    expect((await page.goto('/introductory'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.title)
    for (const stat of profile.stats) await expect(page.locator('main').getByText(stat.label, { exact: true })).toBeVisible()
    for (const milestone of profile.milestones) await expect(page.getByText(milestone.text, { exact: true })).toBeVisible()
    const contact = page.locator('#contact')
    for (const line of site.contactLines) await expect(contact.getByText(line.value, { exact: true })).toBeVisible()

    await page.locator('footer').getByRole('link', { name: '联系我们' }).click()
    await expect(page).toHaveURL(/\/introductory#contact$/)
    await expect(contact).toBeInViewport()
  })
})
