import { describe, expect, it } from 'vitest'
import {
  defaultLocale,
  isLocale,
  languageCodes,
  languageStorageKey,
  languageTag,
  otherLocale,
  locales,
  nativeLanguageNames,
} from '../../src/rules/language'

describe('§3/§9 languages and their codes', () => {
  it('has zh (default) and en with codes 0 and 1', () => {
    expect(locales).toEqual(['zh', 'en'])
    expect(defaultLocale).toBe('zh')
    expect(languageCodes).toEqual({ zh: 0, en: 1 })
  })

  it('recognises only the two locale names', () => {
    expect(isLocale('zh')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('ru')).toBe(false)
    expect(isLocale('ZH')).toBe(false)
    expect(isLocale(0)).toBe(false)
  })
})

describe('§4 language persistence', () => {
  it('stores the language under the key "language"', () => {
    expect(languageStorageKey).toBe('language')
  })
})

describe('§2.1 paths without their language prefix', () => {
  it('drops a leading /en or /zh segment only', async () => {
    const { withoutLocalePrefix } = await import('@/rules/language')
    expect(withoutLocalePrefix('/en/mdm')).toBe('/mdm')
    expect(withoutLocalePrefix('/zh/news-list/3')).toBe('/news-list/3')
    expect(withoutLocalePrefix('/en')).toBe('/')
    expect(withoutLocalePrefix('/english/mdm')).toBe('/english/mdm')
    expect(withoutLocalePrefix('/mdm')).toBe('/mdm')
  })
})

describe('languageTag: the one place zh becomes zh-CN', () => {
  it('writes each language as html lang, hreflang and JSON-LD want it', () => {
    expect(locales.map((locale) => languageTag(locale))).toEqual(['zh-CN', 'en'])
  })

  it('writes og:locale with an underscore and a country', () => {
    expect(locales.map((locale) => languageTag(locale, 'openGraph'))).toEqual(['zh_CN', 'en_US'])
  })

  it('writes English dates day before month (en-GB)', () => {
    expect(locales.map((locale) => languageTag(locale, 'dates'))).toEqual(['zh-CN', 'en-GB'])
    const day = new Date(Date.UTC(2026, 10, 25, 12))
    expect(new Intl.DateTimeFormat(languageTag('en', 'dates'), { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('25 Nov 2026')
  })

  it('names each language in itself', () => {
    expect(nativeLanguageNames).toEqual({ zh: '中文', en: 'English', ru: 'Русский' })
  })
})

describe('otherLocale: the target of a language switch', () => {
  it('is the other of the two languages', () => {
    expect(otherLocale('zh')).toBe('en')
    expect(otherLocale('en')).toBe('zh')
  })
})
