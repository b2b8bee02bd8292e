import { countDownload, findDownload } from '@/data/downloads'
import { rateLimitKey } from '@/rules/client'
import { openMediaFile } from '@/data/mediaFiles'
import { contentDisposition } from '@/app/api/_lib/download'
import { optionalId } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/downloads/file (issue 29): a document's file from the media storage (MEDIA_DIR,
 * or the bucket with S3_BUCKET), with its type and a Content-Disposition naming it: the current
 * version by `id`, a previous one with `fileId`. A GET counts one download for staff, once per
 * client, file and day (issue 37; a HEAD does not). 404 for a document or file that is not published, or a file missing from the store.
 */
export const GET = publicGet({ id: optionalId, fileId: optionalId }, async ({ request, visitor, locale, query: { id, fileId }, badRequest, notFound }) => {
  if (id === undefined) return badRequest('id')
  const found = await findDownload(locale, id, fileId)
  if (!found) return notFound()
  const { file } = found.version
  const headers = {
    'Content-Type': file.mimeType,
    'Content-Disposition': contentDisposition(file.filename),
    'X-Content-Type-Options': 'nosniff',
    // Every download reaches the server (and is counted); the browser may keep the file.
    'Cache-Control': 'private, no-cache',
  }
  // A HEAD asks about the file: no stream is opened and nothing is counted.
  if (request.method === 'HEAD') return new Response(null, { headers: { ...headers, 'Content-Length': String(file.size) } })

  const stored = await openMediaFile(file.filename)
  if (!stored) {
    console.warn(`[api] downloads/file: file ${file.fileId} of document ${id} is missing from the media store (${file.filename})`)
    return notFound()
  }
  // A count that cannot be written must not cost the visitor the file.
  await countDownload(id, found.version, rateLimitKey(visitor.ip)).catch((error: unknown) => console.error('[api] downloads/file: could not count the download:', error))
  return new Response(stored.body, { headers: { ...headers, 'Content-Length': String(stored.size) } })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
