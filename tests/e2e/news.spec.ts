import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { frontData } from './support/api'

// Spec §2.1 news pages, in Chinese (no prefix) and English (/en), against the seeded CMS.

type Category = { id: number; name: string; code: string }
type Summary = { id: number; title: string; top: boolean; category: { id: number; name: string } | null }
type NewsPage = { items: Summary[]; page: number; totalPages: number; totalDocs: number }
type Article = Summary & {
  attachments: { filename: string; downloadUrl: string; size: number }[]
  previous: { id: number; title: string } | null
  next: { id: number; title: string } | null
}

async function newsPage(request: APIRequestContext, categoryId: number | null, page: number, language = 'zh') {
  const category = categoryId === null ? '' : `&categoryId=${categoryId}`
  return frontData<NewsPage>(request, `/api/front/news?language=${language}&page=${page}${category}`)
}

/** The seeded category with more than two pages (spec §2.1 pagination needs page 2 and 3). */
async function longCategory(request: APIRequestContext) {
  const categories = await frontData<Category[]>(request, '/api/front/newsCategory?language=zh')
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

    const categories = await frontData<Category[]>(request, '/api/front/newsCategory?language=zh')
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
    const article = await frontData<Article>(request, `/api/front/news?language=zh&id=${middle.id}`)
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
        const article = await frontData<Article>(request, `/api/front/news?language=zh&id=${item.id}`)
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
      const top = await frontData<Summary[]>(request, `/api/front/news/top/all?language=${language}`)
      const categories = await frontData<Category[]>(request, `/api/front/newsCategory?language=${language}`)
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
