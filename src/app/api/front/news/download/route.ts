import { openMediaFile } from '@/data/mediaFiles'
import { getNewsAttachment } from '@/data/news'
import { contentDisposition } from '@/app/api/_lib/download'
import { publicCache } from '@/app/api/_lib/envelope'
import { optionalId } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/news/download (spec §7): the file `fileId` attached to article `id`, as a
 * download. 404 when the article is not published in the `language` asked for (Chinese by default), when the file is not one of that article's attachments or is missing from the
 * media store (MEDIA_DIR, or the bucket in scale-out mode).
 */
export const GET = publicGet({ id: optionalId, fileId: optionalId }, async ({ locale, query: { id, fileId }, badRequest, notFound }) => {
  if (id === undefined) return badRequest('id')
  if (fileId === undefined) return badRequest('fileId')
  const attachment = await getNewsAttachment(locale, id, fileId)
  if (!attachment) return notFound()

  const file = await openMediaFile(attachment.filename)
  if (!file) {
    console.warn(`[api] news/download: attachment ${fileId} of article ${id} is missing from the media store (${attachment.filename})`)
    return notFound()
  }

  return new Response(file.body, {
    headers: {
      'Content-Type': attachment.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(attachment.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': publicCache,
    },
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
