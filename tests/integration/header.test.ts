import { beforeAll, describe, expect, it } from 'vitest'

import { getMenuSettings, getSiteSettings } from '@/data/globals'
import { loadHeader } from '@/data/header'
import { getNewsCategories } from '@/data/news'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'

import { seededPayload } from './support/seeded'

beforeAll(async () => {
  await seededPayload()
})

describe('§2.5/§2.7 loadHeader: the header reads, desktop and /m. alike', () => {
  it('gives the same content as the reads it gathers, in each language', async () => {
    for (const locale of ['zh', 'en'] as const) {
      const header = await loadHeader(locale)
      expect(header).toEqual({
        site: await getSiteSettings(locale),
        categories: await getProductCategories(locale),
        solutions: await getSolutions(locale),
        newsCategories: await getNewsCategories(locale),
        menu: await getMenuSettings(locale),
      })
      expect(header.categories.length).toBeGreaterThanOrEqual(6)
      expect(header.solutions.length).toBeGreaterThan(0)
      expect(header.newsCategories.length).toBeGreaterThan(0)
    }
    const [zh, en] = await Promise.all([loadHeader('zh'), loadHeader('en')])
    expect(en.categories[0].name).not.toBe(zh.categories[0].name)
  })
})
