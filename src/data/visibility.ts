import { AsyncLocalStorage } from 'node:async_hooks'

import { type Locale, otherLocale } from '@/rules/language'
import { hasText, pageGlobalTitleField, type TitledCollection, titleFields } from '@/rules/publishedLanguages'
import type { TypedLocale, Where } from 'payload'

import { payloadLocale } from '@/cms/payloadLocale'

/**
 * Which version of versioned content a read sees. Visitors, the sitemap and every `/api/front`
 * call see published documents only; a signed-in editor previewing a page (Next's draft mode,
 * checked in `cached()`) sees the latest drafts. The choice travels with the request, so the data
 * functions keep their signatures and their cache keys (drafts are never read through the cache).
 */
const draftReads = new AsyncLocalStorage<boolean>()

/** Runs `read` with drafts visible: only for a signed-in editor's preview, never cached. */
export function withDraftReads<Result>(read: () => Promise<Result>): Promise<Result> {
  return draftReads.run(true, read)
}

export function isReadingDrafts(): boolean {
  return draftReads.getStore() === true
}

const versioned = new Set<TitledCollection>(['news', 'products', 'solutions', 'case-studies', 'documents', 'partners', 'events', 'product-categories'])

/** The document has its title in the language of the read (no fallback: src/rules/publishedLanguages.ts). */
function titled(collection: TitledCollection): Where {
  const field = titleFields[collection]
  return { and: [{ [field]: { exists: true } }, { [field]: { not_equals: '' } }] }
}

function allOf(...wheres: (Where | undefined)[]): Where | undefined {
  const present = wheres.filter((where): where is Where => where !== undefined)
  return present.length === 0 ? undefined : present.length === 1 ? present[0] : { and: present }
}

/**
 * The `locale`, `fallbackLocale`, `draft` and `where` arguments of a visitor's read of `collection`
 * in `locale`: only documents published in that language (issue 31), and only their text in it
 * (never the other language's in place of a missing translation; related documents populated by
 * the read follow it). A staff preview sees every draft, as written.
 */
export function visible(collection: TitledCollection, locale: Locale, where?: Where): { locale: TypedLocale; fallbackLocale: false; draft: boolean; where?: Where } {
  if (isReadingDrafts()) return { locale: payloadLocale(locale), fallbackLocale: false, draft: versioned.has(collection), ...(where ? { where } : {}) }
  const published: Where | undefined = versioned.has(collection) ? { _status: { equals: 'published' } } : undefined
  return { locale: payloadLocale(locale), fallbackLocale: false, draft: false, where: allOf(published, titled(collection), where) }
}

/**
 * A read for staff, not for a language's site (an enquiry's partner label): published in any
 * language, its text in `locale` or else in the other language.
 */
export function publishedForStaff(locale: Locale, where: Where): { locale: TypedLocale; fallbackLocale: TypedLocale; draft: false; where: Where } {
  return { locale: payloadLocale(locale), fallbackLocale: payloadLocale(otherLocale(locale)), draft: false, where: { and: [{ _status: { equals: 'published' } }, where] } }
}

/** Whether a populated related document may be shown: published, and in the language being read. */
export function isVisibleRelation(collection: TitledCollection, doc: Record<string, unknown>): boolean {
  if (isReadingDrafts()) return true
  return (!versioned.has(collection) || doc._status === 'published') && hasText(doc[titleFields[collection]])
}

/** The `draft` and `fallbackLocale` arguments of a visitor's read of a global: no other language's text. */
export function visibleGlobal(): { draft: boolean; fallbackLocale: false } {
  return { draft: isReadingDrafts(), fallbackLocale: false }
}

/** Whether a page global was published in the language it was read in (its title is there). */
export function isPublishedPage(page: Record<string, unknown>): boolean {
  return isReadingDrafts() || hasText(page[pageGlobalTitleField])
}
