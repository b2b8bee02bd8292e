import { expect, test, type Page } from '@playwright/test'

import { mobileDialogTextWidthPx, mobileDialogWidthRem, mobileRootFontDivisor } from '../../src/rules/limits'
import { message } from '../../src/rules/messages'

import { ownClientAddress, toast, uniqueEmail, visit } from './support/session'

/*
 * Spec §2.3/§2.4/§2.7/§2.8 on a phone (iPhone 13 in Chromium): device redirects, the root font
 * size, the mobile header and its drawer, the footer's menus, QR code and quick form, and the
 * contact dialog's mobile variant.
 */

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
}

test.describe('§2.3 a phone asking for a desktop route gets its /m. twin', () => {
  for (const [asked, twin] of [
    ['/', '/m.index'],
    ['/en', '/en/m.index'],
    ['/en/mdm?from=ad', '/en/m.mdm?from=ad'],
    ['/news-list?id=1', '/m.news-list/1'],
    ['/product-list?i=1', '/m.product-list?i=1'],
  ] as const) {
    test(`${asked} → ${twin}`, async ({ page }) => {
      const response = await page.goto(asked)
      expect(response?.status()).toBe(200)
      expect(pathOf(page)).toBe(twin)
      await expect(page.getByTestId('mobile-header')).toBeVisible()
    })
  }

  test('a /m. page asked for by the phone is served as it is', async ({ page }) => {
    await page.goto('/m.solution-list')
    expect(pathOf(page)).toBe('/m.solution-list')
  })
})

test.describe('§2.4 mobile pages scale the root font size', () => {
  test('the root font size is the viewport width / 3.75', async ({ page }) => {
    await page.goto('/m.index')
    const { fontSize, width } = await page.evaluate(() => ({
      fontSize: parseFloat(getComputedStyle(document.documentElement).fontSize),
      width: window.innerWidth,
    }))
    expect(fontSize).toBeCloseTo(width / mobileRootFontDivisor, 1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('§2.7 mobile header', () => {
  test('is transparent at the top of /m.index and turns white once scrolled', async ({ page }) => {
    await visit(page, '/m.index')
    const header = page.getByTestId('mobile-header')
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.screenshot({ path: 'test-results/mobile-home-top.png' })
    await scrollDown(page)
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await page.screenshot({ path: 'test-results/mobile-home-scrolled.png' })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-transparent', 'true')
  })

  test('is white on every other page, even at the top', async ({ page }) => {
    await visit(page, '/en/m.mdm')
    await expect(page.getByTestId('mobile-header')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })

  test('the menu icon opens the drawer; choosing an item closes it and goes there', async ({ page }) => {
    await visit(page, '/m.index')
    const drawer = page.getByTestId('mobile-drawer')
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: '打开菜单' }).click()
    await expect(drawer).toBeVisible()
    await page.screenshot({ path: 'test-results/mobile-drawer.png' })
    await drawer.getByText('MDM', { exact: true }).click()
    await drawer.getByRole('link', { name: '价格方案' }).click()
    await expect(page).toHaveURL(/\/m\.mdm-price$/)
    await expect(drawer).toBeHidden()
  })

  test('the drawer closes with its close control, and switches the language on the same page', async ({ page }) => {
    await visit(page, '/m.solution-list')
    const drawer = page.getByTestId('mobile-drawer')
    await page.getByRole('button', { name: '打开菜单' }).click()
    await drawer.getByRole('button', { name: '关闭菜单' }).click()
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: '打开菜单' }).click()
    await drawer.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/m\.solution-list$/)
    await expect(drawer).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en')
  })
})

test.describe('§2.7 mobile footer', () => {
  test('menus are collapsed and open on tap; solutions show at most 4', async ({ page }) => {
    await visit(page, '/en/m.index')
    const footer = page.getByTestId('mobile-footer')
    const menus = footer.locator('details:has(> summary)').filter({ has: page.locator('ul') })
    await expect(menus).toHaveCount(4)
    const solutions = menus.filter({ hasText: 'Solutions' })
    await expect(solutions.getByRole('link').first()).toBeHidden()
    await solutions.locator('summary').click()
    await expect(solutions.getByRole('link').first()).toBeVisible()
    expect(await solutions.getByRole('link').count()).toBeLessThanOrEqual(4)
    const about = menus.filter({ hasText: 'About us' })
    await about.locator('summary').click()
    await expect(about.getByRole('link')).toHaveText(['Company profile', 'Careers', 'Newsroom', 'Contact us'])
    await about.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/en\/m\.recruitment-information$/)
  })

  test('the chat app shows its QR code on tap and hides it on the next tap', async ({ page }) => {
    await visit(page, '/m.index')
    const toggle = page.getByTestId('mobile-footer').locator('details:has(img[alt])').filter({ has: page.locator('summary[aria-label]') }).first()
    const qr = toggle.locator('img').last()
    await toggle.scrollIntoViewIfNeeded()
    await expect(qr).toBeHidden()
    await toggle.locator('summary').tap()
    await expect(qr).toBeVisible()
    await page.screenshot({ path: 'test-results/mobile-footer-qr.png' })
    await toggle.locator('summary').tap()
    await expect(qr).toBeHidden()
  })

  test('the quick form checks the rules, clears both fields on success', async ({ page }) => {
    await ownClientAddress(page, '203.0.113')
    await visit(page, '/m.index')
    const form = page.getByTestId('mobile-footer').getByTestId('quick-enquiry-form')
    await form.scrollIntoViewIfNeeded()
    const submit = form.getByTestId('quick-enquiry-submit')
    await submit.click()
    await expect(toast(page, message('contentEmpty', 'zh'))).toBeVisible()
    await form.locator('[name="content"]').fill('请问手机端也能下单吗？')
    await form.locator('[name="email"]').fill(uniqueEmail('mobile'))
    await submit.click()
    await expect(toast(page, message('submitSuccess', 'zh'))).toBeVisible()
    await expect(form.locator('[name="content"]')).toHaveValue('')
    await expect(form.locator('[name="email"]')).toHaveValue('')
  })
})

test.describe('§2.8 the contact dialog on a phone', () => {
  test('is 3.2rem wide with 280 px text, ignores outside taps, same rules and messages', async ({ page }) => {
    await visit(page, '/en/m.index')
    await page.getByTestId('consult-button').click()
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-variant', 'mobile')
    const { rootFont, width } = await dialog.evaluate((element) => ({
      rootFont: parseFloat(getComputedStyle(document.documentElement).fontSize),
      width: element.getBoundingClientRect().width,
    }))
    expect(width).toBeCloseTo(mobileDialogWidthRem * rootFont, 0)
    const inputWidth = await dialog.locator('[name="name"]').evaluate((element) => element.getBoundingClientRect().width)
    expect(inputWidth).toBeLessThanOrEqual(mobileDialogTextWidthPx)
    await page.screenshot({ path: 'test-results/mobile-dialog.png' })

    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, message('contentEmpty', 'en'))).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('§2.2 the mobile guideline pages', () => {
  for (const [path, title, steps] of [
    ['/m.guideline', '设备接入指南', '安装管理代理'],
    ['/en/m.guideline', 'Device enrolment guide', 'Install the management agent'],
  ] as const) {
    test(`${path} shows the guide from the CMS in the mobile-blank layout`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { name: steps })).toBeVisible()
      await expect(page.locator('[data-layout="mobile-blank"]')).toHaveCount(1)
      await expect(page.getByTestId('mobile-header')).toHaveCount(0)
      await expect(page.getByTestId('consult-button')).toHaveCount(0)
      await page.screenshot({ path: `test-results/mobile-guideline${path.startsWith('/en') ? '-en' : ''}.png`, fullPage: true })
    })
  }

  test('/m.guideline-en is the English guide', async ({ page }) => {
    await page.goto('/m.guideline-en')
    await expect(page).toHaveURL(/\/en\/m\.guideline$/)
  })
})
