import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { formatPrice, formatPriceOptions } from '../../src/components/mdm/formatPrice'
import { message } from '../../src/rules/messages'

import { api, type Category, expectMobileLinks, type Language, languages, type NewsCategory, type NewsPage, prefix, type Solution, ui } from './support/mobilePages'
import { visit } from './support/session'

/*
 * Spec §2.2 the /m. twin pages on a phone (iPhone 13 in Chromium), in Chinese and English: each
 * renders its own content from the same data as its desktop twin (read here from the site's API),
 * fits the screen without sideways scrolling, and links only to mobile twins. Plus the product
 * enquiry and the 404 of an unknown id; the list pages' pagination is in mobile-lists.mobile.spec.ts.
 */

type Titled = { title: string }
type Pricing = {
  title: string
  tiers: { code: string; price: number }[]
  addOns: { prices: number[]; unit: string }[]
  customFirmwarePerHour: number
  trialDays: number
}

/** A button or link whose name starts with `text` (a filter button also shows its count). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

type Twin = {
  name: string
  /** The address without the language prefix. */
  path: string
  heading: string
  /** Further checks of the page's own content. */
  check?: (page: Page) => Promise<void>
}

/** Every /m. twin (but /m.index, covered by the layout spec), with what its page must show. */
async function twins(request: APIRequestContext, language: Language): Promise<Twin[]> {
  const [profile, notice, mdm, pricing, categories, solutions, newsCategories, jobs] = await Promise.all([
    api<Titled>(request, 'companyProfile', language),
    api<Titled>(request, 'legalNotice', language),
    api<Titled>(request, 'mdm', language),
    api<Pricing>(request, 'mdmPrice', language),
    api<Category[]>(request, 'productCategory', language),
    api<Solution[]>(request, 'solution', language),
    api<NewsCategory[]>(request, 'newsCategory', language),
    api<unknown[]>(request, 'jobInfo', language),
  ])
  const [latest, locations] = await Promise.all([
    api<NewsPage>(request, 'news', language, '&page=1'),
    api<{ id: number; name: string; jobCount: number }[]>(request, 'jobInfo/location', language),
  ])
  const article = latest.items[0]
  const category = categories[1]
  const product = categories[0].productList[0]
  const tierPrices = Object.fromEntries(pricing.tiers.map((tier) => [tier.code, formatPrice(tier.price, language)]))
  return [
    {
      name: 'introductory',
      path: '/m.introductory',
      heading: profile.title,
      check: async (page) => {
        await expect(page.locator('#contact')).toBeVisible()
      },
    },
    { name: 'legal-notice', path: '/m.legal-notice', heading: notice.title },
    {
      name: 'mdm',
      path: '/m.mdm',
      heading: mdm.title,
      check: async (page) => {
        await expect(page.getByText(ui(language, 'mdm', 'trialTitle').replace('{days}', String(pricing.trialDays))).first()).toBeVisible()
      },
    },
    {
      name: 'mdm-price',
      path: '/m.mdm-price',
      heading: pricing.title,
      check: async (page) => {
        // §9: every figure, ¥ in Chinese and $ in English.
        for (const [code, price] of Object.entries(tierPrices)) {
          await expect(page.locator(`[data-tier="${code}"]`).getByTestId('tier-price')).toHaveText(price)
        }
        expect(Object.values(tierPrices).every((price) => price.startsWith(language === 'zh' ? '¥' : '$'))).toBe(true)
        await expect(page.locator('[data-recommended="true"]')).toHaveCount(1)
        for (const addOn of pricing.addOns) {
          await expect(page.getByTestId('add-ons')).toContainText(formatPriceOptions(addOn.prices, addOn.unit, language))
        }
        await expect(page.getByTestId('custom-firmware')).toContainText(formatPrice(pricing.customFirmwarePerHour, language))
        await expect(page.getByTestId('free-trial')).toContainText(String(pricing.trialDays))
        await expect(page.getByTestId('beyond-plan')).not.toBeEmpty()
      },
    },
    {
      name: 'news-trend',
      path: '/m.news-trend',
      heading: ui(language, 'news', 'trendTitle'),
      check: async (page) => {
        await expect(page.getByTestId('news-items').getByRole('link').first()).toContainText(article.title)
      },
    },
    { name: 'news-detail', path: `/m.news-detail/${article.id}`, heading: article.title },
    {
      name: 'news-list',
      path: `/m.news-list/${newsCategories[0].id}`,
      heading: newsCategories[0].name,
    },
    {
      name: 'product-list',
      path: '/m.product-list?i=1',
      heading: ui(language, 'product', 'title'),
      check: async (page) => {
        await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible()
        await expect(page.locator('main [data-product-model]')).toHaveCount(category.productList.length)
        await expect(page.getByRole('navigation', { name: ui(language, 'product', 'categories') }).locator('[aria-current="page"]')).toHaveText(category.name)
      },
    },
    {
      name: 'product-detail',
      path: `/m.product-detail/${product.customizeUrl}`,
      heading: product.firstTitle,
      check: async (page) => {
        await expect(page.getByTestId('product-model')).toHaveText(product.model)
        await expect(page.getByRole('heading', { level: 2, name: ui(language, 'product', 'specs') })).toBeVisible()
        await expect(page.getByRole('table')).toBeVisible()
      },
    },
    {
      name: 'recruitment-information',
      path: '/m.recruitment-information',
      heading: ui(language, 'about', 'recruitmentTitle'),
      check: async (page) => {
        const list = page.getByTestId('job-list').locator(':scope > li')
        await expect(list).toHaveCount(jobs.length)
        // The desktop page's location filter: one location's openings, then all again.
        const [, location] = locations
        await page.getByRole('button', { name: startsWith(location.name) }).click()
        await expect(list).toHaveCount(location.jobCount)
        for (const shown of await page.getByTestId('job-location').allInnerTexts()) expect(shown).toBe(location.name)
        await list.first().locator('summary').click()
        await expect(list.first().getByRole('link', { name: ui(language, 'about', 'apply') })).toHaveAttribute('href', /^mailto:/)
        await page.getByRole('button', { name: startsWith(ui(language, 'about', 'allLocations')) }).click()
        await expect(list).toHaveCount(jobs.length)
      },
    },
    {
      name: 'site-map',
      path: '/m.site-map',
      heading: ui(language, 'about', 'siteMapTitle'),
      check: async (page) => {
        await expect(page.getByTestId('site-map-news').getByRole('link')).toHaveCount(newsCategories.length + 1)
      },
    },
    {
      name: 'solution-list',
      path: '/m.solution-list',
      heading: ui(language, 'solution', 'title'),
      check: async (page) => {
        await expect(page.locator('main ul > li > a')).toHaveCount(solutions.length)
      },
    },
    { name: 'solution-detail', path: `/m.solution-detail/${solutions[0].id}`, heading: solutions[0].name },
  ]
}

/** The page is laid out at the phone's width and nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const viewport = page.viewportSize()
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }))
  // A page wider than the screen makes the phone lay it out wider and zoom out (innerWidth grows).
  expect(innerWidth, 'layout viewport').toBe(viewport?.width)
  expect(scrollWidth, 'document width').toBeLessThanOrEqual(innerWidth)
}

for (const language of languages) {
  test.describe(`§2.2 mobile twins (${language})`, () => {
    test('each page shows its content, fits the phone and links to mobile twins', async ({ page, request }) => {
      test.setTimeout(240_000)
      let links = 0
      for (const twin of await twins(request, language)) {
        await test.step(twin.name, async () => {
          const address = `${prefix(language)}${twin.path}`
          const response = await page.goto(address)
          expect(response?.status(), address).toBe(200)
          const url = new URL(page.url())
          expect(`${url.pathname}${url.search}`, 'no redirect').toBe(address)
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en')
          await expect(page.getByTestId('mobile-header')).toBeVisible()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(twin.heading)
          await twin.check?.(page)
          await expectNoHorizontalOverflow(page)
          links += await expectMobileLinks(page)
          await page.screenshot({ path: `test-results/mobile-${twin.name}-${language}.png`, fullPage: true })
        })
      }
      expect(links, 'links checked').toBeGreaterThan(100)
    })

    for (const width of [360, 430]) {
      test(`no page scrolls sideways on a ${width} px wide phone`, async ({ page, request }) => {
        test.setTimeout(240_000)
        await page.setViewportSize({ width, height: 800 })
        for (const twin of await twins(request, language)) {
          await page.goto(`${prefix(language)}${twin.path}`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await test.step(`${twin.name} at ${width} px`, () => expectNoHorizontalOverflow(page))
        }
      })
    }

    test('a product detail page: the enquiry button opens the contact dialog with the model filled in', async ({ page, request }) => {
      const [category] = await api<Category[]>(request, 'productCategory', language)
      const product = category.productList[1]
      await visit(page, `${prefix(language)}/m.product-detail/${product.id}`)
      await expect(page.getByTestId('product-model')).toHaveText(product.model)
      await page.getByRole('button', { name: ui(language, 'product', 'enquire') }).click()
      const dialog = page.getByTestId('contact-dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAttribute('data-variant', 'mobile')
      await expect(dialog.locator('[name="productModel"]')).toHaveValue(product.model)
      await page.screenshot({ path: `test-results/mobile-product-enquiry-${language}.png` })
      await dialog.getByRole('button', { name: language === 'zh' ? '取消' : 'Cancel', exact: true }).click()
      await expect(dialog).toBeHidden()
    })

    test('an unknown product, solution or article answers the 404 page inside the mobile layout', async ({ page }) => {
      for (const missing of ['/m.product-detail/no-such-product', '/m.solution-detail/999999', '/m.news-detail/999999']) {
        const response = await page.goto(`${prefix(language)}${missing}`)
        expect(response?.status(), missing).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('notFound', language))
        await expect(page.getByTestId('mobile-header')).toBeVisible()
        await expect(page.getByRole('link', { name: message('backHome', language) })).toHaveAttribute('href', `${prefix(language)}/m.index`)
      }
      if (language === 'en') await expect(page.getByText('This page could not be found')).toBeVisible()
    })
  })
}
