import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

// Spec §2.1 news, about and misc pages, in Chinese (no prefix) and English (/en), against the seeded CMS.

type Envelope<T> = { result: boolean; data: T }
type Category = { id: number; name: string; code: string }
type Summary = { id: number; title: string; top: boolean; category: { id: number; name: string } | null }
type NewsPage = { items: Summary[]; page: number; totalPages: number; totalDocs: number }
type Article = Summary & {
  attachments: { filename: string; downloadUrl: string; size: number }[]
  previous: { id: number; title: string } | null
  next: { id: number; title: string } | null
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as Envelope<T>).data
}

async function newsPage(request: APIRequestContext, categoryId: number | null, page: number, language = 'zh') {
  const category = categoryId === null ? '' : `&categoryId=${categoryId}`
  return api<NewsPage>(request, `/api/front/news?language=${language}&page=${page}${category}`)
}

/** The seeded category with more than two pages (spec §2.1 pagination needs page 2 and 3). */
async function longCategory(request: APIRequestContext) {
  const categories = await api<Category[]>(request, '/api/front/newsCategory?language=zh')
  for (const category of categories) {
    const first = await newsPage(request, category.id, 1)
    if (first.totalPages > 2) return { category, totalPages: first.totalPages }
  }
  throw new Error('the seed has no news category with more than two pages')
}

const listedTitles = (page: Page) => page.getByTestId('news-items').locator('h2').allTextContents()

test.describe('§2.1 /news-list/{id?}/{page}: category tabs and real pagination', () => {
  test('pages 2 and 3 of a long category list other articles; the current page is marked; past the end is 404', async ({ page, request }) => {
    const { category, totalPages } = await longCategory(request)

    const first = await page.goto(`/news-list/${category.id}`)
    expect(first?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
    const tabs = page.getByRole('navigation', { name: '新闻分类' })
    await expect(tabs.getByRole('link', { name: category.name })).toHaveAttribute('aria-current', 'page')
    const pagination = page.getByRole('navigation', { name: '分页' })
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1')
    const page1 = await listedTitles(page)
    expect(page1).toEqual((await newsPage(request, category.id, 1)).items.map((item) => item.title))

    await pagination.getByRole('link', { name: '第 2 页' }).click()
    await expect(page).toHaveURL(new RegExp(`/news-list/${category.id}/2$`))
    await expect(page.getByRole('navigation', { name: '分页' }).locator('[aria-current="page"]')).toHaveText('2')
    const page2 = await listedTitles(page)
    expect(page2).toEqual((await newsPage(request, category.id, 2)).items.map((item) => item.title))
    expect(page2.some((title) => page1.includes(title))).toBe(false)

    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click()
    await expect(page).toHaveURL(new RegExp(`/news-list/${category.id}/3$`))
    const page3 = await listedTitles(page)
    expect(page3.length).toBeGreaterThan(0)
    expect(page3.some((title) => page1.includes(title) || page2.includes(title))).toBe(false)

    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '上一页' }).click()
    await expect(page).toHaveURL(new RegExp(`/news-list/${category.id}/2$`))

    const past = await page.goto(`/news-list/${category.id}/${totalPages + 1}`)
    expect(past?.status()).toBe(404)
    await expect(page.getByText('页面未找到')).toBeVisible()
  })

  test('all news: /news-list and /news-list/all/{page}; tabs lead to each category', async ({ page, request }) => {
    const all = await newsPage(request, null, 1)
    expect((await page.goto('/news-list'))?.status()).toBe(200)
    await expect(page.getByRole('navigation', { name: '新闻分类' }).getByRole('link', { name: '全部新闻' })).toHaveAttribute('aria-current', 'page')
    expect(await listedTitles(page)).toEqual(all.items.map((item) => item.title))

    expect((await page.goto('/news-list/all/2'))?.status()).toBe(200)
    expect(await listedTitles(page)).toEqual((await newsPage(request, null, 2)).items.map((item) => item.title))

    const categories = await api<Category[]>(request, '/api/front/newsCategory?language=zh')
    await page.getByRole('navigation', { name: '新闻分类' }).getByRole('link', { name: categories[1]!.name }).click()
    await expect(page).toHaveURL(new RegExp(`/news-list/${categories[1]!.id}$`))
  })

  test('non-canonical and invalid addresses: page 1 and /all redirect, bad pages and unknown categories are 404', async ({ request }) => {
    const { category } = await longCategory(request)
    const redirect = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 })
      // On a cache miss Next.js repeats the Location header (same value twice); the value is what counts.
      const locations = new Set((response.headers().location ?? '').split(',').map((value) => value.trim()))
      return { status: response.status(), location: [...locations].join(',') }
    }
    expect(await redirect(`/news-list/${category.id}/1`)).toEqual({ status: 308, location: `/news-list/${category.id}` })
    expect(await redirect('/news-list/all')).toEqual({ status: 308, location: '/news-list' })
    expect(await redirect(`/en/news-list/${category.id}/1`)).toEqual({ status: 308, location: `/en/news-list/${category.id}` })
    for (const path of [`/news-list/${category.id}/0`, `/news-list/${category.id}/-1`, `/news-list/${category.id}/two`, '/news-list/999999', '/news-list/x', `/news-list/${category.id}/2/3`]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('English list pages use English categories and labels', async ({ page, request }) => {
    const { category } = await longCategory(request)
    const english = await newsPage(request, category.id, 2, 'en')
    expect((await page.goto(`/en/news-list/${category.id}/2`))?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('2')
    expect(await listedTitles(page)).toEqual(english.items.map((item) => item.title))
    await page.screenshot({ path: 'test-results/news-list-en.png', fullPage: true })
  })
})

test.describe('§2.1 /news-detail/{id}: article, attachments, previous and next', () => {
  test('shows the article and walks to the previous and next article of its category', async ({ page, request }) => {
    const { category } = await longCategory(request)
    const middle = (await newsPage(request, category.id, 2)).items[1]!
    const article = await api<Article>(request, `/api/front/news?language=zh&id=${middle.id}`)
    expect(article.previous && article.next).toBeTruthy()

    expect((await page.goto(`/news-detail/${article.id}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.getByRole('navigation', { name: '位置' }).getByRole('link', { name: category.name })).toBeVisible()
    await expect(page.locator('article img').first()).toBeVisible()

    await page.getByTestId('next-article').click()
    await expect(page).toHaveURL(new RegExp(`/news-detail/${article.next!.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.next!.title)
    await expect(page.getByTestId('previous-article')).toHaveText(article.title)
    await page.getByTestId('previous-article').click()
    await expect(page).toHaveURL(new RegExp(`/news-detail/${article.id}$`))
    await page.screenshot({ path: 'test-results/news-detail-zh.png', fullPage: true })
  })

  test('an attachment downloads as a PDF with its file name', async ({ page, request }) => {
    const all = await newsPage(request, null, 1)
    let withFile: Article | null = null
    for (let number = 1; number <= all.totalPages && !withFile; number++) {
      for (const item of (await newsPage(request, null, number)).items) {
        const article = await api<Article>(request, `/api/front/news?language=zh&id=${item.id}`)
        if (article.attachments.length > 0) {
          withFile = article
          break
        }
      }
    }
    expect(withFile, 'a seeded article with an attachment').not.toBeNull()
    const file = withFile!.attachments[0]!

    await page.goto(`/news-detail/${withFile!.id}`)
    const attachments = page.getByRole('region', { name: '附件下载' })
    await expect(attachments.getByText(file.filename, { exact: true })).toBeVisible()
    const link = attachments.getByRole('link', { name: `下载 ${file.filename}` })
    const href = await link.getAttribute('href')
    expect(href).toBe(file.downloadUrl)

    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    expect(response.headers()['content-disposition']).toContain(file.filename)
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(file.filename)
  })

  test('an unknown id answers 404; bare /news-detail goes to the news trend page', async ({ page, request }) => {
    expect((await request.get('/news-detail/999999')).status()).toBe(404)
    expect((await request.get('/en/news-detail/abc')).status()).toBe(404)
    await page.goto('/news-detail')
    await expect(page).toHaveURL(/\/news-trend$/)
    await page.goto('/en/news-detail')
    await expect(page).toHaveURL(/\/en\/news-trend$/)
  })
})

test.describe('§2.1 /news-trend: lead story, top news, categories and latest articles', () => {
  for (const language of ['zh', 'en'] as const) {
    test(`${language}: shows the top news and links each category to its list`, async ({ page, request }) => {
      const prefix = language === 'en' ? '/en' : ''
      const top = await api<Summary[]>(request, `/api/front/news/top/all?language=${language}`)
      const categories = await api<Category[]>(request, `/api/front/newsCategory?language=${language}`)
      expect(top.length).toBeGreaterThan(0)

      expect((await page.goto(`${prefix}/news-trend`))?.status()).toBe(200)
      const topNews = page.getByTestId('top-news')
      for (const article of top) await expect(topNews.getByRole('link', { name: article.title })).toBeVisible()
      const categoryList = page.getByRole('region', { name: language === 'en' ? 'Categories' : '新闻分类' })
      for (const category of categories) {
        await expect(categoryList.getByRole('link', { name: new RegExp(category.name) })).toHaveAttribute('href', `${prefix}/news-list/${category.id}`)
      }
      await page.screenshot({ path: `test-results/news-trend-${language}.png`, fullPage: true })

      await topNews.getByRole('link', { name: top[0]!.title }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/news-detail/${top[0]!.id}$`))
    })
  }
})

test.describe('§2.1 /recruitment-information: jobs filtered by location', () => {
  test('choosing a location lists only its jobs; all shows every job again', async ({ page, request }) => {
    type Location = { id: number; name: string; jobCount: number }
    type Job = { title: string }
    const locations = await api<Location[]>(request, '/api/front/jobInfo/location?language=zh')
    const all = await api<Job[]>(request, '/api/front/jobInfo?language=zh')
    expect(locations.length).toBeGreaterThan(1)

    expect((await page.goto('/recruitment-information'))?.status()).toBe(200)
    const jobs = page.getByTestId('job-list').locator('h2')
    await expect(jobs).toHaveCount(all.length)
    const filter = page.getByRole('group', { name: '工作地点' })
    for (const location of locations) {
      const expected = await api<Job[]>(request, `/api/front/jobInfo?language=zh&locationId=${location.id}`)
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
    const locations = await api<{ id: number; name: string; jobCount: number }[]>(request, '/api/front/jobInfo/location?language=en')
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
    const categories = await api<ProductCategory[]>(request, '/api/front/productCategory?language=zh')
    const solutions = await api<{ id: number; name: string }[]>(request, '/api/front/solution?language=zh')
    const newsCategories = await api<Category[]>(request, '/api/front/newsCategory?language=zh')

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
    const zh = await api<{ title: string }>(request, '/api/front/legalNotice?language=zh')
    const en = await api<{ title: string }>(request, '/api/front/legalNotice?language=en')
    expect((await page.goto('/legal-notice'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.title)
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5)
    expect((await page.goto('/en/legal-notice'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
    await page.screenshot({ path: 'test-results/legal-notice-en.png', fullPage: true })
  })

  test('the company profile shows its text, figures, milestones and the contact section the footer links to', async ({ page, request }) => {
    type Profile = { title: string; stats: { value: string; label: string }[]; milestones: { year: string; text: string }[] }
    const profile = await api<Profile>(request, '/api/front/companyProfile?language=zh')
    const site = await api<{ contactLines: { label: string; value: string }[] }>(request, '/api/front/siteSettings?language=zh')

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
