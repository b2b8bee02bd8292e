import { type Locale, locales } from './language'

/**
 * Issue 31: a language's site shows only what was published in that language. A document's text in
 * a language is its title there: every localised collection a visitor sees requires one, so a
 * published document whose title in English is empty was never published in English ("Publish in
 * 中文" keeps the other language's last published text, which is none). Reads never fall back to
 * the other language (`localization.fallback: false`), so the rest of its text is empty there too.
 */
export const titleFields = {
  news: 'title',
  products: 'firstTitle',
  solutions: 'name',
  'case-studies': 'title',
  documents: 'title',
  partners: 'name',
  events: 'title',
  'product-categories': 'name',
  'news-categories': 'name',
  jobs: 'title',
  'job-locations': 'name',
  albums: 'title',
  'album-categories': 'name',
  'spec-items': 'label',
} as const

export type TitledCollection = keyof typeof titleFields

/** The page globals that are a page of their own: unpublished in a language, that page answers 404. */
export const pageGlobalTitleField = 'title'

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * The languages a published document is published in, from its title in every language
 * (`{ zh: '…', en: null }` as Payload reads a localized field with `locale: 'all'`).
 */
export function publishedLanguages(status: unknown, titles: unknown): Locale[] {
  if (status !== 'published' || typeof titles !== 'object' || titles === null) return []
  return locales.filter((locale) => hasText((titles as Record<string, unknown>)[locale]))
}
