import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { getNewsAttachment } from '@/data/news'
import { contentDisposition } from '@/app/api/_lib/download'
import { publicCache } from '@/app/api/_lib/envelope'
import { optionalId } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/news/download (spec §7): the file `fileId` attached to article `id`, as a
 * download. 404 when the file is not one of that article's attachments or is missing on disk.
 */
export const GET = publicGet({ id: optionalId, fileId: optionalId }, async ({ query: { id, fileId }, badRequest, notFound }) => {
  if (id === undefined) return badRequest('id')
  if (fileId === undefined) return badRequest('fileId')
  const attachment = await getNewsAttachment(id, fileId)
  if (!attachment) return notFound()

  const file = await stat(attachment.filePath).catch(() => null)
  if (!file?.isFile()) {
    console.warn(`[api] news/download: attachment ${fileId} of article ${id} is missing on disk (${attachment.filePath})`)
    return notFound()
  }

  const stream = Readable.toWeb(createReadStream(attachment.filePath)) as ReadableStream<Uint8Array>
  return new Response(stream, {
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
