import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import { type AdminLanguage, signInAdmin } from './support/adminScreens'
import { adminToken } from './support/events'

/*
 * Issue 38, item 2, with two editors in two browsers at once (one in the Chinese admin, one in
 * the English, both in Berlin): the second is told who edits and since when (the site's clock),
 * views read-only or takes over; the first's refused save is one plain sentence, and its text is
 * kept and restored. Screenshots go to SHOTS_DIR when set.
 */
const shots = process.env.SHOTS_DIR
const run = randomBytes(3).toString('hex')

async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}.png` })
}

async function editor(request: APIRequestContext, tag: string): Promise<{ email: string; token: string }> {
  const email = `lock-${tag}-${run}@example.com`
  const password = `pw-${randomBytes(8).toString('hex')}`
  const created = await request.post('/api/cms/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password, role: 'editor' } })
  expect(created.status(), await created.text()).toBe(201)
  const login = await request.post('/api/cms/users/login', { headers: { 'X-Forwarded-For': `2001:db8:e38:${randomBytes(2).toString('hex')}::1` }, data: { email, password } })
  expect(login.status()).toBe(200)
  return { email, token: ((await login.json()) as { token: string }).token }
}

async function openAs(browser: Browser, request: APIRequestContext, baseURL: string, token: string, language: AdminLanguage): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin' })
  await signInAdmin(context, request, baseURL, language, token)
  return context.newPage()
}

/** Types into the title and waits for the autosave's answer. */
async function typeTitle(page: Page, text: string, id: number) {
  const saved = page.waitForResponse((response) => response.url().includes(`/api/cms/news/${id}`) && response.request().method() === 'PATCH')
  await page.locator('#field-title').fill(text)
  return saved
}

test('two editors on one document: told who edits, take over, and a refused save kept', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000)
  const a = await editor(request, 'a')
  const b = await editor(request, 'b')
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const categories = ((await (await request.get('/api/front/newsCategory')).json()) as { data: { id: number }[] }).data
  const created = await request.post('/api/cms/news?locale=zh', { headers, data: { title: `锁定演练 ${run}`, date: '2003-03-03T00:00:00.000Z', category: categories[0]!.id, _status: 'published' } })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const path = `/admin/collections/news/${id}?locale=zh`

  // A (Chinese admin) opens the article and types; the autosave keeps A's lock.
  const pageA = await openAs(browser, request, baseURL!, a.token, 'zh')
  await pageA.goto(path)
  expect((await typeTitle(pageA, `锁定演练 ${run} 甲的修改`, id)).status()).toBe(200)

  // B (English admin) opens it a little later: Payload's dialog names A, with the site's clock.
  await pageA.waitForTimeout(1500)
  const pageB = await openAs(browser, request, baseURL!, b.token, 'en')
  await pageB.goto(path)
  const locked = pageB.locator('.document-locked')
  await expect(locked).toContainText(a.email)
  await expect(locked).toContainText('Beijing time (UTC+8)')
  await shot(pageB, 'lock-dialog-en')
  await locked.getByRole('button', { name: 'View read-only' }).click()
  const holder = pageB.getByTestId('editing-notice-holder')
  await expect(holder).toContainText(`${a.email} has been editing this document since`)
  await expect(holder).toContainText('Beijing time (UTC+8)')
  await shot(pageB, 'lock-notice-read-only-en')

  // B takes over; A's next save is refused in one plain sentence that names B, and A's text is kept.
  await holder.getByRole('button', { name: 'Take over' }).click()
  await expect(pageB.getByTestId('editing-notice-holder')).toHaveCount(0)
  expect((await typeTitle(pageB, `Lock walk ${run} B's title`, id)).status()).toBe(200)
  const refused = await typeTitle(pageA, `锁定演练 ${run} 甲的第二次修改`, id)
  expect(refused.status()).toBe(423)
  const toast = pageA.locator('[data-sonner-toast]').filter({ hasText: '未保存' })
  await expect(toast).toContainText(`${b.email}正在编辑此文档`)
  await expect(toast).toContainText('您的文字已保留')
  await expect(toast.locator('[data-testid="field-errors"]')).toHaveCount(0)
  await shot(pageA, 'lock-refused-zh')

  // A is told B has it; once B has left, A restores the kept text and it is saved.
  await pageA.reload()
  await pageA.locator('.document-locked').getByRole('button', { name: '只读查看' }).click()
  await expect(pageA.getByTestId('editing-notice-holder')).toContainText(`${b.email} 自`)
  const unsaved = pageA.getByTestId('editing-notice-unsaved')
  await expect(unsaved).toContainText('未能保存，已为您保留')
  await expect(unsaved).toContainText('标题')
  await expect(unsaved.getByRole('button', { name: '恢复到表单' })).toBeDisabled()
  await shot(pageA, 'lock-kept-text-zh')
  await pageB.goto('/admin')
  await pageA.reload()
  await expect(pageA.locator('.document-locked')).toHaveCount(0)
  const restore = pageA.getByTestId('editing-notice-unsaved').getByRole('button', { name: '恢复到表单' })
  await expect(restore).toBeEnabled()
  const saved = pageA.waitForResponse((response) => response.url().includes(`/api/cms/news/${id}`) && response.request().method() === 'PATCH')
  await restore.click()
  expect((await saved).status()).toBe(200)
  await expect(pageA.locator('#field-title')).toHaveValue(`锁定演练 ${run} 甲的第二次修改`)
  await expect(pageA.getByTestId('editing-notice')).toHaveCount(0)
  const draft = (await (await request.get(`/api/cms/news/${id}?locale=zh&draft=true&depth=0`, { headers })).json()) as { title: string }
  expect(draft.title).toBe(`锁定演练 ${run} 甲的第二次修改`)

  await pageA.context().close()
  await pageB.context().close()
  await request.delete(`/api/cms/news/${id}`, { headers })
})
