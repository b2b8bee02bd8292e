import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '../../../../rules/relations'
import { recordDigest } from '../../Media/digest'

/**
 * A document may take a file uploaded before files had digests: its SHA-256 is worked out from the
 * stored bytes when the document is saved, so every listed file has one.
 */
export const digestFiles: CollectionBeforeChangeHook = async ({ data, req }) => {
  const rows = Array.isArray(data.previousVersions) ? (data.previousVersions as { file?: unknown }[]) : []
  const ids = [data.file, ...rows.map((row) => row.file)].map(relationId).filter((id): id is number => id !== null)
  for (const id of new Set(ids)) {
    const media = await req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: true, disableErrors: true })
    if (media && !media.sha256) await recordDigest(req.payload, media, req)
  }
  return data
}
