import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loadMessages } from '../../src/i18n/messages'
import { siteLanguages } from '@rugged/front-door/language-setting'

const messagesDir = path.resolve(import.meta.dirname, '../../src/i18n/messages')

/** Every key of a message tree, as `area.key.sub`. */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix.slice(0, -1)]

/** The {placeholders} of every string, keyed like `keys`. */
const placeholders = (value: unknown, prefix = ''): Record<string, string[]> =>
  value && typeof value === 'object'
    ? Object.assign({}, ...Object.entries(value).map(([key, child]) => placeholders(child, `${prefix}${key}.`)))
    : { [prefix.slice(0, -1)]: [...String(value).matchAll(/\{(\w+)/g)].map((match) => match[1]).sort() }

describe('UI text: one catalogue, the same in both languages', () => {
  it('loads every area file of the folder (a new area is listed in messages/index.ts)', async () => {
    const files = readdirSync(path.join(messagesDir, 'zh')).map((file) => file.replace(/\.json$/, '')).sort()
    expect(readdirSync(path.join(messagesDir, 'en')).map((file) => file.replace(/\.json$/, '')).sort()).toEqual(files)
    expect(Object.keys(await loadMessages('zh')).sort()).toEqual(files)
  })

  it('has the same keys, with the same placeholders, in zh and en', async () => {
    const [zh, en] = await Promise.all([loadMessages('zh'), loadMessages('en')])
    expect(keys(en).sort()).toEqual(keys(zh).sort())
    expect(placeholders(en)).toEqual(placeholders(zh))
  })
})

describe('UI text of a further language (issue 40)', () => {
  const de = siteLanguages('zh,en,ru,de')[3]!

  it("is English's, with every text its own catalogue has in place", async () => {
    const [en, german] = await Promise.all([loadMessages('en'), loadMessages(de)])
    expect(keys(german).sort()).toEqual(keys(en).sort())
    const nav = german.nav as Record<string, string>
    expect([nav.productCenter, nav.home, nav.productCount]).toEqual(['Produkte', 'Startseite', '{count, plural, one {# Produkt} other {# Produkte}}'])
    expect((german.footer as Record<string, string>).rights).toBe('Alle Rechte vorbehalten')
    // An area it has not translated, and the keys of an area it has translated in part, read in English.
    expect(german.product).toEqual(en.product)
    expect(german.mobile).toEqual({ ...(en.mobile as object), menu: 'Menü', openMenu: 'Menü öffnen', closeMenu: 'Menü schließen' })
  })
})
