import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loadMessages } from '../../src/i18n/messages'

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
