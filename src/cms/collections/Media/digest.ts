import { createHash } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest, Plugin } from 'payload'

import { Media } from './index'
import { openMediaFile } from './storedFile'

export interface FileDigest {
  sha256: string
  size: number
}

/** The SHA-256 and length of the bytes stored under `filename` (disk or bucket); null when absent. */
export async function storedFileDigest(filename: string): Promise<FileDigest | null> {
  const file = await openMediaFile(filename)
  if (!file) return null
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk)
    size += chunk.byteLength
  }
  return { sha256: hash.digest('hex'), size }
}

type MediaRow = { id: number; filename?: string | null; filesize?: number | null; sha256?: string | null }

/**
 * Writes the digest of a media document's stored file beside it, straight to its row (no hooks,
 * no new version: the file did not change). Returns the row as it now stands.
 */
export async function recordDigest(payload: Payload, media: MediaRow, req?: PayloadRequest): Promise<MediaRow> {
  if (!media.filename) return media
  const digest = await storedFileDigest(media.filename)
  if (!digest || (digest.sha256 === media.sha256 && digest.size === media.filesize)) return media
  await payload.db.updateOne({ collection: 'media', id: media.id, data: { sha256: digest.sha256, filesize: digest.size }, req, returning: false })
  return { ...media, ...digest }
}

/**
 * Issue 29: every upload's SHA-256 and size are taken from the bytes as stored, after they are
 * stored: on the disk by then, and in the bucket once the storage plugin's afterChange (which this
 * plugin follows in the config) has put them there. A listed digest is thus that of what the file's
 * address serves. The same runs for a file whose bytes were replaced.
 */
const digestStoredFile: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const row = doc as MediaRow
  const replaced = !previousDoc || previousDoc.filename !== row.filename || previousDoc.filesize !== row.filesize || Boolean(req.file)
  if (!replaced && row.sha256) return doc
  return { ...doc, ...(await recordDigest(req.payload, row, req)) }
}

/**
 * Issue 37: the SHA-256 and the size are the server's alone, on every path (REST, the admin, the
 * local API, bulk updates): whatever a save sends for them is replaced by what is stored. A save
 * with new bytes (an upload, a crop, a restored original) takes its size from the file, and
 * digestStoredFile above writes the SHA-256 of the bytes as stored.
 */
const digestIsTheServers: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const stored = originalDoc as MediaRow | undefined
  return { ...data, sha256: stored?.sha256 ?? null, ...(req.file ? {} : { filesize: stored?.filesize ?? null }) }
}

/** Goes after the media storage plugin in the config's plugin list. */
export const fileDigests: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug === Media.slug
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeChange: [...(collection.hooks?.beforeChange ?? []), digestIsTheServers],
            afterChange: [...(collection.hooks?.afterChange ?? []), digestStoredFile],
          },
        }
      : collection,
  ),
})
