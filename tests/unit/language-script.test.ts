/** Issue 38, item 4: a text about to be published in a language it is not written in (rules/languageScript.ts). */
import { describe, expect, it } from 'vitest'

import { hanShare, looksLikeAnotherLanguage } from '../../src/rules/languageScript'

describe('looksLikeAnotherLanguage', () => {
  it('flags English that is over half Han characters', () => {
    expect(looksLikeAnotherLanguage('en', '新一代车载三防平板发布')).toBe(true)
    expect(looksLikeAnotherLanguage('en', 'RT-T12 三防平板 now shipping')).toBe(false)
    expect(looksLikeAnotherLanguage('en', 'New rugged tablet')).toBe(false)
  })

  it('flags Chinese with almost no Han characters, not one with a model number in it', () => {
    expect(looksLikeAnotherLanguage('zh', 'New rugged tablet released')).toBe(true)
    expect(looksLikeAnotherLanguage('zh', 'RT-T12 三防平板正式发布')).toBe(false)
    expect(looksLikeAnotherLanguage('zh', '新品发布')).toBe(false)
  })

  it('says nothing of texts too short to tell, or of no text', () => {
    expect(hanShare('RT')).toBeNull()
    expect(looksLikeAnotherLanguage('zh', 'T12')).toBe(false)
    expect(looksLikeAnotherLanguage('en', undefined)).toBe(false)
  })
})
