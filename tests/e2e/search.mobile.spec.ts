import { expect, type Page, test } from '@playwright/test'

import { watchPolicyViolations } from './support/csp'
import { expectNoSeriousViolations } from './support/axe'
import { searchApi, seededModel, shot, wordWithPages } from './support/search'
import { visit } from './support/session'

// Issue 14 search on a phone: the box in the drawer (suggestions, keys), /m.search with marked
// words, group counts, pages and the empty state, links to the /m. twins, and axe.

const drawer = (page: Page) => page.getByTestId('mobile-drawer')
const box = (page: Page) => page.getByTestId('search-box-drawer').getByRole('combobox')

async function openDrawer(page: Page, label = '打开菜单') {
  await page.getByRole('button', { name: label }).click()
  await expect(drawer(page)).toBeVisible()
}

test('the drawer box suggests; Down and Enter open the product’s phone page', async ({ page, request }) => {
  const violations = await watchPolicyViolations(page)
  const model = await seededModel(request)
  const squeezed = model.replace(/-/g, '').toLowerCase()
  const expected = (await searchApi(request, 'zh', squeezed)).items[0]!
  await visit(page, '/m.index')
  await openDrawer(page)
  await box(page).click()
  await box(page).pressSequentially(squeezed, { delay: 40 })
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  const options = page.getByTestId('search-box-drawer').getByRole('option')
  await expect(options.first()).toContainText(expected.title)
  await shot(page, 'phone-zh-drawer-suggestions')
  await expectNoSeriousViolations(page, 'drawer suggestions open')
  // Escape closes the list but not the drawer.
  await box(page).press('Escape')
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(drawer(page)).toBeVisible()
  await box(page).press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await box(page).press('Enter')
  await expect(page).toHaveURL(new RegExp(`/m\\.${expected.url.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await expect(drawer(page)).toBeHidden()
  expect(violations).toEqual([])
})

test('submitting from the drawer shows /m.search: marked words, counts, pages, English too', async ({ page, request }) => {
  const violations = await watchPolicyViolations(page)
  const model = await seededModel(request)
  await visit(page, '/m.mdm')
  await openDrawer(page)
  await box(page).fill(model)
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/m\.search\?q=/)
  await expect(page.getByTestId('search-group-product').locator('mark').first()).toHaveText(model)
  await expect(page.getByTestId('search-tabs').getByRole('link', { name: /产品\s*\d+/ })).toBeVisible()
  await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', /^\/m\.product-detail\//)
  await shot(page, 'phone-zh-results')
  await expectNoSeriousViolations(page, 'phone result page')

  const word = await wordWithPages(request, 'en')
  await visit(page, `/en/m.search?q=${encodeURIComponent(word)}`)
  const pager = page.getByTestId('search-pagination')
  await expect(pager).toContainText('1 /')
  await pager.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByTestId('search-pagination')).toContainText('2 /')
  await shot(page, 'phone-en-page-2', true)
  await expectNoSeriousViolations(page, 'phone English page 2')
  expect(violations).toEqual([])
})

test('the empty state on a phone suggests words and sections of the phone site', async ({ page }) => {
  await visit(page, '/en/m.search?q=zzqqxxnothing')
  await expect(page.getByTestId('search-empty')).toContainText('Nothing found for “zzqqxxnothing”')
  await expect(page.getByTestId('search-suggestions').getByRole('link', { name: 'All products →' })).toHaveAttribute('href', '/en/m.product-list')
  await shot(page, 'phone-en-empty')
  await expectNoSeriousViolations(page, 'phone empty state')
  await visit(page, '/m.search?q=zzqqxxnothing')
  await shot(page, 'phone-zh-empty')
  await openDrawer(page)
  await box(page).click()
  await box(page).pressSequentially('平板', { delay: 40 })
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  await shot(page, 'phone-zh-drawer-typed')
})
