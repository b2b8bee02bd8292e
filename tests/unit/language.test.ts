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
  writtenLocales,
} from '../../src/rules/language'
import { siteLanguages } from '@rugged/front-door/languages'

describe('§3/§9 languages and their codes', () => {
  it('serves the languages SITE_LANGUAGES names, Chinese first and the default; zh, en and ru when it names none', () => {
    expect(siteLanguages()).toEqual(['zh', 'en', 'ru'])
    expect(siteLanguages(' ')).toEqual(['zh', 'en', 'ru'])
    expect(siteLanguages('zh,en')).toEqual(['zh', 'en'])
    expect(siteLanguages(' zh , ru ,zh')).toEqual(['zh', 'ru'])
    expect(locales[0]).toBe('zh')
    expect(defaultLocale).toBe('zh')
  })

  it('refuses a language the site is not written in, and any other first language', () => {
    expect(() => siteLanguages('zh,en,de')).toThrow(/de not among the languages the site is written in/)
    expect(() => siteLanguages('en,zh')).toThrow(/must start with zh/)
    expect(() => siteLanguages(',en')).toThrow(/must start with zh/)
  })

  it('codes zh 0 and en 1 as the spec does, and ru 2', () => {
    expect(languageCodes).toEqual({ zh: 0, en: 1, ru: 2 })
  })

  it('recognises the configured locale names only', () => {
    expect(isLocale('zh')).toBe(true)
    expect(isLocale('en')).toBe(locales.includes('en'))
    expect(isLocale('ru')).toBe(locales.includes('ru'))
    expect(isLocale('de')).toBe(false)
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
    expect(writtenLocales.map((locale) => languageTag(locale))).toEqual(['zh-CN', 'en', 'ru'])
  })

  it('writes og:locale with an underscore and a country', () => {
    expect(writtenLocales.map((locale) => languageTag(locale, 'openGraph'))).toEqual(['zh_CN', 'en_US', 'ru_RU'])
  })

  it('writes English dates day before month (en-GB)', () => {
    expect(writtenLocales.map((locale) => languageTag(locale, 'dates'))).toEqual(['zh-CN', 'en-GB', 'ru-RU'])
    const day = new Date(Date.UTC(2026, 10, 25, 12))
    expect(new Intl.DateTimeFormat(languageTag('en', 'dates'), { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('25 Nov 2026')
  })

  it('names each language in itself', () => {
    expect(nativeLanguageNames).toEqual({ zh: '中文', en: 'English', ru: 'Русский' })
  })
})

describe('otherLocale: the target of a language switch', () => {
  it('is English from Chinese, Chinese from any other language', () => {
    expect(otherLocale('zh')).toBe('en')
    expect(otherLocale('en')).toBe('zh')
    expect(otherLocale('ru')).toBe('zh')
  })
})
