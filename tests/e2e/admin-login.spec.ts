import { randomBytes } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { signInLimitsFromEnv } from '../../src/rules/limits'

/*
 * What the admin's login form shows for the sign-in limits (src/cms/auth/signInLimits.ts): the
 * wrong-password message, and the 429's own message once the address is limited. Each test signs
 * in from an address of its own (TRUST_PROXY=1 takes it from X-Forwarded-For).
 */
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? '' }
const ownAddress = () => `2001:db8:e2e:${randomBytes(2).toString('hex')}::1`

async function submitLogin(page: Page, password: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(password)
  await page.locator('form button[type="submit"]').click()
}

test.describe('admin login form', () => {
  test.use({ locale: 'en-US' })

  test('says only that the e-mail or password is wrong', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress() })
    await submitLogin(page, 'not-the-password')
    await expect(page.locator('[data-sonner-toast]')).toContainText('The email or password provided is incorrect.')
  })

  test('tells a limited address how long to wait, even with the right password', async ({ page, request }, testInfo) => {
    const address = ownAddress()
    const { failuresPerWindow } = signInLimitsFromEnv()
    for (let i = 0; i < failuresPerWindow; i++) {
      const failed = await request.post('/api/cms/users/login', {
        headers: { 'X-Forwarded-For': address },
        data: { email: admin.email, password: `wrong-${i}` },
      })
      expect(failed.status()).toBe(401)
    }
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
    await submitLogin(page, admin.password)
    await expect(page.locator('[data-sonner-toast]')).toContainText(/Too many attempts\. Please try again in \d+ min\./)
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.screenshot({ path: testInfo.outputPath('admin-login-429.png') })
  })
})
