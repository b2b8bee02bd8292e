/**
 * WCAG 2.4.4 (and Lighthouse's SEO audit "link-text"): no link reads only "Learn more" or
 * "View more". The header's panels, the home page's calls to action and the mega-menu's "view
 * more" carry what they lead to (a visually hidden name after the words).
 */
import { describe, expect, it } from 'vitest'

import { url } from './support'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const vague = new Set(['learn more', 'view more', 'more', 'read more', '了解更多', '查看更多'])

function linkTexts(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
      .replace(/[›→\s]+/g, ' ')
      .trim()
      .toLowerCase(),
  )
}

describe('link text says where a link goes', () => {
  it.each(['/', '/en', '/en/product-list?i=1', '/en/mdm', '/m.index', '/en/m.index'])('%s', async (path) => {
    const response = await fetch(url(path), { headers: path.includes('/m.') ? { 'user-agent': iPhone } : {} })
    expect(response.status).toBe(200)
    const texts = linkTexts(await response.text())
    expect(texts.length).toBeGreaterThan(10)
    expect(texts.filter((text) => vague.has(text))).toEqual([])
  })
})
