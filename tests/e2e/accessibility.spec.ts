import { expect, test } from '@playwright/test'

import { desktopTour } from './support/a11yTour'
import { locales, openContactDialog, tourTests } from './support/a11yRun'
import { expectNoSeriousViolations } from './support/axe'

// Issue 14: no serious or critical axe violation (WCAG 2.2 A/AA) on the desktop pages, in both
// languages, and with the contact dialog and the mega-menu open. The page list: support/a11yTour.ts.

test.describe('axe tour, desktop pages', () => tourTests(desktopTour))

const prefix = (locale: string) => (locale === 'en' ? '/en' : '')

test.describe('axe tour, desktop states', () => {
  for (const locale of locales) {
    test(`contact dialog open (${locale})`, async ({ page }) => {
      await openContactDialog(page, `${prefix(locale)}/product-list`)
      await expectNoSeriousViolations(page, `contact dialog (${locale})`)
    })

    test(`mega-menu open (${locale})`, async ({ page }) => {
      await page.goto(prefix(locale) || '/')
      const nav = page.getByRole('navigation', { name: locale === 'zh' ? '主导航' : 'Main navigation' })
      const trigger = nav.getByRole('link', { name: locale === 'zh' ? '产品中心' : 'Products', exact: true }).first()
      await expect(async () => {
        await page.mouse.move(10, 600)
        await trigger.hover()
        await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1500 })
      }).toPass()
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
      await expect(panel).toBeVisible()
      // The panel's content is fetched on intent (issue 28): check it, not its loading notice.
      await expect(panel.getByRole('list').first()).toBeVisible()
      await expectNoSeriousViolations(page, `mega-menu (${locale})`)
    })
  }
})
