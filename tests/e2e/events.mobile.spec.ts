import { expect, test } from '@playwright/test'

import { adminToken, createEvent, uniquePhone } from './support/events'

// Issue 6 on a phone (iPhone 13 emulation): the mobile microsite /m.{token} and the mobile
// sign-in page /m.sign-in/{token} (spec §2.2), root font size viewport / 3.75 (§2.4).

test('a visitor registers on a phone and checks in twice', async ({ page, request }) => {
  const event = await createEvent(request)
  await page.goto(`/m.${event.token}`, { waitUntil: 'networkidle' })
  await expect(page.getByTestId('event-microsite')).toHaveAttribute('data-variant', 'mobile')
  const rootFont = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))
  const width = await page.evaluate(() => window.innerWidth)
  expect(rootFont).toBeCloseTo(width / 3.75, 0)
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await expect(page.getByTestId('consult-button')).toHaveCount(0)

  await page.locator('a[href="#register"]').last().click()
  const form = page.getByTestId('registration-form')
  const phone = uniquePhone()
  await form.getByLabel('姓名').fill('手机访客')
  await form.getByLabel('公司').fill('移动测试公司')
  await form.getByLabel('职位').fill('产品经理')
  await form.getByLabel('手机号').fill(phone)
  await form.getByLabel('邮箱').fill(`m${phone}@example.com`)
  await form.getByText('运维').click()
  await form.getByRole('button', { name: '提交报名' }).click()
  const success = page.getByTestId('registration-success')
  await expect(success).toContainText('报名成功！')
  const code = (await success.getByTestId('registration-code').textContent())!

  // The confirmation leads to the phone's sign-in page.
  await success.getByRole('link', { name: /现场签到页/ }).click()
  await expect(page).toHaveURL(new RegExp(`/m\\.sign-in/${event.token}$`))
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('sign-in-page')).toHaveAttribute('data-variant', 'mobile')
  await page.getByLabel('参会码或手机号').fill(code)
  await page.getByRole('button', { name: '签到' }).click()
  const result = page.getByTestId('sign-in-result')
  await expect(result).toHaveAttribute('data-first', 'true')
  await expect(result).toContainText('欢迎，手机访客')
  const firstTime = await result.getByTestId('sign-in-time').textContent()

  await page.getByRole('button', { name: '下一位' }).click()
  await page.getByLabel('参会码或手机号').fill(phone)
  await page.getByRole('button', { name: '签到' }).click()
  await expect(result).toHaveAttribute('data-first', 'false')
  await expect(result).toContainText('您已签到，无需重复签到')
  await expect(result.getByTestId('sign-in-time')).toHaveText(firstTime!)

  // The source is recorded as the mobile microsite (read by staff: the public company lookup
  // never suggests a visitor's own company, issue 37).
  const stored = await request.get(`/api/cms/registrations?depth=0&where[event][equals]=${event.id}&where[phone][equals]=${phone}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(((await stored.json()) as { docs: { company: string; source: string }[] }).docs).toEqual([expect.objectContaining({ company: '移动测试公司', source: 'mobile' })])
})

test('the English mobile microsite and the anniversary sign-in work on a phone', async ({ page, request }) => {
  const event = await createEvent(request)
  await page.goto(`/m.${event.token}-en`, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'End-to-end Test Conference' })).toBeVisible()
  await expect(page.getByTestId('registration-form').getByRole('button', { name: 'Register' })).toBeVisible()
  await page.getByTestId('event-language-switch').click()
  await expect(page).toHaveURL(new RegExp(`/m\\.${event.token}$`))

  await page.goto('/anniversary-sign-in')
  await expect(page.getByRole('heading', { name: '十年同行 · 来宾签到' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth))
})
