import type { Payload, PayloadRequest } from 'payload'

import { indexedCollections, indexedGlobals, type IndexedGlobal } from './entries'
import { indexDocument, indexGlobal } from './sync'

/**
 * Indexes every document and page global as the hooks would on publishing it. The index is
 * derived data, so it is filled by the database step (below) rather than by a migration: a
 * migration that reads content through Payload breaks as soon as a later one changes that content's
 * schema.
 */
export async function fillSearchIndex(payload: Payload, req?: PayloadRequest): Promise<void> {
  for (const collection of indexedCollections) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, select: {}, req })
    for (const doc of docs) await indexDocument(payload, collection, doc.id, req)
  }
  for (const slug of Object.keys(indexedGlobals) as IndexedGlobal[]) await indexGlobal(payload, slug, req)
}

/**
 * The database step's part: a site whose index is empty (one upgraded from before search; a fresh
 * one is filled by the seed's saves) gets it filled. Returns whether it did.
 */
export async function fillSearchIndexIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'search-index', overrideAccess: true })
  if (totalDocs > 0) return false
  await fillSearchIndex(payload)
  return true
}
