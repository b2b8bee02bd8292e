import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { message } from '../../src/rules/messages'
import {
  enquiryContentMaxLength,
  mobileDialogBreakpointPx,
  mobileDialogWidthRem,
  mobileRootFontDivisor,
  toastDurationMs,
} from '../../src/rules/limits'
import type { Locale } from '../../src/rules/language'

import { adminToken } from './support/events'
import { ownClientAddress, toast, uniqueEmail, visit } from './support/session'

/*
 * Spec §2.4/§2.6/§2.8 the consult button, the contact dialog and the footer quick form; §5 the
 * rules in order; §7/§8 the answer handling and its toasts. Tests that really submit use a client
 * address of their own (see support/session.ts).
 */

const languages: { locale: Locale; prefix: string; consult: string; close: string; cancel: string }[] = [
  { locale: 'zh', prefix: '', consult: '在线咨询', close: '关闭', cancel: '取消' },
  { locale: 'en', prefix: '/en', consult: 'Contact us', close: 'Close', cancel: 'Cancel' },
]

async function openDialog(page: Page) {
  const dialog = page.getByTestId('contact-dialog')
  await page.getByTestId('consult-button').click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading')).toBeVisible()
  return dialog
}

async function storedEnquiries(request: APIRequestContext, email: string) {
  const token = await adminToken(request)
  const response = await request.get(`/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

for (const language of languages) {
  const { locale, prefix } = language
  const text = (id: Parameters<typeof message>[0]) => message(id, locale)

  test.describe(`§2.4/§2.8 contact dialog (${locale})`, () => {
    test('the consult button opens it; Escape and a click outside do not close it; its controls do', async ({ page }) => {
      await visit(page, `${prefix}/`)
      const button = page.getByRole('button', { name: language.consult, exact: true })
      await expect(button).toBeVisible()
      const box = await button.boundingBox()
      const viewport = page.viewportSize()
      expect(box && viewport && box.x + box.width > viewport.width - 80 && box.y + box.height > viewport.height - 80).toBe(true)

      const dialog = await openDialog(page)
      await expect(page.getByRole('dialog', { name: language.consult })).toBeVisible()
      for (const field of ['name', 'company', 'email', 'telephone', 'productModel', 'applicationIndustry', 'content']) {
        await expect(dialog.locator(`[name="${field}"]`)).toBeVisible()
      }

      await page.keyboard.press('Escape')
      await page.waitForTimeout(300)
      await expect(dialog).toBeVisible()

      await page.mouse.click(20, 20) // on the overlay, far from the dialog
      await page.getByTestId('contact-dialog-overlay').click({ position: { x: 20, y: 400 }, force: true })
      await page.waitForTimeout(300)
      await expect(dialog).toBeVisible()

      await dialog.getByRole('button', { name: language.close, exact: true }).click()
      await expect(dialog).toBeHidden()

      await openDialog(page)
      await dialog.getByRole('button', { name: language.cancel, exact: true }).click()
      await expect(dialog).toBeHidden()
    })

    test('§5 rules in order, first failure only, as a toast and next to its field', async ({ page }) => {
      let posts = 0
      page.on('request', (request) => {
        if (request.url().includes('/api/front/leaveMessage')) posts += 1
      })
      await visit(page, `${prefix}/`)
      const dialog = await openDialog(page)
      const content = dialog.locator('[name="content"]')
      const email = dialog.locator('[name="email"]')
      const submit = dialog.getByTestId('contact-submit')
      const fieldErrors = dialog.locator('[id$="-error"]')

      const expectOnly = async (expected: string, field: 'content' | 'email') => {
        await expect(toast(page, expected)).toBeVisible()
        await expect(fieldErrors).toHaveCount(1)
        await expect(fieldErrors).toHaveText(expected)
        const invalid = dialog.locator('[aria-invalid="true"]')
        await expect(invalid).toHaveCount(1)
        await expect(invalid).toHaveAttribute('name', field)
        const describedBy = (await invalid.getAttribute('aria-describedby')) ?? ''
        expect(describedBy.split(' ')).toContain(await fieldErrors.getAttribute('id'))
      }

      await submit.click()
      await expectOnly(text('contentEmpty'), 'content')
      await expect(toast(page, text('emailEmpty'))).toHaveCount(0)

      await content.fill('Need 20 rugged tablets')
      await submit.click()
      await expectOnly(text('emailEmpty'), 'email')

      await content.fill('a'.repeat(enquiryContentMaxLength + 1))
      await expect(dialog.getByTestId('content-counter')).toHaveText(`${enquiryContentMaxLength + 1}/${enquiryContentMaxLength}`)
      await email.fill('buyer@example.com')
      await submit.click()
      await expectOnly(text('contentTooLong'), 'content')

      await content.fill('a'.repeat(enquiryContentMaxLength))
      await email.fill('bad-email')
      await submit.click()
      await expectOnly(text('emailFormat'), 'email')
      await page.screenshot({ path: `test-results/enquiry-dialog-errors-${locale}.png` })

      expect(posts).toBe(0)
    })
  })

  test.describe(`§7/§8 answer handling (${locale})`, () => {
    test('a valid enquiry is stored; 提交成功！ shows and the dialog closes after 1.5 s', async ({ page, request }) => {
      await ownClientAddress(page)
      await visit(page, `${prefix}/`)
      const dialog = await openDialog(page)
      await page.screenshot({ path: `test-results/enquiry-dialog-${locale}.png` })
      const address = uniqueEmail('dialog')
      await dialog.locator('[name="name"]').fill('Li Wei')
      await dialog.locator('[name="company"]').fill('Northfield Farms')
      await dialog.locator('[name="telephone"]').fill('+86 20 5555 0100')
      await dialog.locator('[name="productModel"]').fill('RT-T10')
      await dialog.locator('[name="applicationIndustry"]').fill('Agriculture')
      await dialog.locator('[name="email"]').fill(address)
      await dialog.locator('[name="content"]').fill('Quote for 20 units, please. 请报价。')
      // Timed in the page, on its clock: from the answer (the after-request event) to the dialog
      // leaving the screen, and when the success toast came, with nothing in between.
      await page.evaluate(() => {
        const times = { answeredAt: 0, toastAt: 0, closedAt: 0 }
        Object.assign(window, { __times: times })
        window.addEventListener('enquiry:after-request', (event) => {
          Object.assign(window, { __afterRequest: (event as CustomEvent).detail })
          times.answeredAt = performance.now()
        })
        new MutationObserver(() => {
          if (!times.answeredAt) return
          if (!times.toastAt && document.querySelector('[data-sonner-toast]')) times.toastAt = performance.now()
          const open = document.querySelector<HTMLElement>('[data-testid="contact-dialog"]')
          if (!times.closedAt && (!open || !open.checkVisibility())) times.closedAt = performance.now()
        }).observe(document.body, { childList: true, subtree: true, attributes: true })
      })
      await dialog.getByTestId('contact-submit').click()

      const success = toast(page, text('submitSuccess'))
      await expect(success).toBeVisible()
      await page.screenshot({ path: `test-results/enquiry-success-${locale}.png` })
      await expect(dialog).toBeHidden({ timeout: 5000 })
      const times = await page.evaluate(() => (window as unknown as { __times: { answeredAt: number; toastAt: number; closedAt: number } }).__times)
      // §2.8/§7: the toast shows for its 1500 ms, then the dialog closes: at that time, not a
      // second toast-time later (timers run late on a busy machine, never early).
      expect(times.toastAt, 'the success toast came before the dialog closed').toBeGreaterThan(0)
      expect(times.toastAt).toBeLessThan(times.closedAt)
      expect(times.closedAt - times.answeredAt).toBeGreaterThanOrEqual(toastDurationMs.success - 20)
      expect(times.closedAt - times.answeredAt).toBeLessThan(2 * toastDurationMs.success)

      // §4: the after-request event.
      expect(await page.evaluate(() => (window as unknown as { __afterRequest?: unknown }).__afterRequest)).toEqual({
        form: 'dialog',
        code: 201,
        ok: true,
        message: text('submitSuccess'),
      })

      const [stored] = await storedEnquiries(request, address)
      expect(stored).toMatchObject({
        email: address,
        content: 'Quote for 20 units, please. 请报价。',
        name: 'Li Wei',
        company: 'Northfield Farms',
        telephone: '+86 20 5555 0100',
        productModel: 'RT-T10',
        applicationIndustry: 'Agriculture',
        language: locale,
        form: 'dialog',
      })

      // Opened again, it is empty.
      await openDialog(page)
      await expect(page.getByTestId('contact-dialog').locator('[name="content"]')).toHaveValue('')
    })

    test('the submit button is disabled while sending', async ({ page }) => {
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/front/leaveMessage', async (route) => {
        await held
        await route.fulfill({ status: 201, json: { result: true, data: { id: 1 } } })
      })
      await visit(page, `${prefix}/`)
      const dialog = await openDialog(page)
      await dialog.locator('[name="email"]').fill('buyer@example.com')
      await dialog.locator('[name="content"]').fill('Please call me back')
      const submit = dialog.getByTestId('contact-submit')
      await submit.click()
      await expect(submit).toBeDisabled()
      await page.waitForTimeout(500)
      await expect(submit).toBeDisabled()
      await page.screenshot({ path: `test-results/enquiry-sending-${locale}.png` })
      release()
      await expect(toast(page, text('submitSuccess'))).toBeVisible()
      await expect(dialog).toBeHidden({ timeout: 5000 })
    })

    test('result false shows the failure toast; the dialog stays open', async ({ page }) => {
      await page.route('**/api/front/leaveMessage', (route) => route.fulfill({ status: 200, json: { result: false, data: null } }))
      await visit(page, `${prefix}/`)
      const dialog = await openDialog(page)
      await dialog.locator('[name="email"]').fill('buyer@example.com')
      await dialog.locator('[name="content"]').fill('Please call me back')
      await dialog.getByTestId('contact-submit').click()
      await expect(toast(page, text('submitFailed'))).toBeVisible()
      await expect(toast(page, text('submitFailed'))).toHaveAttribute('data-type', 'error')
      await page.screenshot({ path: `test-results/enquiry-failed-${locale}.png` })
      await page.waitForTimeout(toastDurationMs.success + 300)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('contact-submit')).toBeEnabled()
      // The error toast goes after about 2 s.
      await expect(toast(page, text('submitFailed'))).toBeHidden({ timeout: toastDurationMs.error + 2000 })
    })

    test('another status shows the server message; a network failure shows the server-error text', async ({ page }) => {
      let mode: 'status' | 'abort' = 'status'
      await page.route('**/api/front/leaveMessage', (route) =>
        mode === 'abort' ? route.abort('failed') : route.fulfill({ status: 503, json: { result: false, message: 'Maintenance' } }),
      )
      await visit(page, `${prefix}/`)
      const dialog = await openDialog(page)
      await dialog.locator('[name="email"]').fill('buyer@example.com')
      await dialog.locator('[name="content"]').fill('Please call me back')
      await dialog.getByTestId('contact-submit').click()
      await expect(toast(page, 'Maintenance')).toBeVisible()

      mode = 'abort'
      await dialog.getByTestId('contact-submit').click()
      await expect(toast(page, text('serverError'))).toBeVisible()
      if (locale === 'zh') await expect(toast(page, '服务器内部错误')).toBeVisible()
      await page.screenshot({ path: `test-results/enquiry-network-${locale}.png` })
      await expect(dialog).toBeVisible()
    })
  })

  test.describe(`§2.6/§4 footer quick form (${locale})`, () => {
    test('validates, shows loading, clears both fields on success and stores the enquiry', async ({ page, request }) => {
      await ownClientAddress(page)
      await visit(page, `${prefix}/`)
      const form = page.getByTestId('quick-enquiry-form')
      await form.scrollIntoViewIfNeeded()
      const content = form.locator('[name="content"]')
      const email = form.locator('[name="email"]')
      const submit = form.getByTestId('quick-enquiry-submit')

      await submit.click()
      await expect(toast(page, text('contentEmpty'))).toBeVisible()
      await expect(content).toHaveAttribute('aria-invalid', 'true')
      await content.fill('Do you ship to Kazakhstan?')
      await submit.click()
      await expect(toast(page, text('emailEmpty'))).toBeVisible()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await email.fill('not-an-email')
      await submit.click()
      await expect(toast(page, text('emailFormat'))).toBeVisible()
      await page.screenshot({ path: `test-results/enquiry-footer-error-${locale}.png` })

      const address = uniqueEmail('quick')
      await email.fill(address)
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/front/leaveMessage', async (route) => {
        await held
        await route.continue()
      })
      await submit.click()
      await expect(submit).toBeDisabled()
      await expect(form).toHaveAttribute('aria-busy', 'true')
      await page.screenshot({ path: `test-results/enquiry-footer-loading-${locale}.png` })
      release()
      await expect(toast(page, text('submitSuccess'))).toBeVisible()
      await expect(content).toHaveValue('')
      await expect(email).toHaveValue('')
      await expect(submit).toBeEnabled()
      await page.screenshot({ path: `test-results/enquiry-footer-success-${locale}.png` })

      const [stored] = await storedEnquiries(request, address)
      expect(stored).toMatchObject({ email: address, content: 'Do you ship to Kazakhstan?', language: locale, form: 'quick' })
    })
  })
}

test.describe('§2.8 OpenEnquiryButton opens the one dialog with the product model filled', () => {
  test('on the MDM page', async ({ page }) => {
    // The MDM page's enquiry button names the product by its mdm.productName string.
    const mdmMessages = JSON.parse(readFileSync('src/i18n/messages/en/mdm.json', 'utf8')) as { productName: string }
    await visit(page, '/en/mdm')
    await page.locator('main button[aria-haspopup="dialog"]').first().click()
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[name="productModel"]')).toHaveValue(mdmMessages.productName)
    await expect(dialog.locator('[name="content"]')).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(dialog).toBeHidden()

    // The consult button opens the same (one) dialog, without the product.
    await page.getByTestId('consult-button').click()
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(dialog.locator('[name="productModel"]')).toHaveValue('')
  })
})

test.describe('§2.8/§4 the dialog follows the resize counter: mobile variant below 700 px', () => {
  test('switches variant when the viewport is resized while it is open', async ({ page }) => {
    await visit(page, '/')
    const dialog = await openDialog(page)
    await expect(dialog).toHaveAttribute('data-variant', 'desktop')
    const narrow = mobileDialogBreakpointPx - 100
    await page.setViewportSize({ width: narrow, height: 800 })
    await expect(dialog).toHaveAttribute('data-variant', 'mobile')
    const box = await dialog.boundingBox()
    // §9: 3.2rem of a screen 3.75rem wide.
    expect(Math.round(box?.width ?? 0)).toBe(Math.round((narrow * mobileDialogWidthRem) / mobileRootFontDivisor))
    await page.screenshot({ path: 'test-results/enquiry-dialog-mobile-zh.png' })
    await page.setViewportSize({ width: 1366, height: 900 })
    await expect(dialog).toHaveAttribute('data-variant', 'desktop')
  })
})

test.describe('§2.4 consult button on conference paths', () => {
  test('is absent on /cpdc-2024 (both languages) and present on other pages', async ({ page }) => {
    await visit(page, '/')
    await expect(page.getByTestId('consult-button')).toBeVisible()
    for (const path of ['/cpdc-2024', '/en/cpdc-2024']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      await expect(page.getByTestId('consult-button')).toHaveCount(0)
    }
  })
})
