/**
 * Issue 40: rich text's HTML passes the Nu Html Checker. Payload numbers every list item
 * (`value="2"`); HTML admits that on an item of a numbered list (<ol>) only.
 */
import { describe, expect, it } from 'vitest'

import { toHtml } from '@/data/richText'

const text = (words: string) => ({ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const item = (words: string, value: number) => ({ type: 'listitem', value, children: [text(words)], direction: 'ltr', format: '', indent: 0, version: 1 })
const list = (tag: 'ul' | 'ol', listType: 'bullet' | 'number') => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'list', tag, listType, start: 1, children: [item('One', 1), item('Two', 2)], direction: 'ltr', format: '', indent: 0, version: 1 }],
  },
})

const items = (html: string) => [...html.matchAll(/<li\b[^>]*>/g)].map((match) => match[0])

describe('rich text lists', () => {
  it('a bulleted list’s items carry no value', () => {
    const html = toHtml(list('ul', 'bullet'))
    expect(html).toContain('<ul')
    expect(items(html)).toHaveLength(2)
    for (const tag of items(html)) expect(tag).not.toMatch(/\svalue=/)
    expect(html).toContain('>One</li>')
  })

  it('a numbered list’s items keep their number', () => {
    const html = toHtml(list('ol', 'number'))
    expect(html).toContain('<ol')
    expect(items(html).map((tag) => /\svalue="(\d+)"/.exec(tag)?.[1])).toEqual(['1', '2'])
  })
})
