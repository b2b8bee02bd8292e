import type { Locale } from '@/rules/language'

/**
 * What a loader answers for an unknown id, category or page: the page then renders
 * <NotFoundContent> (404 with the not-found page in its HTML) instead of calling notFound(),
 * whose answer has an empty body until JavaScript runs (see NotFoundContent).
 */
export interface Missing {
  readonly missing: true
  readonly locale: Locale
}

export const missing = (locale: Locale): Missing => ({ missing: true, locale })

export const isMissing = (loaded: object): loaded is Missing => 'missing' in loaded
