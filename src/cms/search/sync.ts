import type { Payload, PayloadRequest, Where } from 'payload'

import { tags } from '../../rules/tags'
import { type Locale, locales } from '../../rules/language'
import { payloadLocale } from '../payloadLocale'
import { hasText, titleFields } from '../../rules/publishedLanguages'
import { compact } from '../../rules/search'
import { expireTags } from '../hooks/revalidate'
import { collectionEntry, globalEntry, type IndexedCollection, type IndexedGlobal, type SearchEntry, sourceKey } from './entries'

/**
 * Keeps the search index equal to what visitors can read. After any change that is not a draft
 * save, the source's rows are rebuilt from its published state in both languages — read again
 * rather than taken from the hook's `doc`, which holds the edited language only (and, when one
 * language is published, the other keeps its own last published text). Deleted, unpublished or
 * hidden content loses its rows. Every write joins the editor's transaction through `req`.
 */

const indexSlug = 'search-index'
const versioned: ReadonlySet<string> = new Set(['products', 'solutions', 'news', 'documents', 'case-studies', 'partners'])
const published: Where = { _status: { equals: 'published' } }

/**
 * Local API calls given `req` set its locale and depth to their own (Payload's createLocalReq):
 * the editor's request gets its own back afterwards.
 */
async function inLocales(req: PayloadRequest | undefined, each: (locale: Locale) => Promise<void>) {
  const saved = req ? { locale: req.locale, fallbackLocale: req.fallbackLocale, depth: req.query?.depth } : null
  try {
    for (const locale of locales) await each(locale)
  } finally {
    if (req && saved) {
      req.locale = saved.locale
      req.fallbackLocale = saved.fallbackLocale
      if (req.query) req.query.depth = saved.depth
    }
  }
}

type Row = SearchEntry & { locale: string }

/** The compact fields are joined by a line break, which no term holds: no match across two fields. */
async function replaceRows(payload: Payload, source: string, rows: Row[], req?: PayloadRequest) {
  await payload.delete({ collection: indexSlug, where: { source: { equals: source } }, req })
  for (const row of rows) {
    const search = [compact(row.title), row.model, compact(row.body)].join('\n')
    await payload.create({ collection: indexSlug, data: { ...row, source, search }, req })
  }
}

async function readPublished(payload: Payload, collection: IndexedCollection, id: number | string, locale: Locale, req?: PayloadRequest) {
  const where: Where = { id: { equals: id } }
  const { docs } = await payload.find({
    collection,
    where: versioned.has(collection) ? { and: [published, where] } : where,
    locale: payloadLocale(locale),
    fallbackLocale: false,
    draft: false,
    depth: 1,
    limit: 1,
    req,
  })
  const doc = docs[0] as unknown as Record<string, unknown> | undefined
  // Only in the languages it was published in (issue 31: its title is there).
  if (!doc || !hasText(doc[titleFields[collection]])) return undefined
  // A product shows only in a category published in that language (src/data/products.ts).
  if (collection === 'products') {
    const category = doc.category as { _status?: string; name?: unknown } | null
    if (!category || typeof category !== 'object' || category._status !== 'published' || !hasText(category.name)) return undefined
  }
  return doc
}

/** Rebuilds the rows of one document from its published state (none when it has none). */
export async function indexDocument(payload: Payload, collection: IndexedCollection, id: number | string, req?: PayloadRequest) {
  const rows: Row[] = []
  await inLocales(req, async (locale) => {
    const doc = await readPublished(payload, collection, id, locale, req)
    if (doc) rows.push({ ...collectionEntry[collection](doc, locale), locale })
  })
  await replaceRows(payload, sourceKey(collection, id), rows, req)
}

export async function removeDocument(payload: Payload, collection: IndexedCollection, id: number | string, req?: PayloadRequest) {
  await payload.delete({ collection: indexSlug, where: { source: { equals: sourceKey(collection, id) } }, req })
}

/** Rebuilds the rows of one page global from its published state. */
export async function indexGlobal(payload: Payload, slug: IndexedGlobal, req?: PayloadRequest) {
  const rows: Row[] = []
  await inLocales(req, async (locale) => {
    const doc = (await payload.findGlobal({ slug, locale: payloadLocale(locale), fallbackLocale: false, draft: false, depth: 0, req })) as unknown as Record<string, unknown>
    // A page global never published is still the empty form: nothing to find on it.
    if (doc._status === 'draft') return
    const entry = globalEntry(slug, doc, locale)
    // No title in this language: the page was never published in it (issue 31).
    if (!entry.title) return
    rows.push({ ...entry, locale })
  })
  await replaceRows(payload, sourceKey('page', slug), rows, req)
}

/** The products of a category: its name is part of their text, and its status hides them. */
export async function indexCategoryProducts(payload: Payload, categoryId: number | string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { category: { equals: categoryId } },
    depth: 0,
    pagination: false,
    select: {},
    req,
  })
  for (const product of docs) await indexDocument(payload, 'products', product.id, req)
}

/** Search results are cached under their own tag; any change to the index expires them. */
export const expireSearchResults = () => expireTags([tags.search])
