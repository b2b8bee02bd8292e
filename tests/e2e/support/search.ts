import { mkdirSync } from 'node:fs'

import { type APIRequestContext, expect, type Page } from '@playwright/test'

/*
 * Issue 14 search, for the desktop and phone specs: seeded words to search for (read from the
 * site, never retyped) and screenshots for people to look at.
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

