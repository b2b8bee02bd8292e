/**
 * Issue 40: Russian words change their endings (планшет, планшеты, планшетов), and the search
 * matches its terms as substrings of the text (./search.ts). A Cyrillic term is therefore cut to its
 * stem by Snowball's Russian stemmer: the stem is inside every form of the word, so any form asked
 * for finds them all. Other terms are left as they are. Server-side only: the stemmer stays out of
 * the browser's code.
 */
import snowball from 'snowball-stemmers'

import { compact, searchTerms } from './search'

const russian = snowball.newStemmer('russian')
const cyrillicWord = /^\p{Script=Cyrillic}+$/u

/** A term's stem: `планшетов` → `планшет`; any term not wholly Cyrillic as it is. */
export function wordStem(term: string): string {
  return cyrillicWord.test(term) ? russian.stem(term) : term
}

/** The terms a query is matched by: its search terms, each Russian word cut to its stem. */
export function matchTerms(query: string): string[] {
  return [...new Set(searchTerms(query).map(wordStem))]
}

/** Whether every term of a query occurs in a text, compared as the site search compares (a list's `q`, issue 36). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = compact(text)
  return matchTerms(query).every((term) => haystack.includes(term))
}
