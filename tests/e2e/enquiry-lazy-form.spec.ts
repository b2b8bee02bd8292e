import { expect, test, type Page } from '@playwright/test'

import { message } from '../../src/rules/messages'

import { toast } from './support/session'

// Issue 15: the footer's leave-message form is on every page, so it arrives as a preview and the
// live form loads on the visitor's first intent (LazyQuickEnquiryForm). What was typed carries
// over, and a submit made before the load is answered by the live form.

/** Notes when the live form's script is fetched (its build keeps this string). */
function liveFormLoaded(page: Page, seen: { loaded: boolean }) {
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('form:"quick"')) seen.loaded = true
  })
}

test('the footer form loads on first focus and keeps what was typed, and where', async ({ page }) => {
  const seen = { loaded: false }
  liveFormLoaded(page, seen)
  await page.goto('/', { waitUntil: 'networkidle' })
  const form = page.getByRole('contentinfo').getByTestId('quick-enquiry-form')
  const content = form.locator('[name="content"]')
  await expect(content).toBeAttached()
  expect(seen.loaded).toBe(false)
  // In view is not yet an intent: the preview takes typing as it is.
  await content.scrollIntoViewIfNeeded()
  await page.waitForTimeout(1000)
  expect(seen.loaded).toBe(false)

  // The live form's script is held until the visitor has typed into the preview.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  await content.focus()
  await page.keyboard.type('Do you ship')
  release()
  await expect.poll(() => seen.loaded).toBe(true)
  await expect(content).toBeFocused()
  await page.keyboard.type(' abroad?')
  await expect(content).toHaveValue('Do you ship abroad?')
  // The live form's rules answer: the content is there, the email is missing.
  await form.getByTestId('quick-enquiry-submit').click()
  await expect(toast(page, message('emailEmpty', 'zh'))).toBeVisible()
  await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true')
})

test('a submit made before the live form has loaded is answered once it has', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  // Hold every script fetched from now on: the live form cannot load before the submit.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  const form = page.getByRole('contentinfo').getByTestId('quick-enquiry-form')
  await form.getByTestId('quick-enquiry-submit').click()
  await expect(toast(page, message('contentEmpty', 'zh'))).toHaveCount(0)
  release()
  await expect(toast(page, message('contentEmpty', 'zh'))).toBeVisible()
  await expect(form.locator('[name="content"]')).toHaveAttribute('aria-invalid', 'true')
})
