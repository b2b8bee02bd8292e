import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { mediaFileOf } from '../../src/rules/imageUrl'
import { frontData } from './support/api'

// Spec §2.1 product list and product detail, in Chinese and English.
// Expected content is read from the site's own API (§7), so the tests follow what editors change.

type ProductSummary = { id: number; firstTitle: string; model: string; customizeUrl: string; imageUrl: string }
type Category = { id: number; name: string; summary: string; imageUrl: string; selectImageUrl: string; productList: ProductSummary[] }
type ProductDetail = ProductSummary & {
  summary: string
  category: { name: string; index: number } | null
  features: string[]
  specs: { label: string; value: string }[]
  gallery: { url: string }[]
  datasheet: { url: string; filename: string } | null
  related: ProductSummary[]
}

const categoriesOf = (request: APIRequestContext, language: 'zh' | 'en') =>
  frontData<Category[]>(request, `/api/front/productCategory?language=${language}`)

/** The tab bar of the product list. */
const tabs = (page: Page) => page.getByRole('navigation', { name: /产品分类|Product categories/ })

/** The product cards of the active category (each card links to a product detail page). */
const cards = (page: Page) => page.locator('main section [data-product-model]')

async function expectCategoryShown(page: Page, categories: Category[], index: number) {
  const category = categories[index]
  const active = tabs(page).locator('a[aria-current="page"]')
  await expect(active).toHaveCount(1)
  await expect(active).toHaveText(category.name)
  await expect(active).toHaveAttribute('href', new RegExp(`/product-list\\?i=${index}$`))
  // The active tab shows the category's selected icon, the others their plain icon.
  const icon = mediaFileOf((await active.locator('img').getAttribute('src')) ?? '')
  expect(icon).toContain(category.selectImageUrl)
  await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible()
  if (category.summary) await expect(page.getByText(category.summary, { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(category.productList.length)
  const models = await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-product-model')))
  expect(models).toEqual(category.productList.map((product) => product.model))
  const first = category.productList[0]
  const firstCard = cards(page).first()
  await expect(firstCard).toContainText(first.firstTitle)
  await expect(firstCard).toHaveAttribute('href', new RegExp(`/product-detail/${first.customizeUrl}$`))
}

test.describe('§2.1 product list: /product-list?i={category index} with category tabs', () => {
  test('without i the first category is active; ?i=N activates category N and shows its products', async ({ page, request }) => {
    const categories = await categoriesOf(request, 'zh')
    expect(categories.length).toBeGreaterThan(2)

    const response = await page.goto('/product-list')
    expect(response?.status()).toBe(200)
    await expect(tabs(page).getByRole('link')).toHaveCount(categories.length)
    await expectCategoryShown(page, categories, 0)
    await expect(page).toHaveTitle(new RegExp(categories[0].name))

    for (const index of [1, categories.length - 1]) {
      const next = await page.goto(`/product-list?i=${index}`)
      expect(next?.status()).toBe(200)
      await expectCategoryShown(page, categories, index)
      const plain = tabs(page).getByRole('link').nth(0)
      expect(mediaFileOf((await plain.locator('img').getAttribute('src')) ?? '')).toContain(categories[0].imageUrl)
    }
    await page.screenshot({ path: 'test-results/product-list-zh.png', fullPage: true })
  })

  test('a tab navigates to its category, and a card to its product', async ({ page, request }) => {
    const categories = await categoriesOf(request, 'zh')
    await page.goto('/product-list?i=0')
    await tabs(page).getByRole('link', { name: categories[2].name }).click()
    await expect(page).toHaveURL(/\/product-list\?i=2$/)
    await expectCategoryShown(page, categories, 2)

    const product = categories[2].productList[0]
    await cards(page).first().click()
    await expect(page).toHaveURL(new RegExp(`/product-detail/${product.customizeUrl}$`))
    await expect(page.getByRole('heading', { level: 1, name: product.firstTitle })).toBeVisible()
  })

  test('English list under /en with English names', async ({ page, request }) => {
    const categories = await categoriesOf(request, 'en')
    const response = await page.goto('/en/product-list?i=1')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectCategoryShown(page, categories, 1)
    await expect(tabs(page).getByRole('link').first()).toHaveAttribute('href', '/en/product-list?i=0')
    await page.screenshot({ path: 'test-results/product-list-en.png', fullPage: true })
  })

  test('an index beyond the categories answers 404', async ({ page }) => {
    expect((await page.goto('/product-list?i=99'))?.status()).toBe(404)
    expect((await page.goto('/en/product-list?i=99'))?.status()).toBe(404)
    expect((await page.goto('/product-list/0/1'))?.status()).toBe(404)
  })
})

test.describe('§2.1 product detail: /product-detail/{customizeUrl or id}', () => {
  test('the customizeUrl and the id show the same product with specifications and datasheet', async ({ page, request }) => {
    const categories = await categoriesOf(request, 'zh')
    const summary = categories[0].productList[0]
    const product = await frontData<ProductDetail>(request, `/api/front/product?language=zh&customizeUrl=${summary.customizeUrl}`)

    const pages: Record<string, string[]> = {}
    for (const key of [summary.customizeUrl, String(summary.id)]) {
      const response = await page.goto(`/product-detail/${key}`)
      expect(response?.status(), key).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.firstTitle)
      await expect(page.getByTestId('product-model')).toHaveText(product.model)
      await expect(page.getByText(product.summary, { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`${product.firstTitle} ${product.model}`))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product.summary)

      // Breadcrumb: home › product center › category › model.
      const crumbs = page.getByRole('navigation', { name: '面包屑导航' })
      await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
      await expect(crumbs.getByRole('link', { name: '产品中心' })).toHaveAttribute('href', '/product-list')
      await expect(crumbs.getByRole('link', { name: product.category!.name })).toHaveAttribute('href', `/product-list?i=${product.category!.index}`)

      for (const feature of product.features) await expect(page.getByRole('listitem').filter({ hasText: feature })).toBeVisible()
      const table = page.getByRole('table')
      await expect(table.locator('tbody tr')).toHaveCount(product.specs.length)
      await expect(table.getByRole('rowheader', { name: product.specs[0].label })).toBeVisible()
      await expect(table.getByRole('cell', { name: product.specs[0].value, exact: true })).toBeVisible()

      pages[key] = [
        (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
        await table.innerText(),
      ]
    }
    expect(pages[String(summary.id)]).toEqual(pages[summary.customizeUrl])

    // The datasheet is a plain download link to the PDF.
    const link = page.getByRole('link', { name: '下载规格书' })
    await expect(link).toHaveAttribute('href', product.datasheet!.url)
    await expect(link).toHaveAttribute('download', product.datasheet!.filename)
    const pdf = await request.get(product.datasheet!.url)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(product.datasheet!.filename)
    await page.screenshot({ path: 'test-results/product-detail-zh.png', fullPage: true })
  })

  test('gallery thumbnails switch the main picture without a page load', async ({ page, request }) => {
    const product = await frontData<ProductDetail>(request, '/api/front/product?language=zh&customizeUrl=rt-t10')
    expect(product.gallery.length).toBeGreaterThan(1)
    await page.goto('/product-detail/rt-t10')
    const slides = page.locator('[data-gallery-slide]')
    await expect(slides).toHaveCount(product.gallery.length)
    await expect(slides.nth(0)).toBeVisible()
    await expect(slides.nth(1)).toBeHidden()
    await page.locator('[data-gallery-thumb="1"]').click()
    await expect(slides.nth(1)).toBeVisible()
    await expect(slides.nth(0)).toBeHidden()
    // Keyboard: the thumbnails are a radio group.
    await page.getByRole('radio', { name: '查看第 2 张图片' }).press('ArrowRight')
    await expect(slides.nth(2)).toBeVisible()
    await expect(slides.nth(1)).toBeHidden()
    await expect(page).toHaveURL(/\/product-detail\/rt-t10$/)
  })

  test('related products link to their detail pages', async ({ page, request }) => {
    const product = await frontData<ProductDetail>(request, '/api/front/product?language=zh&customizeUrl=rt-t10')
    await page.goto('/product-detail/rt-t10')
    const related = page.getByRole('region', { name: '相关产品' }).locator('[data-product-model]')
    await expect(related).toHaveCount(product.related.length)
    await related.first().click()
    await expect(page).toHaveURL(new RegExp(`/product-detail/${product.related[0].customizeUrl}$`))
    await expect(page.getByTestId('product-model')).toHaveText(product.related[0].model)
  })

  test('the enquiry button opens the contact dialog with the product model filled in', async ({ page }) => {
    await page.goto('/product-detail/rt-t10')
    await page.getByRole('button', { name: '咨询此产品' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('产品型号')).toHaveValue('RT-T10')
  })

  test('English detail under /en', async ({ page, request }) => {
    const product = await frontData<ProductDetail>(request, '/api/front/product?language=en&customizeUrl=rt-t10')
    const response = await page.goto('/en/product-detail/rt-t10')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.firstTitle)
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download datasheet' })).toHaveAttribute('href', product.datasheet!.url)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en')
    await page.getByRole('button', { name: 'Enquire about this product' }).click()
    await expect(page.getByRole('dialog').getByLabel('Product model')).toHaveValue(product.model)
    await page.screenshot({ path: 'test-results/product-detail-en.png', fullPage: true })
  })

  test('an unknown product answers 404', async ({ page }) => {
    expect((await page.goto('/product-detail/no-such-product'))?.status()).toBe(404)
    expect((await page.goto('/product-detail/999999'))?.status()).toBe(404)
    expect((await page.goto('/en/product-detail/no-such-product'))?.status()).toBe(404)
  })
})
