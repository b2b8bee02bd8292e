import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { twinPath } from '../../../src/rules/routes'

// What the phone specs of the /m. twins share: the languages, the site's API and UI strings, and
// the rule that a mobile page links only to mobile pages.

export type Language = 'zh' | 'en'
export const languages: Language[] = ['zh', 'en']
export const prefix = (language: Language) => (language === 'en' ? '/en' : '')

export async function api<T>(request: APIRequestContext, route: string, language: Language, query = ''): Promise<T> {
  const response = await request.get(`/api/front/${route}?language=${language}${query}`)
  expect(response.status(), route).toBe(200)
  return (await response.json()).data as T
}

/** A UI string of the site (src/i18n/messages/<language>/<namespace>.json). */
export function ui(language: Language, namespace: string, key: string): string {
  const file = path.resolve('src/i18n/messages', language, `${namespace}.json`)
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]
}

export type ProductSummary = { id: number; model: string; firstTitle: string; customizeUrl: string }
export type Category = { id: number; name: string; productList: ProductSummary[] }
export type Solution = { id: number; name: string }
export type NewsCategory = { id: number; name: string }
export type NewsPage = { items: { id: number; title: string }[]; page: number; totalPages: number; category: NewsCategory | null }

/** Every address inside <main> is a mobile twin, or a route that has none (downloads, the conference page…). */
export async function expectMobileLinks(page: Page): Promise<number> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) {
    const isMobile = /^(\/en)?\/m\./.test(href)
    expect(isMobile || twinPath(href, 'mobile') === null, `${href} is a desktop page with a mobile twin`).toBe(true)
  }
  return hrefs.length
}
