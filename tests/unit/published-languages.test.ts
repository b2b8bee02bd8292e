import { describe, expect, it } from 'vitest'

import { hasText, publishedLanguages, titleFields } from '@/rules/publishedLanguages'
import { seoLengths, seoLengthTargets } from '@/rules/seo'

/** Issue 31: which languages a document is published in, and the SEO length targets per language. */
describe('languages published', () => {
  it('are those whose title the published document has', () => {
    expect(publishedLanguages('published', { zh: '新闻', en: 'News' })).toEqual(['zh', 'en'])
    expect(publishedLanguages('published', { zh: '只有中文', en: null })).toEqual(['zh'])
    expect(publishedLanguages('published', { zh: '只有中文', en: '   ' })).toEqual(['zh'])
    expect(publishedLanguages('published', { en: 'English only' })).toEqual(['en'])
  })

  it('are none for a document never published or unpublished', () => {
    expect(publishedLanguages('draft', { zh: '草稿', en: 'Draft' })).toEqual([])
    expect(publishedLanguages(undefined, { zh: '草稿' })).toEqual([])
    expect(publishedLanguages('published', null)).toEqual([])
  })

  it('name a title field for every localised collection a visitor sees', () => {
    for (const slug of ['news', 'products', 'solutions', 'case-studies', 'documents', 'partners', 'events', 'product-categories']) {
      expect(titleFields).toHaveProperty(slug)
    }
    expect(hasText('x')).toBe(true)
    expect(hasText('')).toBe(false)
    expect(hasText(42)).toBe(false)
  })
})

describe('SEO length targets follow the language', () => {
  it('asks a Chinese title and description for about half the characters of English ones', () => {
    const { zh, en } = seoLengthTargets
    expect(en.title).toEqual({ minLength: 50, maxLength: 60 })
    expect(en.description).toEqual({ minLength: 100, maxLength: 150 })
    expect(zh.title.maxLength).toBe(en.title.maxLength / 2)
    expect(zh.description.maxLength).toBe(en.description.maxLength / 2)
    // A good 28-character Chinese title is within its target; it was "too short" against English's.
    const title = '坚固型车载平板电脑RT-T7，适用于工程机械与农业车辆'
    expect(title.length).toBeGreaterThanOrEqual(seoLengths('zh').title.minLength)
    expect(title.length).toBeLessThanOrEqual(seoLengths('zh').title.maxLength)
    expect(seoLengths('fr')).toEqual(zh)
  })
})
