import { expect, test } from '@playwright/test'

import { mobileTour } from './support/a11yTour'
import { locales, openContactDialog, tourTests } from './support/a11yRun'
import { expectNoSeriousViolations } from './support/axe'

// Issue 14: no serious or critical axe violation (WCAG 2.2 A/AA) on the phone pages, in both
// languages, and with the contact dialog and the drawer open. The page list: support/a11yTour.ts.

test.describe('axe tour, phone pages', () => tourTests(mobileTour))

const prefix = (locale: string) => (locale === 'en' ? '/en' : '')

test.describe('axe tour, phone states', () => {
  for (const locale of locales) {
    test(`contact dialog open (${locale})`, async ({ page }) => {
      await openContactDialog(page, `${prefix(locale)}/m.product-list`)
      await expectNoSeriousViolations(page, `m. contact dialog (${locale})`)
    })

    test(`drawer open (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/m.index`)
      const drawer = page.getByTestId('mobile-drawer')
      await expect(async () => {
        await page.getByRole('button', { name: locale === 'zh' ? '打开菜单' : 'Open the menu' }).click()
        await expect(drawer).toBeVisible({ timeout: 1500 })
      }).toPass()
      await expectNoSeriousViolations(page, `m. drawer (${locale})`)
    })
  }
})
