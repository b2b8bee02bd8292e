import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { mediaFileOf } from '../../src/rules/imageUrl'

import { adminToken } from './support/events'

// Spec §2.5 (desktop header), §8 (a header link of no known page), §9 (mega-menu limits).
// Every expectation is built from the CMS data the site serves (/api/front/*), not retyped.

// Navigations may wait for a page's first render on a busy machine.
const navigation = { timeout: 30_000 }

type Product = { firstTitle: string; model: string; customizeUrl: string }
type Category = { id: number; name: string; productList: Product[] }
type MenuSettings = { solutionImage: string; solutionUrl: string; newsImage: string; newsUrl: string; aboutUsImage: string; aboutUsUrl: string }

async function front<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/front/${path}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const header = (page: Page) => page.locator('header').first()
const mainNav = (page: Page, locale: 'zh' | 'en' = 'zh') =>
  page.getByRole('navigation', { name: locale === 'zh' ? '主导航' : 'Main navigation' })
const topLink = (page: Page, name: string, locale: 'zh' | 'en' = 'zh') =>
  mainNav(page, locale).getByRole('link', { name, exact: true }).first()

/** Hovers a top-level item (again, if the page was not interactive yet) and waits for its panel. */
async function openMenu(page: Page, name: string, locale: 'zh' | 'en' = 'zh'): Promise<Locator> {
  const trigger = topLink(page, name, locale)
  await expect(async () => {
    await page.mouse.move(10, 600)
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1500 })
  }).toPass()
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
  await expect(panel).toBeVisible()
  return panel
}

/** The panel's navigation picture: 360×166, loaded. */
async function expectNavPicture(panel: Locator) {
  const image = panel.locator('img[width="360"][height="166"]')
  await expect(image).toHaveCount(1)
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true)
  const box = await image.boundingBox()
  expect(box && Math.round(box.width)).toBe(360)
  expect(box && Math.round(box.height)).toBe(166)
  return image
}

test.describe('§2.5 header: top-level navigation', () => {
  test('each top-level item is a real link to its section, in both languages', async ({ page }) => {
    await page.goto('/')
    const expected: [string, string][] = [
      ['产品中心', '/product-list'],
      ['MDM', '/mdm'],
      ['解决方案', '/solution-list'],
      ['新闻动态', '/news-trend'],
      ['关于我们', '/introductory'],
    ]
    for (const [name, href] of expected) await expect(topLink(page, name)).toHaveAttribute('href', href)

    await page.goto('/en')
    const nav = mainNav(page, 'en')
    for (const [name, href] of [
      ['Products', '/en/product-list'],
      ['MDM', '/en/mdm'],
      ['Solutions', '/en/solution-list'],
      ['News', '/en/news-trend'],
      ['About us', '/en/introductory'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href)
    }
  })

  test('marks the current section with aria-current', async ({ page }) => {
    await page.goto('/mdm-price')
    await expect(topLink(page, 'MDM')).toHaveAttribute('aria-current', 'true')
    await expect(topLink(page, '产品中心')).not.toHaveAttribute('aria-current', /.*/)

    await page.goto('/product-list?i=2')
    await expect(topLink(page, '产品中心')).toHaveAttribute('aria-current', 'true')
    await expect(topLink(page, 'MDM')).not.toHaveAttribute('aria-current', /.*/)

    await page.goto('/recruitment-information')
    await expect(topLink(page, '关于我们')).toHaveAttribute('aria-current', 'true')
  })

  test('the header stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await expect(topLink(page, '产品中心')).toBeInViewport()
  })
})

test.describe('§2.5/§9 product center mega-menu', () => {
  test('hovering product center shows every product category', async ({ page, request }) => {
    const categories = await front<Category[]>(request, 'productCategory?language=zh')
    await page.goto('/')
    const panel = await openMenu(page, '产品中心')
    const list = panel.getByRole('list', { name: '产品分类' })
    await expect(list.getByRole('link')).toHaveText(categories.map((category) => category.name))
    for (const [index, category] of categories.entries()) {
      await expect(list.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `/product-list?i=${index}`)
    }
  })

  test('a category of more than 12 shows its first 11 products and view more; one of exactly 12 shows 11 and no view more', async ({ page, request }) => {
    const categories = await front<Category[]>(request, 'productCategory?language=zh')
    const bigIndex = categories.findIndex((category) => category.productList.length > 12)
    const twelveIndex = categories.findIndex((category) => category.productList.length === 12)
    expect(bigIndex, 'demo data has a category of more than 12 products').toBeGreaterThanOrEqual(0)
    expect(twelveIndex, 'demo data has a category of exactly 12 products').toBeGreaterThanOrEqual(0)

    await page.goto('/')
    const panel = await openMenu(page, '产品中心')
    const categoryList = panel.getByRole('list', { name: '产品分类' })

    const big = categories[bigIndex]
    await categoryList.getByRole('link', { name: big.name, exact: true }).hover()
    const bigProducts = panel.getByRole('list', { name: big.name, exact: true }).getByRole('link')
    await expect(bigProducts).toHaveCount(11)
    const firstEleven = big.productList.slice(0, 11)
    await expect(bigProducts).toHaveText(firstEleven.map((product) => `${product.firstTitle} ${product.model}`))
    for (const [index, product] of firstEleven.entries()) {
      await expect(bigProducts.nth(index)).toHaveAttribute('href', `/product-detail/${encodeURIComponent(product.customizeUrl)}`)
    }
    const viewMore = panel.getByRole('link', { name: '查看更多' })
    await expect(viewMore).toHaveCount(1)
    await expect(viewMore).toHaveAttribute('href', `/product-list?i=${bigIndex}`)

    const twelve = categories[twelveIndex]
    await categoryList.getByRole('link', { name: twelve.name, exact: true }).hover()
    const twelveProducts = panel.getByRole('list', { name: twelve.name, exact: true }).getByRole('link')
    await expect(twelveProducts).toHaveCount(11)
    await expect(twelveProducts).toHaveText(twelve.productList.slice(0, 11).map((product) => `${product.firstTitle} ${product.model}`))
    await expect(panel.getByRole('link', { name: '查看更多' })).toHaveCount(0)

    // Back to the big one: view more returns and leads to the category's list.
    await categoryList.getByRole('link', { name: big.name, exact: true }).hover()
    await expect(panel.getByRole('link', { name: '查看更多' })).toBeVisible()
    await panel.getByRole('link', { name: '查看更多' }).click()
    await expect(page).toHaveURL(new RegExp(`/product-list\\?i=${bigIndex}$`), navigation)
    await expect(panel).toBeHidden()
  })

  test('clicking a product opens its detail page and closes the menu', async ({ page, request }) => {
    const categories = await front<Category[]>(request, 'productCategory?language=zh')
    const category = categories[0]
    const product = category.productList[1]
    await page.goto('/')
    const panel = await openMenu(page, '产品中心')
    await panel.getByRole('link', { name: `${product.firstTitle} ${product.model}` }).click()
    await expect(page).toHaveURL(new RegExp(`/product-detail/${product.customizeUrl}$`), navigation)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.firstTitle)
    await expect(topLink(page, '产品中心')).toHaveAttribute('aria-expanded', 'false')
    await expect(topLink(page, '产品中心')).toHaveAttribute('aria-current', 'true')
  })

  test('the English menu shows English names and English links', async ({ page, request }) => {
    const categories = await front<Category[]>(request, 'productCategory?language=en')
    await page.goto('/en')
    const panel = await openMenu(page, 'Products', 'en')
    const big = categories.findIndex((category) => category.productList.length > 12)
    await panel.getByRole('list', { name: 'Product categories' }).getByRole('link', { name: categories[big].name, exact: true }).hover()
    const products = panel.getByRole('list', { name: categories[big].name, exact: true }).getByRole('link')
    await expect(products).toHaveCount(11)
    await expect(products.first()).toHaveAttribute('href', `/en/product-detail/${categories[big].productList[0].customizeUrl}`)
    await expect(panel.getByRole('link', { name: 'View more' })).toHaveAttribute('href', `/en/product-list?i=${big}`)
  })
})

test.describe('§2.5 solutions, news and about drop-downs with the navigation picture', () => {
  test('solutions list every solution and show the 360×166 picture', async ({ page, request }) => {
    const [solutions, menu] = await Promise.all([
      front<{ id: number; name: string }[]>(request, 'solution?language=zh'),
      front<MenuSettings>(request, 'menuSettings?language=zh'),
    ])
    await page.goto('/')
    const panel = await openMenu(page, '解决方案')
    const links = panel.getByRole('list', { name: '解决方案' }).getByRole('link')
    await expect(links).toHaveCount(solutions.length)
    for (const [index, solution] of solutions.entries()) {
      await expect(links.nth(index)).toContainText(solution.name)
      await expect(links.nth(index)).toHaveAttribute('href', `/solution-detail/${solution.id}`)
    }
    const picture = await expectNavPicture(panel)
    expect(mediaFileOf((await picture.getAttribute('src')) ?? '')).toContain(menu.solutionImage)
    await expect(panel.locator('a', { has: page.locator('img[width="360"]') })).toHaveAttribute('href', menu.solutionUrl)
  })

  test('news lists its categories, each to /news-list/{id}, with the picture', async ({ page, request }) => {
    const [categories, menu] = await Promise.all([
      front<{ id: number; name: string }[]>(request, 'newsCategory?language=zh'),
      front<MenuSettings>(request, 'menuSettings?language=zh'),
    ])
    await page.goto('/')
    const panel = await openMenu(page, '新闻动态')
    const links = panel.getByRole('list', { name: '新闻动态' }).getByRole('link')
    await expect(links).toHaveText(categories.map((category) => category.name))
    for (const [index, category] of categories.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/news-list/${category.id}`)
    }
    const picture = await expectNavPicture(panel)
    expect(mediaFileOf((await picture.getAttribute('src')) ?? '')).toContain(menu.newsImage)
  })

  test('about lists company profile and recruitment, with the picture', async ({ page, request }) => {
    const menu = await front<MenuSettings>(request, 'menuSettings?language=zh')
    await page.goto('/')
    const panel = await openMenu(page, '关于我们')
    const links = panel.getByRole('list', { name: '关于我们' }).getByRole('link')
    await expect(links).toHaveText(['公司简介', '招贤纳士'])
    await expect(links.nth(0)).toHaveAttribute('href', '/introductory')
    await expect(links.nth(1)).toHaveAttribute('href', '/recruitment-information')
    const picture = await expectNavPicture(panel)
    expect(mediaFileOf((await picture.getAttribute('src')) ?? '')).toContain(menu.aboutUsImage)
  })

  test('the English drop-downs are English and their picture is there too', async ({ page }) => {
    await page.goto('/en')
    const panel = await openMenu(page, 'About us', 'en')
    const links = panel.getByRole('list', { name: 'About us' }).getByRole('link')
    await expect(links).toHaveText(['Company profile', 'Careers'])
    await expect(links.nth(1)).toHaveAttribute('href', '/en/recruitment-information')
    await expectNavPicture(panel)
  })
})

test.describe('§2.5 menus with the keyboard', () => {
  test('Tab reaches product center; ArrowDown opens it and moves in; arrows move; Escape closes back', async ({ page, request }) => {
    const categories = await front<Category[]>(request, 'productCategory?language=zh')
    await page.goto('/')
    const trigger = topLink(page, '产品中心')
    for (let step = 0; step < 10 && !(await trigger.evaluate((node) => node === document.activeElement)); step++) {
      await page.keyboard.press('Tab')
    }
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveAccessibleDescription('按向下方向键展开菜单')

    await page.keyboard.press('ArrowDown')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    const categoryLinks = panel.getByRole('list', { name: '产品分类' }).getByRole('link')
    await expect(categoryLinks.first()).toBeFocused()

    // Focus picks the category whose products are shown.
    await page.keyboard.press('ArrowDown')
    await expect(categoryLinks.nth(1)).toBeFocused()
    await expect(panel.getByRole('list', { name: categories[1].name, exact: true })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()

    // The top-level item is a real link: Enter follows it.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/product-list$/, navigation)
  })

  test('ArrowRight moves between top-level items and ArrowDown opens a drop-down', async ({ page }) => {
    await page.goto('/')
    await topLink(page, 'MDM').focus()
    await page.keyboard.press('ArrowRight')
    const solutions = topLink(page, '解决方案')
    await expect(solutions).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(solutions).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`)
    await expect(panel.getByRole('link').first()).toBeFocused()
  })
})

test.describe('§1/§2.5 conference banner', () => {
  test('opens the conference page in a new tab', async ({ page, context, request }) => {
    const site = await front<{ conferenceBanner: { enabled: boolean; text: string; href: string } }>(request, 'siteSettings?language=zh')
    expect(site.conferenceBanner.enabled).toBe(true)
    await page.goto('/')
    const banner = header(page).getByRole('link', { name: new RegExp(site.conferenceBanner.text) })
    await expect(banner).toHaveAttribute('target', '_blank')
    await expect(banner).toHaveAttribute('rel', /noopener/)
    await expect(banner).toHaveAttribute('href', '/cpdc-2024')

    const [conference] = await Promise.all([context.waitForEvent('page'), banner.click()])
    await conference.waitForLoadState()
    expect(new URL(conference.url()).pathname).toBe('/cpdc-2024')
    await expect(page).toHaveURL(/\/$/, navigation)
    await conference.close()
  })

  test('the English banner opens the English conference page', async ({ page, context }) => {
    await page.goto('/en')
    const banner = header(page).locator('a[target="_blank"]').first()
    await expect(banner).toHaveAttribute('href', '/en/cpdc-2024')
    const [conference] = await Promise.all([context.waitForEvent('page'), banner.click()])
    await conference.waitForLoadState()
    expect(new URL(conference.url()).pathname).toBe('/en/cpdc-2024')
    await conference.close()
  })
})

test.describe('§2.5 album link', () => {
  test('the header links to the album list', async ({ page }) => {
    await page.goto('/')
    await expect(header(page).getByRole('link', { name: '相册' })).toHaveAttribute('href', '/album-list')
    await page.goto('/en')
    await expect(header(page).getByRole('link', { name: 'Albums' })).toHaveAttribute('href', '/en/album-list')
  })
})

test.describe('§2.5/§8 header links of no known page', () => {
  test('a known menu-settings link navigates and logs nothing', async ({ page, request }) => {
    const menu = await front<MenuSettings>(request, 'menuSettings?language=zh')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    const panel = await openMenu(page, '解决方案')
    await panel.locator('a', { has: page.locator('img[width="360"]') }).click()
    await expect(page).toHaveURL(new RegExp(`${menu.solutionUrl}$`), navigation)
    expect(errors.filter((text) => text.includes('找不到该项相关页面'))).toEqual([])
  })

  test.describe('with an editor-typed link to no page', () => {
    test.describe.configure({ mode: 'serial' })
    const unknown = '/no-such-page'
    let token = ''
    let original = ''

    test.beforeAll(async ({ request }) => {
      token = await adminToken(request)
      original = (await front<MenuSettings>(request, 'menuSettings?language=zh')).aboutUsUrl
      const update = await request.post('/api/cms/globals/menu-settings', {
        headers: { Authorization: `JWT ${token}` },
        data: { aboutUsUrl: unknown },
      })
      expect(update.ok()).toBe(true)
    })

    test.afterAll(async ({ request }) => {
      const restore = await request.post('/api/cms/globals/menu-settings', {
        headers: { Authorization: `JWT ${token}` },
        data: { aboutUsUrl: original },
      })
      expect(restore.ok()).toBe(true)
    })

    test('logs 找不到该项相关页面 and does nothing else', async ({ page, context }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      let opened = 0
      context.on('page', () => opened++)

      await page.goto('/introductory')
      const panel = await openMenu(page, '关于我们')
      const control = panel.locator('button', { has: page.locator('img[width="360"]') })
      await expect(control).toHaveCount(1)
      await expect(control).toHaveAccessibleName('关于我们')
      await expect(panel.locator('a', { has: page.locator('img[width="360"]') })).toHaveCount(0)

      await control.click()
      await expect.poll(() => errors.filter((text) => text === '找不到该项相关页面').length).toBe(1)
      await page.waitForTimeout(300)
      expect(new URL(page.url()).pathname).toBe('/introductory')
      expect(opened).toBe(0)
    })
  })
})
