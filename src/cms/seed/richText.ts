/**
 * Tiny builders for Payload's Lexical rich-text JSON, enough for seeded bodies:
 * paragraphs, h2/h3 headings and bullet lists of plain text.
 *
 *   richText([h2('概述'), p('……'), ul(['一', '二'])])
 */

export interface LexicalText {
  type: 'text'
  text: string
  format: number
  style: string
  mode: 'normal'
  detail: number
  version: 1
}

interface ElementBase {
  version: 1
  direction: 'ltr'
  format: ''
  indent: 0
}

export interface LexicalParagraph extends ElementBase {
  type: 'paragraph'
  textFormat: 0
  textStyle: ''
  children: LexicalText[]
}

export interface LexicalHeading extends ElementBase {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: LexicalText[]
}

export interface LexicalListItem extends ElementBase {
  type: 'listitem'
  value: number
  children: LexicalText[]
}

export interface LexicalList extends ElementBase {
  type: 'list'
  listType: 'bullet'
  tag: 'ul'
  start: 1
  children: LexicalListItem[]
}

export type LexicalBlock = LexicalParagraph | LexicalHeading | LexicalList

/** The value a Payload `richText` field stores. */
export interface RichTextValue {
  [k: string]: unknown
  root: {
    type: 'root'
    version: 1
    direction: 'ltr'
    format: ''
    indent: 0
    children: LexicalBlock[]
  }
}

const element = { version: 1, direction: 'ltr', format: '', indent: 0 } as const

export function text(value: string): LexicalText {
  return { type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

export function p(value: string): LexicalParagraph {
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] }
}

export function h2(value: string): LexicalHeading {
  return { ...element, type: 'heading', tag: 'h2', children: [text(value)] }
}

export function h3(value: string): LexicalHeading {
  return { ...element, type: 'heading', tag: 'h3', children: [text(value)] }
}

export function ul(items: readonly string[]): LexicalList {
  return {
    ...element,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: items.map((item, index) => ({ ...element, type: 'listitem', value: index + 1, children: [text(item)] })),
  }
}

export function richText(blocks: readonly LexicalBlock[]): RichTextValue {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [...blocks] } }
}

/** The plain text of a rich-text value (used by tests and by the summary in the seed output). */
export function plainText(value: RichTextValue | null | undefined): string {
  if (!value) return ''
  return value.root.children
    .map((block) =>
      block.type === 'list'
        ? block.children.map((item) => item.children.map((child) => child.text).join('')).join('\n')
        : block.children.map((child) => child.text).join(''),
    )
    .join('\n')
}
