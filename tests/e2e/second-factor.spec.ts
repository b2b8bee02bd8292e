import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

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

/** A new staff account of `role`, signed in on `page`, enrolled in two-factor sign-in: its secret. */
async function enrolled(page: Page, request: APIRequestContext, role: 'editor' | 'admin') {
  const email = `e2e-totp-${randomBytes(4).toString('hex')}@example.com`
  const password = `pw-${randomBytes(8).toString('hex')}`
  const created = await request.post('/api/cms/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password, role } })
  expect(created.status()).toBe(201)

  await signIn(page, email, password)
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 })

  await page.goto('/admin/second-factor')
  // Issue 37: enrolling asks for the current password.
  await page.locator('#second-factor-password').fill(password)
  await page.getByTestId('second-factor-start').click()
  await expect(page.getByTestId('second-factor-qr').locator('svg')).toBeVisible()
  await shot(page, `second-factor-setup-${role}`)
  const secret = (await page.getByTestId('second-factor-secret').textContent())!.trim()
  await page.locator('#second-factor-code').fill(totpCodeAt(secret, Date.now()))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  return { email, password, secret }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
}

test.describe('two-factor sign-in in the admin', () => {
  test.use({ locale: 'en-US' })

  test('an editor enrols, then signs in with password and code', async ({ page, request, browser }) => {
    const { email, password, secret } = await enrolled(page, request, 'editor')
    await shot(page, 'second-factor-recovery-codes')

    // A new sign-in: the password alone leads to the code screen, from any admin address.
    const context = await browser.newContext({ locale: 'en-US' })
    const again = await context.newPage()
    await signIn(again, email, password)
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

  test('an administrator owing the code sees no staff links until it is given', async ({ page, request, browser }) => {
    const { email, password, secret } = await enrolled(page, request, 'admin')
    const usersLink = (on: Page) => on.locator('a[href="/admin/collections/users"]')
    const auditLink = (on: Page) => on.locator('a[href^="/admin/collections/audit"]')
    // The check can fail: with the code given, this administrator's navigation has both links.
    await page.goto('/admin')
    await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 })
    await expect(usersLink(page).first()).toBeAttached()
    await expect(auditLink(page).first()).toBeAttached()

    const context = await browser.newContext({ locale: 'en-US' })
    const again = await context.newPage()
    await signIn(again, email, password)
    await expect(again).toHaveURL(/\/admin\/second-factor/, { timeout: 30_000 })
    await expect(again.locator('#second-factor-code')).toBeVisible()
    await shot(again, 'second-factor-owed-admin')
    await expect(usersLink(again)).toHaveCount(0)
    await expect(auditLink(again)).toHaveCount(0)
    // Any other admin page, as the server draws it before its script sends the session to the code
    // screen (a browser without JavaScript stays on it): no staff area is listed.
    const drawnByServer = async () => {
      const noScript = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false, storageState: await context.storageState() })
      const drawn = await noScript.newPage()
      await drawn.goto('/admin')
      const links = [await usersLink(drawn).count(), await auditLink(drawn).count()]
      await noScript.close()
      return links
    }
    expect(await drawnByServer()).toEqual([0, 0])

    await again.locator('#second-factor-code').fill(totpCodeAt(secret, Date.now() + 30_000))
    await again.getByRole('button', { name: 'Confirm' }).click()
    await expect(again).not.toHaveURL(/second-factor/, { timeout: 30_000 })
    await again.goto('/admin')
    await expect(usersLink(again).first()).toBeAttached({ timeout: 30_000 })
    expect((await drawnByServer()).every((count) => count > 0)).toBe(true)
    await context.close()
  })
})
