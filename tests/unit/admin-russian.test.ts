/**
 * Issue 40: the admin is written in Russian beside Chinese and English. Every text of the
 * collections and globals the Payload config uses (labels, group names, descriptions, option
 * labels…) written as `{ zh, en }` must have its Russian form. The configs come from the list
 * Payload's config uses (src/cms/schema.ts), without booting Payload.
 */
import { describe, expect, it } from 'vitest'

import { collections, globals } from '../../src/cms/schema'

const isPlainObject = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && [Object.prototype, null].includes(Object.getPrototypeOf(node))

/** A field's or block's name beside its index, so that a path reads `fields[6 tags].label`. */
const nameIn = (item: unknown): string => {
  const name = isPlainObject(item) ? (item.name ?? item.slug) : undefined
  return typeof name === 'string' ? ` ${name}` : ''
}

/** The paths of the `{ zh, en }` texts under `node` that have no Russian form (each object walked once: configs share fields). */
function withoutRussian(node: unknown, path: string, found: string[] = [], seen = new WeakSet<object>()): string[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => withoutRussian(item, `${path}[${index}${nameIn(item)}]`, found, seen))
  } else if (isPlainObject(node) && !seen.has(node)) {
    seen.add(node)
    const written = typeof node.zh === 'string' && typeof node.en === 'string'
    if (written && !(typeof node.ru === 'string' && node.ru.trim() !== '')) found.push(path)
    for (const [key, child] of Object.entries(node)) withoutRussian(child, `${path}.${key}`, found, seen)
  }
  return found
}

describe('the admin in Russian (issue 40)', () => {
  it('finds a text written without Russian, however deep', () => {
    const madeUp = {
      slug: 'made-up',
      labels: { singular: { zh: '条目', en: 'Item', ru: 'Элемент' }, plural: { zh: '条目', en: 'Items', ru: '' } },
      fields: [{ name: 'title', type: 'text', label: { zh: '标题', en: 'Title' }, admin: { description: { zh: '说明', en: 'Help', ru: 'Подсказка' } } }],
    }
    expect(withoutRussian(madeUp, 'made-up')).toEqual(['made-up.labels.plural', 'made-up.fields[0 title].label'])
  })

  it('walks every collection and global of the Payload config', () => {
    for (const config of [...collections, ...globals]) expect(config?.slug).toEqual(expect.any(String))
  })

  describe.each(collections.map((config) => [config.slug, config] as const))('collection %s', (slug, config) => {
    it('has Russian for every text', () => {
      expect(withoutRussian(config, slug)).toEqual([])
    })
  })

  describe.each(globals.map((config) => [config.slug, config] as const))('global %s', (slug, config) => {
    it('has Russian for every text', () => {
      expect(withoutRussian(config, slug)).toEqual([])
    })
  })
})
