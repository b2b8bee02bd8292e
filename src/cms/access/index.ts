import type { Access } from 'payload'

export const nobody: Access = () => false
/**
 * Also the read rule of public content: the site reads through the local API (src/data), so
 * Payload's REST API at /api/cms serves staff only, and no anonymous query (any `where`, `depth`
 * or `limit`) can reach the database through it.
 */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/**
 * Media files: anonymous visitors may fetch the files of site pictures and documents (not list the
 * library); pictures of the album area are for staff only, their file addresses included.
 */
export const mediaRead: Access = ({ req, isReadingStaticFile }) => {
  if (req.user) return true
  return isReadingStaticFile ? { area: { not_equals: 'album' } } : false
}
