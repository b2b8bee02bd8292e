import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '../../../../rules/relations'

/**
 * The album area is for staff only (spec §6): every picture an album shows (its cover and photos)
 * is moved to the album area of the media library, whose files anonymous visitors cannot fetch.
 * Runs in the saving request's transaction, so a failed save leaves the pictures as they were.
 */
export const keepPicturesPrivate: CollectionAfterChangeHook = async ({ doc, req }) => {
  const pictures = [doc.cover, ...(doc.photos ?? []).map((photo: { image?: unknown }) => photo.image)]
  const ids = [...new Set(pictures.map(relationId).filter((id): id is number => id !== null))]
  if (ids.length === 0) return doc
  await req.payload.update({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { area: { not_equals: 'album' } }] },
    data: { area: 'album' },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}
