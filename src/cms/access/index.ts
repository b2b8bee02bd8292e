import type { Access } from 'payload'

import { isPossibleFileName } from '../../rules/fileName'
import { requestRole } from './roles'

export * from './roles'

export const nobody: Access = () => false

const albumArea = { area: { equals: 'album' } }
const notAlbum = { area: { not_equals: 'album' } }

/**
 * Media: anonymous visitors may fetch the files of site pictures and documents (not list the
 * library); pictures of the album area are the administrator's (spec §2.5), their file addresses
 * included. The content staff see and change the rest of the library; the server reads it all.
 */
export const mediaRead: Access = ({ req, isReadingStaticFile, data }) => {
  const role = requestRole(req)
  if (role === 'admin' || (!req.user && req.payloadAPI === 'local')) return true
  if (role === 'editor') return notAlbum
  if (!isReadingStaticFile) return false
  // Refused as an album picture is (nothing told), without a query the database would refuse.
  const filename: unknown = data?.filename
  return typeof filename === 'string' && isPossibleFileName(filename) ? notAlbum : false
}

/** Uploads and changes: editors within the site's library, never into or out of the album. */
export const mediaWrite: Access = ({ req, data }) => {
  const role = requestRole(req)
  if (role === 'admin') return true
  if (role !== 'editor') return false
  if ((data as { area?: unknown } | undefined)?.area === albumArea.area.equals) return false
  return notAlbum
}

/** Create takes no query: an editor's upload is allowed unless it goes to the album area. */
export const mediaCreate: Access = (args) => mediaWrite(args) !== false
