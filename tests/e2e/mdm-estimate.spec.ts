import { expect, test } from '@playwright/test'

import { enter, estimateForm, estimateWords, type Locale, openEstimate, storedEnquiries, type Tier, total } from './support/estimate'

// Issue 29: the MDM price estimate under the §9 table, in both languages: every case the issue
// lists, priced from the §9 constants (tier price; extra users 200 each, devices 100 per started
// 10, storage 300 per started 100M, vouchers 10 each, per year; above 1,000 devices a manager).

const cases: { name: string; tier: Tier; users?: number; devices?: number; total: string }[] = [
  { name: 'basic at its included amounts', tier: 'basic', total: '1,999' },
  { name: 'standard at its included amounts', tier: 'standard', total: '3,299' },
  { name: 'enterprise at its included amounts', tier: 'enterprise', total: '5,999' },
  { name: 'basic, 301 devices', tier: 'basic', devices: 301, total: '2,099' },
  { name: 'basic, 650 devices', tier: 'basic', devices: 650, total: '5,499' },
  { name: 'basic, 1,000 devices', tier: 'basic', devices: 1000, total: '8,999' },
  { name: 'enterprise, 301 devices (within the 500 included)', tier: 'enterprise', devices: 301, total: '5,999' },
  { name: 'enterprise, 650 devices', tier: 'enterprise', devices: 650, total: '7,499' },
  { name: 'enterprise, 1,000 devices', tier: 'enterprise', devices: 1000, total: '10,999' },
  { name: 'basic, 16 users', tier: 'basic', users: 16, total: '2,199' },
  { name: 'basic, 40 users', tier: 'basic', users: 40, total: '6,999' },
  { name: 'enterprise, 16 users (within the 30 included)', tier: 'enterprise', users: 16, total: '5,999' },
  { name: 'enterprise, 40 users', tier: 'enterprise', users: 40, total: '7,999' },
]

const included = { basic: { users: 15, devices: 300 }, standard: { users: 15, devices: 300 }, enterprise: { users: 30, devices: 500 } }

for (const locale of ['zh', 'en'] as Locale[]) {
  const words = estimateWords[locale]

  test.describe(`issue 29 MDM estimate (${locale})`, () => {
    test('prices every case of the issue in the language’s currency', async ({ page }) => {
      await openEstimate(page, locale)
      for (const entry of cases) {
        const start = included[entry.tier]
        await enter(page, locale, { tier: entry.tier, users: entry.users ?? start.users, devices: entry.devices ?? start.devices, storage: entry.tier === 'enterprise' ? 1000 : 100, vouchers: { basic: 50, standard: 100, enterprise: 500 }[entry.tier] })
        await expect(total(page), entry.name).toHaveText(`${words.sign}${entry.total}`)
      }
      // Each line shows what lies beyond the tier: basic with 650 devices is 35 blocks of 10.
      await enter(page, locale, { tier: 'basic', users: 15, devices: 650, storage: 100, vouchers: 50 })
      await expect(estimateForm(page).locator('[data-line="devices"] td')).toHaveText(`${words.sign}3,500`)
      await expect(estimateForm(page).locator('[data-line="tier"] td')).toHaveText(`${words.sign}1,999`)
    })

    test('starts from the recommended tier’s included amounts, in the page’s HTML', async ({ page }) => {
      await page.goto(`${words.prefix}/mdm-price`)
      // Before any script: the server's form and its estimate.
      await expect(total(page)).toHaveText(`${words.sign}5,999`)
      await expect(estimateForm(page).getByRole('radio', { name: new RegExp(words.tiers.enterprise) })).toBeChecked()
    })

    test('choosing a tier moves the untouched amounts to what it includes, and keeps the typed ones', async ({ page }) => {
      await openEstimate(page, locale)
      const form = estimateForm(page)
      await form.getByRole('spinbutton', { name: words.users, exact: true }).fill('40')
      await form.getByRole('radio', { name: new RegExp(words.tiers.basic) }).check()
      await expect(form.getByRole('spinbutton', { name: words.devices, exact: true })).toHaveValue('300')
      await expect(form.getByRole('spinbutton', { name: words.users, exact: true })).toHaveValue('40')
      await expect(total(page)).toHaveText(`${words.sign}6,999`)
    })

    test('the devices slider and number field stay in step', async ({ page }) => {
      await openEstimate(page, locale)
      const form = estimateForm(page)
      const slider = form.getByRole('slider', { name: words.slider })
      const number = form.getByRole('spinbutton', { name: words.devices, exact: true })
      await number.fill('650')
      await expect(slider).toHaveValue('650')
      await slider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(number).toHaveValue('651')
      await slider.fill('800')
      await expect(number).toHaveValue('800')
      // Beyond the slider's reach the slider rests at its end.
      await number.fill('5000')
      await expect(slider).toHaveValue((await slider.getAttribute('max')) ?? 'no max')
    })

    test('above 1,000 devices: contact a manager, which opens the enquiry with the estimate in it', async ({ page, request }) => {
      await openEstimate(page, locale)
      await enter(page, locale, { tier: 'enterprise', devices: 1001 })
      const form = estimateForm(page)
      await expect(form.getByTestId('contact-manager')).toBeVisible()
      await expect(total(page)).toHaveCount(0)
      await form.getByRole('button', { name: words.manager }).click()
      const dialog = page.getByTestId('contact-dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('enquiry-about')).toContainText(locale === 'zh' ? '并发设备 1,001' : '1,001 devices')
      const email = `estimate${locale}${Date.now()}@example.com`
      await dialog.getByLabel(locale === 'zh' ? '邮箱' : 'E-mail').fill(email)
      await dialog.getByTestId('contact-submit').click()
      await expect(dialog).toBeHidden({ timeout: 15_000 })
      const [stored] = await storedEnquiries(request, email)
      expect(stored?.productModel).toBe(`MDM ${words.tiers.enterprise}`)
      // Staff read it in their language (Chinese by default), priced again by the server.
      expect(stored?.estimate).toBe('企业版: 并发用户 30，并发设备 1,001，云存储 1,000M，推送券 500；超过 1,000 台设备，请客户经理报价')
    })

    test('a field out of bounds says so and sends nothing', async ({ page }) => {
      await openEstimate(page, locale)
      const form = estimateForm(page)
      await form.getByRole('spinbutton', { name: words.users, exact: true }).fill('0')
      await expect(form.getByRole('spinbutton', { name: words.users, exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByRole('button', { name: words.quote })).toBeDisabled()
    })
  })
}

test('without JavaScript the page shows the table as before, and no estimate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto('/mdm-price')
  await expect(page.getByRole('region', { name: '版本对比' }).getByRole('table')).toBeVisible()
  await expect(estimateForm(page)).toBeHidden()
  await context.close()
})
