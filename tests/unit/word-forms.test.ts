// Issue 40: the site search finds a Russian word in any of its forms.
import { describe, expect, it } from 'vitest'

import { compact } from '@/rules/search'
import { matchesQuery, matchTerms, wordStem } from '@/rules/wordForms'

describe('Russian word forms in the search', () => {
  it('cut a Russian term to the stem every form of the word contains', () => {
    for (const form of ['планшет', 'планшеты', 'планшетов', 'планшетами']) expect(wordStem(form)).toBe('планшет')
    expect(wordStem('навигации')).toBe(wordStem('навигация'))
  })

  it('leave Chinese, Latin and model numbers as they are', () => {
    expect(matchTerms('车载 Tablets RT-T7')).toEqual(['车载', 'tablets', 'rtt7'])
  })

  it('find each form of a word from any other', () => {
    const text = 'Защищённые планшеты RT-T7 для карьерной техники'
    for (const query of ['планшет', 'планшеты', 'планшетов', 'планшетами rt-t7', 'защищенный']) expect(matchesQuery(text, query), query).toBe(true)
    expect(matchesQuery(text, 'ноутбуки')).toBe(false)
  })

  it('read ё as е on both sides', () => {
    expect(compact('Защищённый')).toBe('защищенный')
    expect(matchTerms('защищённых')).toEqual(matchTerms('защищенных'))
  })
})
