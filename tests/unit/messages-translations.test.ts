import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { isPluralElement, isSelectElement, isTagElement, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { isWritten } from '../../src/rules/language'

/*
 * Issue 40: every UI text besides the spec's two, checked against the English one: Russian, a
 * written language, in full; a further language's catalogue (de) as far as it goes, its areas and
 * keys among English's (the rest is read in English). The files are read from the folder rather
 * than through loadMessages, which takes only the site's languages: this holds before one is
 * switched on too.
 */
const messagesDir = path.resolve(import.meta.dirname, '../../src/i18n/messages')
const areasOf = (language: string) => readdirSync(path.join(messagesDir, language)).map((file) => file.replace(/\.json$/, '')).sort()
const namespaces = areasOf('en')
const translations = readdirSync(messagesDir).filter((entry) => entry !== 'zh' && entry !== 'en' && statSync(path.join(messagesDir, entry)).isDirectory())

const read = (locale: string, namespace: string): unknown => JSON.parse(readFileSync(path.join(messagesDir, locale, `${namespace}.json`), 'utf8'))

/** Every key of a message tree in file order, as `key.sub` (an array's items by index). */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix.slice(0, -1)]

/** Every leaf of a message tree with its key. */
const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`)) : [[prefix.slice(0, -1), value]]

/** The texts of a namespace's messages, keyed like `leaves`. */
const texts = (locale: string, namespace: string) => leaves(read(locale, namespace)).map(([key, value]) => [key, String(value)] as const)

/** Every element of a message, nested ones (plural and select branches, tag contents) included. */
const elements = (ast: MessageFormatElement[]): MessageFormatElement[] =>
  ast.flatMap((element) => [
    element,
    ...(isPluralElement(element) || isSelectElement(element) ? Object.values(element.options).flatMap((option) => elements(option.value)) : []),
    ...(isTagElement(element) ? elements(element.children) : []),
  ])

/** What a message asks its caller for: the values it reads and the rich-text tags it wraps. */
function interfaceOf(text: string): { values: string[]; tags: string[] } {
  const all = elements(parse(text))
  const names = (found: MessageFormatElement[]) => [...new Set(found.map((element) => ('value' in element ? String(element.value) : '')))].sort()
  const asked = all.filter((element) => element.type !== TYPE.literal && element.type !== TYPE.pound)
  return { values: names(asked.filter((element) => !isTagElement(element))), tags: names(asked.filter(isTagElement)) }
}

/** The plural categories a language distinguishes (Russian: one, few, many, other), from the runtime's own rules. */
const pluralCategories = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort()

describe.each(translations)('%s UI text (issue 40)', (language) => {
  const whole = isWritten(language)

  it(whole ? 'has a file for every area of the English text' : 'has files only for areas of the English text', () => {
    if (whole) expect(areasOf(language)).toEqual(namespaces)
    else expect(areasOf(language).filter((area) => !namespaces.includes(area))).toEqual([])
  })

  describe.each(areasOf(language))('%s', (namespace) => {
    const en = texts('en', namespace)
    const own = texts(language, namespace)

    it(whole ? "has exactly English's keys, in the same order and nesting" : "has only English's keys, in the same nesting", () => {
      if (whole) expect(keys(read(language, namespace))).toEqual(keys(read('en', namespace)))
      else expect(own.map(([key]) => key).filter((key) => !en.some(([english]) => english === key))).toEqual([])
    })

    it('gives every key a non-empty string', () => {
      const notText = leaves(read(language, namespace)).filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      expect(notText).toEqual([])
    })

    it('writes every message in valid ICU syntax', () => {
      const unparsable = own.filter(([, text]) => {
        try {
          parse(text)
          return false
        } catch {
          return true
        }
      })
      expect(unparsable).toEqual([])
    })

    it("asks for English's placeholders and tags, no fewer and no more", () => {
      const english = new Map(en)
      const differing = own
        .filter(([key]) => english.has(key))
        .map(([key, text]) => ({ key, own: interfaceOf(text), en: interfaceOf(english.get(key)!) }))
        .filter((found) => JSON.stringify(found.own) !== JSON.stringify(found.en))
      expect(differing).toEqual([])
    })

    it("gives every plural the language's own forms", () => {
      const categories = pluralCategories(language)
      const missing = own.flatMap(([key, text]) =>
        elements(parse(text))
          .filter(isPluralElement)
          .filter((plural) => !categories.every((category) => category in plural.options))
          .map((plural) => ({ key, argument: plural.value, forms: Object.keys(plural.options) })),
      )
      expect(missing).toEqual([])
    })
  })
})

describe('the checks themselves', () => {
  it('cover Russian and the further demo catalogue, German', () => {
    expect(translations).toEqual(expect.arrayContaining(['ru', 'de']))
  })

  it('see placeholders and tags inside plural branches and tags (a broken walk would pass everything)', () => {
    expect(interfaceOf('{count, plural, one {# <b>{model}</b>} other {{name} <link>#</link>}}')).toEqual({ values: ['count', 'model', 'name'], tags: ['b', 'link'] })
  })

  it('know the plural categories they check', () => {
    expect([pluralCategories('ru'), pluralCategories('de')]).toEqual([['few', 'many', 'one', 'other'], ['one', 'other']])
  })
})
