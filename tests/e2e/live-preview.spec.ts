import { randomBytes } from 'node:crypto'

import { type APIRequestContext, expect, test, type Page } from '@playwright/test'

import { adminToken } from './support/events'

/*
 * Live preview (issue 13): an editor edits a product with its real page beside the form, in the
 * language being edited; every autosave re-renders the page with the draft. The phone breakpoint
 * shows the /m. twin, the page phones are sent to. Screenshots go to /work/shots/i13-preview/
 * (SHOTS_DIR overrides), to be looked at.
 */
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? '' }
const shots = process.env.SHOTS_DIR ?? '/work/shots/i13-preview'

async function signIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `2001:db8:e2e:${randomBytes(2).toString('hex')}::2` })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/** A product other tests do not edit, with its id and page key (read with the API's own token). */
async function someProduct(request: APIRequestContext): Promise<{ id: number; key: string }> {
  const token = await adminToken(request)
  const answer = await request.get('/api/cms/products?depth=0&limit=1&sort=-order&where[customizeUrl][not_equals]=rt-t7', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(answer.status()).toBe(200)
  const product = ((await answer.json()) as { docs: { id: number; customizeUrl?: string | null }[] }).docs[0]
  return { id: product.id, key: product.customizeUrl || String(product.id) }
}

async function chooseBreakpoint(page: Page, label: string) {
  await page.locator('.live-preview-toolbar-controls__breakpoint').click()
  await page.getByRole('button', { name: label, exact: true }).click()
}

/**
 * Payload's zoom keeps the device's size on screen and lays the page out at size ÷ zoom, so the
 * phone breakpoint is a phone's width only at 100 % (the editor's choice is remembered: reset it).
 */
async function zoomTo100(page: Page) {
  await page.locator('.live-preview-toolbar-controls__zoom').click()
  await page.getByRole('button', { name: '100%', exact: true }).last().click()
}

/** A picture of the editor with the preview pane, once the framed page has drawn its pictures. */
async function screenshotPane(page: Page, name: string) {
  const framed = page.frame({ url: /product-detail/ })!
  await framed.waitForLoadState('load')
  await framed.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete))
  await page.screenshot({ path: `${shots}/${name}.png` })
}

test.describe('live preview of a product', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })

  for (const locale of ['zh', 'en'] as const) {
    test(`shows the typed title after autosave, in ${locale === 'zh' ? 'Chinese' : 'English'}`, async ({ page, request }) => {
      test.setTimeout(120_000)
      await signIn(page)
      const product = await someProduct(request)
      await page.goto(`/admin/collections/products/${product.id}?locale=${locale}`)
      // Live preview opens with the toggle beside "Preview" (the admin remembers it open or closed).
      const toggler = page.locator('#live-preview-toggler')
      await expect(toggler).toBeVisible()
      if (!((await toggler.getAttribute('class')) ?? '').includes('--active')) await toggler.click()
      await expect(page.locator('#live-preview-iframe')).toBeVisible()
      await zoomTo100(page)
      const frame = page.frameLocator('#live-preview-iframe')
      const pagePath = `${locale === 'en' ? '/en' : ''}/product-detail/${product.key}`

      // "Preview" and "Phone preview" open the page and its /m. twin in new tabs, through the preview route.
      const phonePath = pagePath.replace('/product-detail', '/m.product-detail')
      await expect(page.locator('#preview-button')).toHaveAttribute('href', `/api/preview?path=${encodeURIComponent(pagePath)}`)
      await expect(page.locator('#preview-phone-button')).toHaveAttribute('href', `/api/preview?path=${encodeURIComponent(phonePath)}`)

      // The real page in the language edited, in draft mode (the badge renders only there).
      await chooseBreakpoint(page, 'Desktop / 桌面')
      await expect(frame.getByTestId('preview-badge')).toBeVisible()
      await expect.poll(() => page.frame({ url: /product-detail/ })?.url()).toContain(pagePath)

      const title = `${locale === 'zh' ? '预览标题' : 'Preview title'} ${randomBytes(3).toString('hex')}`
      await page.locator('#field-firstTitle').fill(title)
      await expect(frame.locator('h1')).toContainText(title, { timeout: 20_000 })
      await screenshotPane(page, `live-preview-desktop-${locale}`)

      // Phone: the frame narrows and moves to the /m. twin, which shows the draft too.
      await chooseBreakpoint(page, 'Phone / 手机')
      await expect.poll(() => page.frame({ url: /product-detail/ })?.url()).toContain(phonePath)
      await expect(frame.getByText(title).first()).toBeVisible()
      await screenshotPane(page, `live-preview-phone-${locale}`)

      // A visitor (no session, no draft mode) still gets the published page.
      const visitor = await request.get(pagePath)
      expect(await visitor.text()).not.toContain(title)
      await chooseBreakpoint(page, 'Desktop / 桌面')
    })
  }
})
