/**
 * Site search (issue 14): how a query and a document's text are compared. Pure, so the index
 * (src/cms/search) and the query (src/data/search.ts) agree on one definition.
 *
 * Matching is a substring test on a "compact" form of both sides: NFKC, lower case, letters and
 * digits only. Chinese has no spaces and word segmenters split domain terms (车载 → 车|载), so a
 * run of Chinese stays one term and matches anywhere inside longer text; a model number matches
 * with or without its hyphen or space (rt-t7, RTT7, rt t7 → rtt7). Every term must match (AND).
 * A Russian term is matched by its stem (./wordForms.ts).
 */

export const searchTypes = ['product', 'solution', 'caseStudy', 'document', 'news', 'partner', 'job', 'page'] as const
export type SearchType = (typeof searchTypes)[number]

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (searchTypes as readonly string[]).includes(value)
}

/** A query longer than this (after trimming) is refused by the API and cut by the rules. */
export const searchQueryMaxLength = 200
/** Terms past this many are ignored: each is one more condition on the database. */
export const searchMaxTerms = 8
export const searchPageSize = 10
export const searchSnippetLength = 160

const notLetterOrDigit = /[^\p{L}\p{N}]+/gu
// Words break at anything but letters, digits and the joiners of a model number (RT-T7, X_2, V1.2).
const wordBreak = /[^\p{L}\p{N}\-_./]+/u
const han = /\p{Script=Han}/u

/** NFKC and lower case: full-width ＲＴ－Ｔ７ reads as rt-t7; Russian ё as е, as most Russian text writes it. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replaceAll('ё', 'е')
}

/** Letters and digits only, lower case: what the index stores and terms are matched against. */
export function compact(text: string): string {
  return normalise(text).replace(notLetterOrDigit, '')
}

/**
 * The query's terms: split on anything that is not a letter, a digit or a model's joiner (so `%`,
 * `*`, quotes and SQL punctuation vanish), and where Chinese meets other letters (车载Android → 车载,
 * android); a model stays one term without its joiners (rt-t7 → rtt7), so it is matched, and
 * marked, as a whole rather than as `rt` anywhere and `t7` anywhere.
 * Duplicates are dropped; at most `searchMaxTerms`, from the first `searchQueryMaxLength` characters.
 */
export function searchTerms(query: string): string[] {
  const words = normalise(query.trim().slice(0, searchQueryMaxLength)).split(wordBreak)
  const terms: string[] = []
  for (const word of words) {
    for (const part of splitAtHan(compact(word))) if (part && !terms.includes(part)) terms.push(part)
  }
  return terms.slice(0, searchMaxTerms)
}

function splitAtHan(word: string): string[] {
  const parts: string[] = []
  let current = ''
  let currentIsHan = false
  for (const char of word) {
    const isHan = han.test(char)
    if (current && isHan !== currentIsHan) {
      parts.push(current)
      current = ''
    }
    current += char
    currentIsHan = isHan
  }
  if (current) parts.push(current)
  return parts
}

/** What ranking reads of one indexed row: the original title and body, the compact model. */
export interface SearchableText {
  title: string
  /** the product's model, compact; '' for other types */
  model: string
  body: string
}

/** 0: the compact query is the model; 1: every term in the title; 2: some in the title; 3: body only. */
export type MatchRank = 0 | 1 | 2 | 3

export function matchRank(compactQuery: string, terms: readonly string[], doc: SearchableText): MatchRank {
  if (doc.model && compactQuery === doc.model) return 0
  const title = compact(doc.title)
  const inTitle = terms.filter((term) => title.includes(term)).length
  if (terms.length > 0 && inTitle === terms.length) return 1
  return inTitle > 0 ? 2 : 3
}

/**
 * Where a compact term starts and ends in the ORIGINAL text: the compact form is rebuilt one
 * character at a time, remembering where each kept character came from.
 */
export function findInOriginal(text: string, term: string): { start: number; end: number } | null {
  let kept = ''
  const origins: number[] = []
  const ends: number[] = []
  let index = 0
  for (const char of text) {
    for (const piece of compact(char)) {
      kept += piece
      origins.push(index)
      ends.push(index + char.length)
    }
    index += char.length
  }
  const at = kept.indexOf(term)
  if (at < 0 || term.length === 0) return null
  return { start: origins[at]!, end: ends[at + term.length - 1]! }
}

/**
 * Plain text around the earliest hit of any term, at most about `length` characters, with an
 * ellipsis where it was cut. Without a hit, the text's beginning.
 */
export function snippet(text: string, terms: readonly string[], length = searchSnippetLength): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= length) return plain
  const hits = terms.map((term) => findInOriginal(plain, term)).filter((hit) => hit !== null)
  const first = hits.sort((a, b) => a.start - b.start)[0]
  const lead = Math.floor(length / 4)
  let start = first ? Math.max(0, first.start - lead) : 0
  start = Math.min(start, plain.length - length)
  const end = Math.min(plain.length, start + length)
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`
}
