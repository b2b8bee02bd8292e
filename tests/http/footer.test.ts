/**
 * Spec §9 (with §2.6 and §2.7): the footer shows at most 4 product categories and at most 4
 * solutions. Counted on rendered pages of a site that has more of both (the seed has 8 categories
 * and 6 solutions; the test first makes sure there are more than 4), in both languages: the
 * desktop footer lists the first 4 of each, the phone footer the first 4 solutions and every
 * category (§2.7 limits only its solutions).
 */
import { describe, expect, it } from 'vitest'

import en from '../../src/i18n/messages/en/nav.json'
import zh from '../../src/i18n/messages/zh/nav.json'
import { footerMaxCategories, footerMaxSolutions } from '../../src/rules/limits'
import { read, url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const nav = { zh, en }

/** The link texts of one footer menu: a desktop `<nav aria-label>` or a phone `<details>` by its summary. */
function menuLinks(html: string, title: string): string[] {
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
  const menu =
    new RegExp(`<nav aria-label="${title}">([\\s\\S]*?)</nav>`).exec(footer)?.[1] ??
    new RegExp(`<summary[^>]*>${title}</summary>([\\s\\S]*?)</details>`).exec(footer)?.[1]
  expect(menu, `a footer menu titled ${title}`).toBeDefined()
  return [...menu!.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!)
}

async function page(path: string): Promise<string> {
  const response = await fetch(url(path), { headers: path.includes('/m.') ? { 'user-agent': iPhone } : {} })
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('§9 the footer shows at most 4 product categories and 4 solutions', () => {
  it.each(['zh', 'en'] as const)('%s: the desktop footer lists the first 4 of each, of more', async (language) => {
    const categories = await read<{ name: string }[]>(`/api/front/productCategory?language=${language}`)
    const solutions = await read<{ name: string }[]>(`/api/front/solution?language=${language}`)
    expect(categories.length, 'more categories than the footer shows').toBeGreaterThan(footerMaxCategories)
    expect(solutions.length, 'more solutions than the footer shows').toBeGreaterThan(footerMaxSolutions)
    for (const path of language === 'zh' ? ['/', '/mdm-price', '/product-detail/rt-t7'] : ['/en', '/en/news-trend']) {
      const html = await page(path)
      expect(menuLinks(html, nav[language].productCenter), path).toEqual(categories.slice(0, footerMaxCategories).map((item) => item.name))
      expect(menuLinks(html, nav[language].solutions), path).toEqual(solutions.slice(0, footerMaxSolutions).map((item) => item.name))
    }
  })

  it.each(['zh', 'en'] as const)('%s: the phone footer lists the first 4 solutions and every category', async (language) => {
    const categories = await read<{ name: string }[]>(`/api/front/productCategory?language=${language}`)
    const solutions = await read<{ name: string }[]>(`/api/front/solution?language=${language}`)
    const html = await page(language === 'zh' ? '/m.index' : '/en/m.index')
    expect(menuLinks(html, nav[language].solutions)).toEqual(solutions.slice(0, footerMaxSolutions).map((item) => item.name))
    expect(menuLinks(html, nav[language].productCenter)).toEqual(categories.map((item) => item.name))
  })
})
