import { expect, type Page, test } from '@playwright/test'

import { adminToken } from './support/events'
import { expectFocusVisible, holdsFocus, tabTo } from './support/keyboard'
import { visit } from './support/session'

/*
 * Issue 14 "Keyboard" on the desktop site, with the keyboard alone: the skip link, the header's
 * menus (mega-menu, drop-downs, language), the contact dialog and the product gallery, with a
 * visible focus at every step (the phone's drawer: keyboard.mobile.spec.ts).
 */

const navigation = { timeout: 30_000 }
const main = (page: Page) => page.locator('main#main')
const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' })
const topLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true }).first()

/** The first Tab shows the skip link; Enter moves the focus to the main content, past the header. */
async function expectSkipLink(page: Page, label: string) {
  const skip = page.getByRole('link', { name: label, exact: true })
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await expectFocusVisible(page)

  await page.keyboard.press('Enter')
  await expect(main(page)).toBeFocused()
  await expect(skip).not.toBeInViewport()
  // The next Tab starts inside the main content.
  await page.keyboard.press('Tab')
  expect(await holdsFocus(main(page))).toBe(true)
  await expectFocusVisible(page)
}

test.describe('skip link', () => {
  for (const [path, label] of [
    ['/', '跳到正文'],
    ['/en/product-list', 'Skip to content'],
    ['/cpdc-2024', '跳到正文'],
    ['/mega1-invitation', '跳到正文'],
  ] as const) {
    test(`${path}: the first Tab shows "${label}"; Enter moves the focus to the main content`, async ({ page }) => {
      await page.goto(path)
      await expectSkipLink(page, label)
    })
  }

  test('/album-list (staff only): the skip link too', async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'payload-token', value: await adminToken(request), url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
    await page.goto('/album-list')
    await expect(page).toHaveURL(/\/album-list$/)
    await expectSkipLink(page, '跳到正文')
  })
})

test.describe('header menus', () => {
  test('Space opens a panel and Tab walks in; arrows move; Escape closes it back on its trigger', async ({ page }) => {
    await visit(page, '/')
    const products = topLink(page, '产品中心')
    await tabTo(page, products)
    await page.keyboard.press('Space')
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await expect(products).toBeFocused()
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`)
    const categories = panel.getByRole('list', { name: '产品分类' }).getByRole('link')
    await page.keyboard.press('Tab')
    await expect(categories.first()).toBeFocused()
    await expectFocusVisible(page)
    await page.keyboard.press('ArrowDown')
    await expect(categories.nth(1)).toBeFocused()
    await expectFocusVisible(page)
    await page.keyboard.press('Escape')
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await expect(products).toBeFocused()
    await expectFocusVisible(page)

    // Space again closes what Space opened.
    await page.keyboard.press('Space')
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(products).toHaveAttribute('aria-expanded', 'false')

    // The other drop-downs: ArrowRight to them, ArrowDown opens and moves in, Escape comes back.
    for (const name of ['MDM', '解决方案', '新闻动态', '关于我们']) {
      await page.keyboard.press('ArrowRight')
      const trigger = topLink(page, name)
      await expect(trigger).toBeFocused()
      await expectFocusVisible(page)
      if (name === 'MDM') continue
      await page.keyboard.press('ArrowDown')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      const dropdown = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
      expect(await holdsFocus(dropdown)).toBe(true)
      await expectFocusVisible(page)
      await page.keyboard.press('Escape')
      await expect(dropdown).toBeHidden()
      await expect(trigger).toBeFocused()
    }
  })

  test('Tab leaving an open panel closes it', async ({ page }) => {
    await visit(page, '/')
    const about = topLink(page, '关于我们')
    await tabTo(page, about)
    await page.keyboard.press('ArrowDown')
    const panel = page.locator(`#${await about.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    for (let step = 0; step < 10 && (await holdsFocus(panel)); step++) await page.keyboard.press('Tab')
    await expect(panel).toBeHidden()
    await expectFocusVisible(page)
  })

  test('the language menu: Enter opens it, arrows move, Escape closes it back on its button', async ({ page }) => {
    await visit(page, '/')
    const trigger = page.getByRole('navigation', { name: '语言' }).getByRole('button')
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    const menu = page.locator('#language-menu')
    await expect(menu.getByRole('link').first()).toBeFocused()
    await expectFocusVisible(page)
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: 'English', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expectFocusVisible(page)
  })

  test('a product opens from the mega-menu with the keyboard alone', async ({ page }) => {
    await visit(page, '/')
    const products = topLink(page, '产品中心')
    await tabTo(page, products)
    await page.keyboard.press('ArrowDown')
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`)
    // The panel's content arrives on this first intent (issue 28); what Tab does while it loads is
    // header-panels.spec's. Here: the walk through the content.
    await expect(panel).not.toHaveAttribute('aria-busy', 'true')
    // Tab on through the categories to the shown category's products.
    let href = ''
    for (let step = 0; step < 30 && !href.includes('/product-detail/'); step++) {
      await page.keyboard.press('Tab')
      expect(await holdsFocus(panel)).toBe(true)
      await expectFocusVisible(page)
      href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')
    }
    expect(href).toContain('/product-detail/')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`), navigation)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(products).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('contact dialog', () => {
  test('opens from the keyboard; Tab cycles inside; Escape does not close it; its close button does and the focus returns', async ({ page }) => {
    await visit(page, '/')
    const consult = page.getByTestId('consult-button')
    // The consult button floats at the end of the page: Shift+Tab from the top reaches it.
    await tabTo(page, consult, { backwards: true })
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog).toBeVisible()
    // The focus starts on the first field.
    await expect(dialog.locator('[name="name"]')).toBeFocused()
    await expectFocusVisible(page)

    // Twice round: every stop is inside the dialog and shows its focus; the close button is one.
    const close = dialog.getByRole('button', { name: '关闭', exact: true })
    const stops = await dialog.locator('input, textarea, button:not([disabled])').count()
    let reachedClose = false
    for (let step = 0; step < 2 * stops; step++) {
      await page.keyboard.press('Tab')
      expect(await holdsFocus(dialog)).toBe(true)
      await expectFocusVisible(page)
      reachedClose ||= await close.evaluate((node) => node === document.activeElement)
    }
    expect(reachedClose).toBe(true)
    // Shift+Tab goes round the other way without leaving either.
    for (let step = 0; step < stops; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await holdsFocus(dialog)).toBe(true)
    }

    await page.keyboard.press('Escape')
    await page.waitForTimeout(300)
    await expect(dialog).toBeVisible()

    await tabTo(page, close)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(consult).toBeFocused()
    await expectFocusVisible(page)
  })

  test('from a product page, the focus returns to the product enquiry button after cancel', async ({ page }) => {
    await visit(page, '/product-detail/rt-t10')
    const enquire = page.getByRole('button', { name: '咨询此产品' })
    await tabTo(page, enquire, { max: 80 })
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog).toBeVisible()
    // The model is filled in: the focus starts on the message.
    await expect(dialog.locator('[name="content"]')).toBeFocused()
    await tabTo(page, dialog.getByRole('button', { name: '取消', exact: true }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(enquire).toBeFocused()
  })
})

test.describe('product gallery', () => {
  test('Tab reaches the pictures; arrows change the main picture; the thumbnail of the focused one shows the ring', async ({ page }) => {
    await visit(page, '/product-detail/rt-t10')
    const pictures = page.getByRole('group', { name: '产品图片' })
    const first = page.getByRole('radio', { name: '查看第 1 张图片' })
    await tabTo(page, first, { max: 80 })
    await expect(first).toBeChecked()
    await page.keyboard.press('ArrowRight')
    const second = page.getByRole('radio', { name: '查看第 2 张图片' })
    await expect(second).toBeFocused()
    await expect(second).toBeChecked()
    await expect(page.locator('[data-gallery-slide="1"]')).toBeVisible()
    await expect(page.locator('[data-gallery-slide="0"]')).toBeHidden()
    // The radio itself is off screen: its thumbnail carries the focus ring.
    const ring = await page.locator('[data-gallery-thumb="1"]').evaluate((node) => getComputedStyle(node).outlineStyle)
    expect(ring).toBe('solid')
    expect(await holdsFocus(pictures)).toBe(true)
  })
})
