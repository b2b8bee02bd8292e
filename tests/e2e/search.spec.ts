import { expect, type Page, test } from '@playwright/test'

import { watchPolicyViolations } from './support/csp'
import { expectNoSeriousViolations } from './support/axe'
import { searchApi, seededModel, shot, wordWithPages } from './support/search'
import { visit } from './support/session'

// Issue 14 search on the desktop site: the header box (a combobox of suggestions), the result
// page (marked words, group counts, pages), the empty state, axe, and the box without JavaScript.

const box = (page: Page) => page.getByTestId('search-box-header').getByRole('combobox')
const listbox = (page: Page) => page.getByTestId('search-box-header').getByRole('listbox')

test('typing in the header box shows suggestions; Down and Enter open the first', async ({ page, request }) => {
  const violations = await watchPolicyViolations(page)
  const model = await seededModel(request)
  const squeezed = model.replace(/-/g, '').toLowerCase()
  const expected = (await searchApi(request, 'zh', squeezed)).items[0]!
  await visit(page, '/')
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  await box(page).click()
  await box(page).pressSequentially(squeezed, { delay: 40 })
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(listbox(page).getByRole('option').first()).toContainText(expected.title)
  await expect(listbox(page).locator('mark').first()).toHaveText(new RegExp(model.replace(/-/g, '-?'), 'i'))
  await shot(page, 'desktop-zh-suggestions')
  await expectNoSeriousViolations(page, 'header suggestions open')

  await box(page).press('ArrowDown')
  const first = listbox(page).getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box(page).press('Enter')
  await expect(page).toHaveURL(new RegExp(`${expected.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  expect(violations).toEqual([])
})

test('Up wraps to the last option ("see all"), Escape closes the list and keeps the text', async ({ page }) => {
  await visit(page, '/en/mdm')
  await box(page).click()
  await box(page).pressSequentially('tablet', { delay: 40 })
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  await box(page).press('ArrowUp')
  const seeAll = listbox(page).getByRole('option').last()
  await expect(seeAll).toHaveAttribute('aria-selected', 'true')
  await expect(seeAll).toHaveText('See all results for “tablet”')
  await box(page).press('Escape')
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant', /.+/)
  await expect(box(page)).toHaveValue('tablet')
  // Enter without a chosen option submits the form: the English search page.
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=tablet$/)
  await expect(page.getByTestId('search-page')).toBeVisible()
})

test('the suggestion code is not in the first load: it arrives on the first focus', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await visit(page, '/introductory')
  await page.waitForLoadState('networkidle')
  const firstLoad = scripts.length
  await box(page).focus()
  await expect.poll(() => scripts.length).toBeGreaterThan(firstLoad)
})

test('submitting shows the result page: marked words, group counts, pages', async ({ page, request }) => {
  const violations = await watchPolicyViolations(page)
  const model = await seededModel(request)
  await visit(page, '/')
  await box(page).fill(model.toLowerCase())
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=/)
  const tabs = page.getByTestId('search-tabs')
  await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: /产品\s*\d+/ })).toBeVisible()
  await expect(page.getByTestId('search-group-product').locator('mark').first()).toHaveText(model)
  await shot(page, 'desktop-zh-results')
  await expectNoSeriousViolations(page, 'result page')

  // Pagination: plain links, page 2 of a word with several pages.
  const word = await wordWithPages(request, 'zh')
  await visit(page, `/search?q=${encodeURIComponent(word)}`)
  const pager = page.getByTestId('search-pagination')
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
  await pager.getByRole('link', { name: '第 2 页' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByTestId('search-pagination').locator('[aria-current="page"]')).toHaveText('2')
  await expect(page.getByTestId('search-result').first()).toBeVisible()
  await shot(page, 'desktop-zh-page-2', true)

  // A type tab narrows to that type, with its own count.
  await page.getByTestId('search-tabs').getByRole('link').nth(1).click()
  await expect(page).toHaveURL(/[?&]type=/)
  await expect(page.getByTestId('search-tabs').getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page')
  expect(violations).toEqual([])
})

test('English results, and the empty state with suggestions', async ({ page }) => {
  await visit(page, '/en/search?q=tablet')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tablet”')
  await expect(page.locator('mark').first()).toHaveText(/tablet/i)
  await shot(page, 'desktop-en-results')
  await expectNoSeriousViolations(page, 'English result page')

  await visit(page, '/en/search?q=zzqqxxnothing')
  await expect(page.getByTestId('search-empty')).toContainText('Nothing found for “zzqqxxnothing”')
  const suggestions = page.getByTestId('search-suggestions')
  await expect(suggestions.getByRole('link', { name: 'All products →' })).toHaveAttribute('href', '/en/product-list')
  await shot(page, 'desktop-en-empty')
  await expectNoSeriousViolations(page, 'empty state')
  await suggestions.getByRole('link', { name: 'ISOBUS' }).click()
  await expect(page).toHaveURL(/\/en\/search\?q=ISOBUS$/)

  await visit(page, '/search')
  await expect(page.getByTestId('search-start')).toBeVisible()
  await visit(page, `/search?q=${'长'.repeat(201)}`)
  await expect(page.getByTestId('search-too-long')).toContainText('搜索词最多 200 个字符，当前为 201 个')
  await shot(page, 'desktop-zh-too-long')
  await visit(page, '/search?q=zzqqxxnothing')
  await shot(page, 'desktop-zh-empty')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header box is a plain form to the search page', async ({ page }) => {
    await page.goto('/en/mdm')
    await box(page).fill('tablet')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=tablet$/)
    await expect(page.getByTestId('search-result').first()).toBeVisible()
  })
})
