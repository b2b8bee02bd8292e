import type { Access, PayloadRequest } from 'payload'

import { noteStaffUser } from '../../ops/log'
import { isPossibleFileName } from '../../rules/fileName'

/** A signed-in staff member; named in the request's log line (Payload checks access on every operation and admin view). */
const isStaff = (req: PayloadRequest): boolean => {
  if (req.user) noteStaffUser(req.user.id)
  return Boolean(req.user)
}

export const nobody: Access = () => false
export const staffOnly: Access = ({ req }) => isStaff(req)

/**
 * Public content: the site reads it through the local API (src/data), so Payload's REST API at
 * /api/cms serves it to staff only, and no anonymous query (any `where`, `depth` or `limit`)
 * reaches the database through it. The server's own reads without a user (the seed's checks of
 * related documents) pass.
 */
export const contentRead: Access = ({ req }) => isStaffOrServer(req)

const isStaffOrServer = (req: PayloadRequest): boolean => isStaff(req) || req.payloadAPI === 'local'

/**
 * Media: anonymous visitors may fetch the files of site pictures and documents (not list the
 * library); pictures of the album area are for staff only, their file addresses included.
 */
export const mediaRead: Access = ({ req, isReadingStaticFile, data }) => {
  if (isStaffOrServer(req)) return true
  if (!isReadingStaticFile) return false
  // Refused as an album picture is (nothing told), without a query the database would refuse.
  const filename: unknown = data?.filename
  return typeof filename === 'string' && isPossibleFileName(filename) ? { area: { not_equals: 'album' } } : false
}
