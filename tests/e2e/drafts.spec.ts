import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { adminToken } from './support/events'

/*
 * What an editor sees of drafts in the admin (issue 13): a product with a draft newer than its
 * published version, the main button "Publish in <language being edited>" (one language at a
 * time), and the Versions tab with its Restore. Screenshots go to SHOTS_DIR when set.
 */
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? '' }
const shots = process.env.SHOTS_DIR

async function signIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `2001:db8:e2e:${randomBytes(2).toString('hex')}::1` })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((address) => !address.pathname.startsWith('/admin/login'))
}

async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false })
}

test.describe('a product with a draft in the admin', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('shows its draft status, publishes one language by default, and lists its versions', async ({ page, request }) => {
    await signIn(page)
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const products = await request.get('/api/cms/products?limit=1&depth=0&sort=id&locale=zh', { headers })
    const product = ((await products.json()) as { docs: { id: number; firstTitle: string }[] }).docs[0]!
    const draftTitle = `${product.firstTitle}（草稿 ${randomBytes(2).toString('hex')}）`
    const saved = await request.patch(`/api/cms/products/${product.id}?locale=zh&draft=true`, { headers, data: { firstTitle: draftTitle } })
    expect(saved.ok()).toBe(true)

    await page.goto(`/admin/collections/products/${product.id}?locale=zh`)
    await expect(page.locator('#field-firstTitle')).toHaveValue(draftTitle)
    // The main button publishes the language being edited; "all languages" is in its menu.
    await expect(page.locator('#action-save')).toContainText('中文')
    await shot(page, 'product-draft-edit-zh')

    await page.goto(`/admin/collections/products/${product.id}/versions`)
    await expect(page.locator('.table tbody tr').first()).toBeVisible()
    await shot(page, 'product-versions-zh')

    // The public page still shows the published title.
    const visitor = await request.get(`/api/front/product?id=${product.id}`)
    expect(JSON.stringify(await visitor.json())).not.toContain(draftTitle)
  })
})
