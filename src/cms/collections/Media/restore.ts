import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'

import { pick } from '../../components/adminText'
import type { Label } from '../../../rules/choices'
import { restoringOriginal } from './original'
import { readMediaFile, removeMediaFile } from './storedFile'
import { publishedUses } from './usage'

interface Kept {
  original?: { keptFile?: string | null; filename?: string | null; width?: number | null; height?: number | null; focalX?: number | null; focalY?: number | null } | null
  mimeType?: string | null
}

const mediaId = (req: PayloadRequest) => Number(req.routeParams?.id)

/** What the media edit view shows beside the picture (./MediaUsagePanel): its published uses and its kept original. */
const usage: Endpoint = {
  path: '/:id/usage',
  method: 'get',
  handler: async (req) => {
    const id = mediaId(req)
    if (!req.user || !Number.isInteger(id)) return Response.json({ message: 'Not found' }, { status: 404 })
    const doc = (await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })) as Kept | null
    if (!doc) return Response.json({ message: 'Not found' }, { status: 404 })
    const original = doc.original?.keptFile ? { filename: doc.original.filename, width: doc.original.width, height: doc.original.height } : null
    return Response.json({ uses: await publishedUses(req.payload, id, req), original })
  },
}

/**
 * Puts the kept original back (a new upload of its bytes, under its old name, with its focal
 * point), then forgets the kept copy. Published uses must be confirmed (`{ confirm: true }`), as
 * for a crop.
 */
const restore: Endpoint = {
  path: '/:id/original',
  method: 'post',
  handler: async (req) => {
    const id = mediaId(req)
    const say = (label: Label) => pick(label, req.i18n?.language)
    if (!req.user || !Number.isInteger(id)) return Response.json({ message: 'Not found' }, { status: 404 })
    await addDataAndFileToRequest(req)
    const doc = (await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })) as Kept | null
    const original = doc?.original
    if (!original?.keptFile || !original.filename) return Response.json({ message: say({ zh: '没有保存的原图。', en: 'No original is kept.', ru: 'Оригинал не сохранён.' }) }, { status: 404 })
    const uses = await publishedUses(req.payload, id, req)
    if (uses.length > 0 && (req.data as { confirm?: unknown } | undefined)?.confirm !== true) {
      return Response.json({ message: say({ zh: '已发布的内容使用此图片，请确认。', en: 'Published content shows this picture: confirm first.', ru: 'Это изображение используется в опубликованных материалах: сначала подтвердите.' }), uses }, { status: 409 })
    }
    const bytes = await readMediaFile(original.keptFile)
    if (!bytes) return Response.json({ message: say({ zh: '保存的原图文件已不存在。', en: 'The kept original file is gone.', ru: 'Сохранённый файл оригинала больше не существует.' }) }, { status: 410 })
    req.context[restoringOriginal] = true
    await req.payload.update({
      collection: 'media',
      id,
      file: { data: bytes, mimetype: doc!.mimeType ?? 'image/jpeg', name: original.filename, size: bytes.length },
      data: {
        ...(typeof original.focalX === 'number' && typeof original.focalY === 'number' ? { focalX: original.focalX, focalY: original.focalY } : {}),
        original: { keptFile: null, filename: null, width: null, height: null, focalX: null, focalY: null },
      },
      overrideAccess: false,
      user: req.user,
      req,
    })
    await removeMediaFile(original.keptFile)
    return Response.json({ message: say({ zh: '已恢复原图。', en: 'The original is back.', ru: 'Оригинал восстановлен.' }) })
  },
}

export const originalEndpoints = [usage, restore]
