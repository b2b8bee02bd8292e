import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/*
 * Issue 14 search, for the desktop and phone specs: seeded words to search for (read from the
 * site, never retyped), axe on the current page state, and screenshots for people to look at.
 */

export const shotsDir = process.env.SEARCH_SHOTS_DIR ?? 'test-results/search-shots'

export async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage })
}

type SearchData = { total: number; items: { type: string; title: string; url: string }[] }

export async function searchApi(request: APIRequestContext, locale: 'zh' | 'en', query: string): Promise<SearchData> {
  const response = await request.get(`/api/front/search?language=${locale}&q=${encodeURIComponent(query)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: SearchData }).data
}

/** A seeded model number (RT-T7 …) whose search finds its product first. */
export async function seededModel(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/front/productCategory?language=zh')
  const categories = ((await response.json()) as { data: { productList: { model: string }[] }[] }).data
  const model = categories.flatMap((category) => category.productList).find((product) => /[a-z]-\w/i.test(product.model))?.model
  expect(model, 'a seeded model with a hyphen').toBeTruthy()
  return model!
}

/** A word with more than one page of results (for pagination), tried from common seeded words. */
export async function wordWithPages(request: APIRequestContext, locale: 'zh' | 'en'): Promise<string> {
  const candidates = locale === 'zh' ? ['平板', '车载', '系统', '的', 'a'] : ['tablet', 'the', 'and', 'a', 'e']
  for (const word of candidates) if ((await searchApi(request, locale, word)).total > 10) return word
  throw new Error(`no seeded ${locale} word with more than 10 results`)
}

/** Where issue 14's search lives in a page: the page's content and the header's or drawer's box. */
export const searchParts = ['#main', '[data-testid^="search-box-"]']

/**
 * No serious or critical axe violation in the search parts of the page as it is now. (The rest of
 * the site is the accessibility tour's: tests/e2e/accessibility*.spec.ts.)
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string, parts = searchParts) {
  const builder = parts.reduce((axe, part) => axe.include(part), new AxeBuilder({ page }))
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${what}: serious/critical axe violations`,
  ).toEqual([])
}
