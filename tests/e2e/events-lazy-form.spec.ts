import { expect, test, type Page } from '@playwright/test'

import { createEvent } from './support/events'

// Issue 15: a microsite arrives with its registration form as a preview and loads the live form
// (react-hook-form, zod, next-intl) on the visitor's first intent. A keyboard user who tabs into
// the preview keeps their field, what they typed, and their way on through the form.

/** Resolves when a script carrying react-hook-form has been fetched (its build keeps this string). */
function formLibraryLoaded(page: Page, seen: { loaded: boolean }) {
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('shouldUnregister')) seen.loaded = true
  })
}

test('the form loads on first focus; focus and typing carry over to the live form', async ({ page, request }) => {
  const event = await createEvent(request)
  const seen = { loaded: false }
  formLibraryLoaded(page, seen)
  await page.goto(`/${event.token}`, { waitUntil: 'networkidle' })
  // The preview is there (same markup), but nothing of the form's code came with the page.
  const form = page.getByTestId('registration-form')
  await expect(form.getByLabel('姓名')).toBeAttached()
  expect(seen.loaded).toBe(false)

  await form.getByLabel('姓名').focus()
  await page.keyboard.type('李雷')
  await expect.poll(() => seen.loaded).toBe(true)
  // The live form has taken over: the same field has focus and the text typed so far.
  await expect(form.getByLabel('姓名')).toBeFocused()
  await page.keyboard.type('雷')
  await expect(form.getByLabel('姓名')).toHaveValue('李雷雷')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('公司')).toBeFocused()
  // It is the live form: checked in the browser, in Chinese.
  await form.getByRole('button', { name: '提交报名' }).click()
  await expect(form.getByText('请输入公司名称')).toBeVisible()
  await expect(form.getByText('请输入姓名')).toHaveCount(0)
})
