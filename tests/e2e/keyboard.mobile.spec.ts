import { expect, type Page, test } from '@playwright/test'

import { expectFocusVisible, holdsFocus, tabTo } from './support/keyboard'
import { visit } from './support/session'

/*
 * Issue 14 "Keyboard" on the phone pages (/m.), with a keyboard alone (a phone with a Bluetooth
 * keyboard, or a switch device): the skip link, the drawer and the contact dialog.
 */

const main = (page: Page) => page.locator('main#main')

test.describe('phone: skip link', () => {
  for (const [path, label] of [
    ['/m.index', '跳到正文'],
    ['/en/m.product-list', 'Skip to content'],
    ['/m.guideline', '跳到正文'],
  ] as const) {
    test(`${path}: the first Tab shows "${label}"; Enter moves the focus to the main content`, async ({ page }) => {
      await page.goto(path)
      const skip = page.getByRole('link', { name: label, exact: true })
      await page.keyboard.press('Tab')
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await expectFocusVisible(page)
      await page.keyboard.press('Enter')
      await expect(main(page)).toBeFocused()
    })
  }
})

test.describe('phone: drawer', () => {
  test('opens from the keyboard, keeps the focus inside, Escape closes it back on the menu button', async ({ page }) => {
    await visit(page, '/m.product-list')
    const menuButton = page.getByRole('button', { name: '打开菜单' })
    const drawer = page.getByTestId('mobile-drawer')
    await tabTo(page, menuButton)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    // The focus moves into the drawer, onto its close button.
    await expect(drawer.getByRole('button', { name: '关闭菜单' })).toBeFocused()
    await expectFocusVisible(page)

    // Open a section with the keyboard and walk through it.
    const solutions = drawer.locator('summary', { hasText: '解决方案' })
    await tabTo(page, solutions)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('link', { name: '全部解决方案' })).toBeFocused()
    await expectFocusVisible(page)

    // Tab and Shift+Tab go round and round inside the open drawer.
    const stops = await drawer.locator('a:visible, button:visible, summary:visible').count()
    for (let step = 0; step < stops + 3; step++) {
      await page.keyboard.press('Tab')
      expect(await holdsFocus(drawer)).toBe(true)
      await expectFocusVisible(page)
    }
    for (let step = 0; step < stops + 3; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await holdsFocus(drawer)).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()
    await expectFocusVisible(page)
  })

  test('its close button closes it and gives the focus back; a link chosen with Enter goes there', async ({ page }) => {
    await visit(page, '/m.index')
    const menuButton = page.getByRole('button', { name: '打开菜单' })
    const drawer = page.getByTestId('mobile-drawer')
    await tabTo(page, menuButton)
    await page.keyboard.press('Space')
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Enter') // on the close button
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await tabTo(page, drawer.locator('summary', { hasText: 'MDM' }))
    await page.keyboard.press('Enter')
    await tabTo(page, drawer.getByRole('link', { name: '价格方案' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/m\.mdm-price$/, { timeout: 30_000 })
    await expect(drawer).toBeHidden()
  })
})

test.describe('phone: contact dialog', () => {
  test('Escape does not close it, Tab stays inside, its close button closes it back on the consult button', async ({ page }) => {
    await visit(page, '/m.index')
    const consult = page.getByTestId('consult-button')
    await tabTo(page, consult, { backwards: true })
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[name="name"]')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    const stops = await dialog.locator('input, textarea, button:not([disabled])').count()
    for (let step = 0; step < stops + 2; step++) {
      await page.keyboard.press('Tab')
      expect(await holdsFocus(dialog)).toBe(true)
      await expectFocusVisible(page)
    }
    await tabTo(page, dialog.getByRole('button', { name: '关闭', exact: true }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(consult).toBeFocused()
  })
})
