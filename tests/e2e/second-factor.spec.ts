import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type Page, expect, test } from '@playwright/test'

import { totpCodeAt } from '../../src/cms/auth/totp'
import { adminToken } from './support/events'

/*
 * Issue 26: a staff member sets up two-factor sign-in in the admin (QR code drawn by the server,
 * first code, recovery codes), then signs in again: after the password the admin asks for the
 * code before anything else. Screenshots go to SHOTS_DIR when set.
 */
const shotsDir = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true })
}

test.describe('two-factor sign-in in the admin', () => {
  test.use({ locale: 'en-US' })

  test('an editor enrols, then signs in with password and code', async ({ page, request, browser }) => {
    const email = `e2e-totp-${randomBytes(4).toString('hex')}@example.com`
    const password = `pw-${randomBytes(8).toString('hex')}`
    const created = await request.post('/api/cms/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password, role: 'editor' } })
    expect(created.status()).toBe(201)

    await page.goto('/admin/login')
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(password)
    await page.locator('button[type="submit"]').click()
    await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 })

    await page.goto('/admin/second-factor')
    await page.getByTestId('second-factor-start').click()
    await expect(page.getByTestId('second-factor-qr').locator('svg')).toBeVisible()
    await shot(page, 'second-factor-setup')
    const secret = (await page.getByTestId('second-factor-secret').textContent())!.trim()
    await page.locator('#second-factor-code').fill(totpCodeAt(secret, Date.now()))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
    await shot(page, 'second-factor-recovery-codes')

    // A new sign-in: the password alone leads to the code screen, from any admin address.
    const context = await browser.newContext({ locale: 'en-US' })
    const again = await context.newPage()
    await again.goto('/admin/login')
    await again.locator('#field-email').fill(email)
    await again.locator('#field-password').fill(password)
    await again.locator('button[type="submit"]').click()
    await expect(again).toHaveURL(/\/admin\/second-factor/, { timeout: 30_000 })
    await again.goto('/admin/collections/products')
    await expect(again).toHaveURL(/\/admin\/second-factor\?back=/, { timeout: 30_000 })
    await shot(again, 'second-factor-verify')
    await again.locator('#second-factor-code').fill(totpCodeAt(secret, Date.now() + 30_000))
    await again.getByRole('button', { name: 'Confirm' }).click()
    await expect(again).toHaveURL(/\/admin\/collections\/products/, { timeout: 30_000 })
    await expect(again.locator('.collection-list, .table').first()).toBeVisible({ timeout: 30_000 })
    await context.close()
  })
})
