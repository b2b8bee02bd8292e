import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'
import { defaultLocale, isLocale, languageCodes, languageStorageKey, languageTag, otherLocale, locales, textLanguage, untranslatedLanguage, writtenLocales } from '../../src/rules/language'
import { labelIn } from '../../src/rules/choices'
import { languageName, nativeLanguageName, siteLanguageNames } from '../../src/rules/languageNames'
import { siteLanguages } from '@rugged/front-door/language-setting'

/** German, as a configuration that names it makes it a site language (issue 40). */
const de = siteLanguages('zh,en,ru,de')[3]!

describe('§3/§9 languages and their codes', () => {
  it('serves the languages SITE_LANGUAGES names, Chinese first and the default; zh, en and ru when it names none', () => {
    expect(siteLanguages()).toEqual(['zh', 'en', 'ru'])
    expect(siteLanguages(' ')).toEqual(['zh', 'en', 'ru'])
    expect(siteLanguages('zh,en')).toEqual(['zh', 'en'])
    expect(siteLanguages(' zh , ru ,zh')).toEqual(['zh', 'ru'])
    expect(locales[0]).toBe('zh')
    expect(defaultLocale).toBe('zh')
  })

  it('serves a further language that Intl knows, after the written ones or among them (issue 40)', () => {
    expect(siteLanguages('zh,en,ru,de')).toEqual(['zh', 'en', 'ru', 'de'])
    expect(siteLanguages('zh,de,en')).toEqual(['zh', 'de', 'en'])
  })

  it('refuses a code that is no canonical language Intl knows, and any other first language', () => {
    for (const unknown of ['xx', 'DE', 'english', 'und', 'iw', 'de-AT']) {
      expect(() => siteLanguages(`zh,en,${unknown}`), unknown).toThrow(`SITE_LANGUAGES: ${unknown} neither among the languages the site is written in (zh, en, ru) nor a language code Intl knows`)
    }
    expect(() => siteLanguages('en,zh')).toThrow(/must start with zh/)
    expect(() => siteLanguages(',en')).toThrow(/must start with zh/)
  })

  it.each(['server/start.ts', 'server/serve.ts'])('%s stops at once on a wrong SITE_LANGUAGES, with the reason, before touching the database', (script) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'languages-'))
    const database = path.join(dir, 'site.db')
    const env = { ...process.env, SITE_LANGUAGES: 'zh,en,xx', DATABASE_URI: `file:${database}`, PORT: '9' }
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8', timeout: 20_000 })
    expect(result.status).toBe(1)
    expect(result.stdout + result.stderr).toMatch(/Not starting: SITE_LANGUAGES: xx neither among/)
    expect(fs.existsSync(database)).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('codes zh 0 and en 1 as the spec does, and ru 2', () => {
    expect(languageCodes).toMatchObject({ zh: 0, en: 1, ru: 2 })
  })

  it('codes further languages 3, 4, … in the order SITE_LANGUAGES names them, whichever written ones it names', async () => {
    vi.stubEnv('SITE_LANGUAGES', 'zh,de,en,fil')
    vi.resetModules()
    try {
      const configured = await import('@rugged/front-door/languages')
      expect(configured.languageCodes).toEqual({ zh: 0, en: 1, ru: 2, de: 3, fil: 4 })
      expect(configured.languageValues).toEqual(['zh', 'de', 'en', 'fil', '0', '3', '1', '4'])
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it('recognises the configured locale names only', () => {
    expect(isLocale('zh')).toBe(true)
    expect(isLocale('en')).toBe(locales.includes('en'))
    expect(isLocale('ru')).toBe(locales.includes('ru'))
    expect(isLocale('de')).toBe(locales.includes(de))
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
    expect(writtenLocales.map(nativeLanguageName)).toEqual(['中文', 'English', 'Русский'])
    // The drop-downs' list: the site's languages, in their order.
    expect(Object.entries(siteLanguageNames())).toEqual(locales.map((locale) => [locale, nativeLanguageName(locale)]))
  })

  it("takes a further language's tags and name from Intl", () => {
    expect([languageTag(de), languageTag(de, 'openGraph'), languageTag(de, 'dates')]).toEqual(['de', 'de_DE', 'de-DE'])
    expect(nativeLanguageName(de)).toBe('Deutsch')
  })

  it('names a language for a reader: from the table when written, from Intl otherwise', () => {
    expect([languageName('en', 'zh'), languageName('zh', 'ru'), languageName(de, 'en'), languageName(de, 'ru'), languageName('ru', de)]).toEqual([
      '英文',
      'китайский',
      'German',
      'немецкий',
      'Russian',
    ])
  })
})

describe('textLanguage: the language the code\'s texts are read in (issue 40)', () => {
  it('is the language itself when the site is written in it, English for a further one', () => {
    expect([...writtenLocales, de].map(textLanguage)).toEqual(['zh', 'en', 'ru', 'en'])
  })

  it('reads a label in it: the language\'s own text, English\'s for a further one', () => {
    const label = { zh: '矿山', en: 'Mining', ru: 'Горнодобывающая отрасль' }
    expect([...writtenLocales, de].map((locale) => labelIn(label, locale))).toEqual(['矿山', 'Mining', 'Горнодобывающая отрасль', 'Mining'])
  })

  it("points a further language's readers to English for what is not yet translated, as Russian's", () => {
    expect(untranslatedLanguage(de)).toBe(locales.includes('en') ? 'en' : null)
    expect(untranslatedLanguage('zh')).toBeNull()
  })
})

describe('otherLocale: the target of a language switch', () => {
  it('is English from Chinese, Chinese from any other language', () => {
    expect(otherLocale('zh')).toBe('en')
    expect(otherLocale('en')).toBe('zh')
    expect(otherLocale('ru')).toBe('zh')
  })
})
