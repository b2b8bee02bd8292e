import { readFileSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { adminToken } from './support/events'

/*
 * The enquiry inbox and the dashboard (issue 13): an editor filters the list with the bar above
 * it, exports what it shows to CSV (the file is opened and read), opens an enquiry, and sees the
 * count of new enquiries on the admin's first screen. Screenshots go to SHOTS_DIR when set.
 */
const shotsDir = process.env.SHOTS_DIR
const tag = `e2einbox${randomBytes(3).toString('hex')}`
const chineseName = `王小明${randomBytes(2).toString('hex')}`
const englishName = `Jane ${tag}`

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true })
}

async function send(request: APIRequestContext, body: Record<string, string>) {
  const address = `2001:db8:e2e:${randomBytes(2).toString('hex')}::1`
  const response = await request.post('/api/front/leaveMessage', { headers: { 'X-Forwarded-For': address }, data: body })
  expect(response.status()).toBe(201)
}

async function newCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/cms/enquiries?where[status][equals]=new&limit=1&depth=0', { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/**
 * The bar answers once the admin has hydrated (slow on a loaded machine): press the status
 * until the list's query names it.
 */
async function pressStatus(page: Page, label: string, status: string) {
  const inQuery = new RegExp(`where(%5B|\\[)status(%5D|\\])(%5B|\\[)equals(%5D|\\])=${status}`)
  await expect(async () => {
    await page.getByTestId('inbox-bar').getByRole('button', { name: label }).click()
    await expect(page).toHaveURL(inQuery, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

test.describe('enquiry inbox', () => {
  test.use({ locale: 'zh-CN' })

  test.beforeEach(async ({ context, request, baseURL }) => {
    await context.addCookies([{ name: 'payload-token', value: await adminToken(request), url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
  })

  test('an editor filters the list and exports it to CSV', async ({ page, request }) => {
    await send(request, { email: `${tag}zh@example.com`, name: chineseName, company: '深圳测试科技', productModel: 'R10', content: '请提供报价', language: 'zh' })
    await send(request, { email: `${tag}en@example.com`, name: englishName, content: 'Price please', language: 'en', form: 'quick' })

    await page.goto('/admin/collections/enquiries')
    const bar = page.getByTestId('inbox-bar')
    await pressStatus(page, '待处理', 'new')
    await bar.getByLabel('语言').selectOption('zh')
    await expect(page).toHaveURL(/language/)
    await expect(page.locator('.table')).toContainText(`${tag}zh@example.com`)
    await expect(page.locator('.table')).not.toContainText(`${tag}en@example.com`)
    await expect(bar.getByRole('button', { name: '待处理' })).toHaveAttribute('aria-pressed', 'true')
    await shot(page, 'inbox-list-filtered-zh')

    const [download] = await Promise.all([page.waitForEvent('download'), bar.getByTestId('inbox-export').click()])
    expect(download.suggestedFilename()).toMatch(/^咨询留言-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.toString('utf8')
    expect(csv).toContain('编号,收到时间,咨询内容,邮箱,姓名')
    expect(csv).toContain(chineseName)
    expect(csv).not.toContain(englishName)

    await page.locator('.table').getByText(`${tag}zh@example.com`).click()
    await expect(page.locator('#field-name')).toHaveValue(chineseName)

    // The editor takes it on: in progress, assigned to themselves, with a note.
    await page.locator('#field-status').click()
    await page.locator('.rs__option', { hasText: '处理中' }).click()
    await page.locator('#field-assignee').click()
    await page.locator('.rs__option', { hasText: process.env.ADMIN_EMAIL ?? 'admin@example.com' }).first().click()
    await page.locator('#field-staffNote').fill('已电话联系，下周报价')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible()
    await shot(page, 'inbox-enquiry-zh')
    await page.goto('/admin/collections/enquiries')
    await pressStatus(page, '处理中', 'inProgress')
    await expect(page.locator('.table')).toContainText(`${tag}zh@example.com`)
  })

  test('the dashboard shows the count of new enquiries and links to them', async ({ page, request }) => {
    await send(request, { email: `${tag}dash@example.com`, content: '仪表盘', language: 'zh' })
    const before = await newCount(request)
    await page.goto('/admin')
    const count = Number(await page.getByTestId('new-enquiry-count').textContent())
    expect(count).toBeGreaterThanOrEqual(before)
    expect(count).toBeLessThanOrEqual(await newCount(request))
    await expect(page.getByTestId('dashboard-edits').locator('li').first()).toBeVisible()
    await expect(page.locator('.dashboard__card-list, .card').first()).toBeVisible()
    await shot(page, 'dashboard-zh')
    await page.getByTestId('new-enquiry-count').click()
    await expect(page).toHaveURL(/\/admin\/collections\/enquiries\?/)
    await expect(page.getByTestId('inbox-bar').getByRole('button', { name: '待处理' })).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('enquiry inbox in English', () => {
  test.use({ locale: 'en-US' })

  test('the dashboard and the bar speak the admin language', async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'payload-token', value: await adminToken(request), url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
    await context.addCookies([{ name: 'payload-lng', value: 'en', url: baseURL! }])
    await page.goto('/admin')
    await expect(page.getByTestId('dashboard-new-enquiries')).toContainText('New enquiries')
    await shot(page, 'dashboard-en')
    await page.goto('/admin/collections/enquiries')
    await pressStatus(page, 'In progress', 'inProgress')
    await shot(page, 'inbox-list-en')
  })
})
