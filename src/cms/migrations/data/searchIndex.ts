import type { Payload, PayloadRequest } from 'payload'

import { indexedCollections, indexedGlobals, type IndexedGlobal } from '../../search/entries'
import { indexDocument, indexGlobal } from '../../search/sync'

/**
 * Data step of the migration that adds the search index (issue 14): indexes every document and
 * page global as the hooks would on publishing it, so a database made before search has its
 * content findable once migrated. Fresh databases are filled by the seed, through the hooks.
 */
export async function fillSearchIndex(payload: Payload, req?: PayloadRequest): Promise<void> {
  for (const collection of indexedCollections) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, select: {}, req })
    for (const doc of docs) await indexDocument(payload, collection, doc.id, req)
  }
  for (const slug of Object.keys(indexedGlobals) as IndexedGlobal[]) await indexGlobal(payload, slug, req)
}
