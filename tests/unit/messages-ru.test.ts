import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { isPluralElement, isSelectElement, isTagElement, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

/*
 * Issue 40: the Russian UI text, checked against the English one. The files are read from the
 * folder rather than through loadMessages, which takes only the site's languages: this holds
 * before Russian is switched on too.
 */
const messagesDir = path.resolve(import.meta.dirname, '../../src/i18n/messages')
const namespaces = readdirSync(path.join(messagesDir, 'en')).map((file) => file.replace(/\.json$/, '')).sort()

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

/** The plural categories Russian distinguishes (one, few, many, other), from the runtime's own rules. */
const russianCategories = new Intl.PluralRules('ru').resolvedOptions().pluralCategories.slice().sort()

describe('Russian UI text (issue 40)', () => {
  it('has a file for every area of the English text', () => {
    expect(readdirSync(path.join(messagesDir, 'ru')).map((file) => file.replace(/\.json$/, '')).sort()).toEqual(namespaces)
  })

  describe.each(namespaces)('%s', (namespace) => {
    const en = texts('en', namespace)
    const ru = texts('ru', namespace)

    it("has exactly English's keys, in the same order and nesting", () => {
      expect(keys(read('ru', namespace))).toEqual(keys(read('en', namespace)))
    })

    it('gives every key a non-empty string', () => {
      const notText = leaves(read('ru', namespace)).filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      expect(notText).toEqual([])
    })

    it('writes every message in valid ICU syntax', () => {
      const unparsable = ru.filter(([, text]) => {
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
      const differing = ru
        .filter(([key]) => english.has(key))
        .map(([key, text]) => ({ key, ru: interfaceOf(text), en: interfaceOf(english.get(key)!) }))
        .filter((found) => JSON.stringify(found.ru) !== JSON.stringify(found.en))
      expect(differing).toEqual([])
    })

    it('gives every plural the Russian forms one, few, many and other', () => {
      const missing = ru.flatMap(([key, text]) =>
        elements(parse(text))
          .filter(isPluralElement)
          .filter((plural) => !russianCategories.every((category) => category in plural.options))
          .map((plural) => ({ key, argument: plural.value, forms: Object.keys(plural.options) })),
      )
      expect(missing).toEqual([])
    })
  })

  it('sees placeholders and tags inside plural branches and tags (a broken walk would pass everything)', () => {
    expect(interfaceOf('{count, plural, one {# <b>{model}</b>} other {{name} <link>#</link>}}')).toEqual({ values: ['count', 'model', 'name'], tags: ['b', 'link'] })
  })

  it('knows the Russian plural categories it checks', () => {
    expect(russianCategories).toEqual(['few', 'many', 'one', 'other'])
  })
})
