/**
 * Issue 14: marks the query's terms in a result's title and snippet. Matching ignores case, and a
 * model number matches with or without its separators: the term `rtt7` (or `rt-t7`) marks
 * `RT-T7`, `RT T7` and `rtt7` alike. Pure, so the result page and the header's suggestions share it.
 */
export interface TextPart {
  text: string
  match: boolean
}

/** Separators inside model numbers: `RT-T7`, `RT_T7`, `RT.T7`, `RT T7`. */
const separators = /[-_.\s]/g
const asciiAlnum = /^[a-z0-9]$/i
// Enough for any real query; bounds the pattern built from a visitor's words.
const maxTerms = 16
const maxTermLength = 64

const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A term as a pattern: its characters in order, a separator allowed between two letters or digits. */
function termPattern(term: string): string {
  const chars = [...term]
  return chars
    .map((char, index) => {
      const next = chars[index + 1]
      const gap = next !== undefined && asciiAlnum.test(char) && asciiAlnum.test(next) ? '[-_.\\s]?' : ''
      return escape(char) + gap
    })
    .join('')
}

/** The pattern of all terms (longest first, so the longer of two overlapping terms wins), or null. */
function termsPattern(terms: readonly string[]): RegExp | null {
  const cleaned = [...new Set(terms.map((term) => term.replace(separators, '').toLowerCase()).filter(Boolean))]
    .filter((term) => [...term].length <= maxTermLength)
    .slice(0, maxTerms)
    .sort((a, b) => b.length - a.length)
  if (cleaned.length === 0) return null
  return new RegExp(cleaned.map(termPattern).join('|'), 'giu')
}

/** `text` cut into parts, the matched ones marked; adjacent matches are one part. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termsPattern(terms)
  if (!pattern || !text) return text ? [{ text, match: false }] : []
  const parts: TextPart[] = []
  const push = (part: string, match: boolean) => {
    if (!part) return
    const last = parts[parts.length - 1]
    if (last && last.match === match) last.text += part
    else parts.push({ text: part, match })
  }
  let from = 0
  for (const found of text.matchAll(pattern)) {
    push(text.slice(from, found.index), false)
    push(found[0], true)
    from = found.index + found[0].length
  }
  push(text.slice(from), false)
  return parts
}
