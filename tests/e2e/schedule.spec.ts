import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

import { adminToken } from './support/events'

// Issue 13, scheduled publishing: an editor schedules a draft news article in the admin ("Schedule
// publish"), and the site shows it once its time has come, without anybody saving. The test
// server runs the jobs every 2 s (scripts/test.mjs); the time typed is about a minute ahead.

async function signIn(context: BrowserContext, token: string, baseURL: string, language: 'zh' | 'en') {
  await context.addCookies([
    { name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'payload-lng', value: language, url: baseURL, sameSite: 'Lax' },
  ])
}

/**
 * A draft article. Published while other spec files run beside this one, it must not move what
 * they compare: it is dated long ago (the last of the lists) in the category with fewest articles.
 */
async function draftArticle(request: APIRequestContext, token: string, title: string): Promise<number> {
  const auth = { Authorization: `JWT ${token}` }
  const categories = ((await (await request.get('/api/front/newsCategory')).json()) as { data: { id: number }[] }).data
  const sizes = await Promise.all(
    categories.map(async ({ id }) => ((await (await request.get(`/api/front/news?categoryId=${id}`)).json()) as { data: { totalDocs: number } }).data.totalDocs),
  )
  const category = categories[sizes.indexOf(Math.min(...sizes))]!.id
  const response = await request.post('/api/cms/news?draft=true&locale=zh', {
    headers: auth,
    data: { title, date: '2001-01-01T00:00:00.000Z', category, _status: 'draft' },
  })
  expect(response.status()).toBe(201)
  const id = ((await response.json()) as { doc: { id: number } }).doc.id
  // Both languages, like the demo articles (other tests compare the first article's two titles).
  const english = await request.patch(`/api/cms/news/${id}?draft=true&locale=en`, { headers: auth, data: { title: `${title} (en)` } })
  expect(english.status()).toBe(200)
  return id
}

/** Opens the schedule drawer from the publish button's menu. */
async function openScheduleDrawer(page: Page, id: number, label: RegExp) {
  await page.goto(`/admin/collections/news/${id}`)
  await page.locator('#action-save').waitFor()
  await page.locator('.publish-button .popup-button, .form-submit .popup-button').first().click()
  await page.getByRole('button', { name: label }).click()
  const drawer = page.locator('.drawer__content').filter({ has: page.locator('#time') })
  await expect(drawer).toBeVisible()
  return drawer
}

/**
 * "Nov 24, 2026 9:32 PM": the English format of Payload's day-and-time picker, as Beijing time,
 * the schedule dialog's default zone (payload.config.ts, admin.timezones).
 */
function pickerText(at: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleString('en-US', { timeZone: 'Asia/Shanghai', ...options })
  return `${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit', hour12: true }).replace(/\s/g, ' ')}`
}

test.describe('scheduled publishing in the admin', () => {
  test('the schedule drawer in Chinese', async ({ page, context, request, baseURL }) => {
    const token = await adminToken(request)
    const id = await draftArticle(request, token, `预约截图 ${Date.now()}`)
    await signIn(context, token, baseURL!, 'zh')
    const drawer = await openScheduleDrawer(page, id, /预约发布/)
    await drawer.getByText('发布', { exact: true }).click()
    await expect(drawer.getByText('即将到来的事件')).toBeVisible()
    await expect(drawer.getByText('没有即将进行的活动计划。')).toBeVisible() // loaded, for the screenshot
    await page.screenshot({ path: 'test-results/schedule-drawer-zh.png' })
  })

  test('an editor schedules a draft article, which appears on the site at its time', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000)
    const token = await adminToken(request)
    const title = `Scheduled article ${Date.now()}`
    const id = await draftArticle(request, token, title)
    await signIn(context, token, baseURL!, 'en')
    expect((await request.get(`/api/front/news?id=${id}`)).status()).toBe(404)

    const drawer = await openScheduleDrawer(page, id, /Schedule Publish/i)
    // The next whole minute at least 40 s away: the picker keeps minutes, not seconds.
    const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000)
    // Payload proposes "Unpublish" for a document that has never been published: choose Publish.
    await drawer.getByText('Publish', { exact: true }).click()
    // Times are Beijing time unless the editor picks another zone.
    await expect(drawer.getByText('(UTC+08:00) 北京时间 Beijing, Shanghai')).toBeVisible()
    const input = drawer.locator('#time input')
    await input.click()
    await input.fill(pickerText(at))
    await input.press('Enter')
    await page.screenshot({ path: 'test-results/schedule-drawer-en.png' })
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: /scheduled successfully/i })).toBeVisible()
    await expect(drawer.locator('table tbody tr')).toHaveCount(1)
    await expect(drawer.locator('table tbody tr td').first()).toHaveText('Publish')
    await page.screenshot({ path: 'test-results/schedule-drawer-upcoming-en.png' })

    // Not before its time; shown on its page within a minute of it.
    expect((await request.get(`/api/front/news?id=${id}`)).status()).toBe(404)
    await expect
      .poll(async () => (await request.get(`/api/front/news?id=${id}`)).status(), { timeout: at.getTime() - Date.now() + 60_000, intervals: [1_000] })
      .toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    await page.goto(`/news-detail/${id}`)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  })
})
