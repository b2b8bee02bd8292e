import path from 'node:path'

import type { CollectionBeforeOperationHook, Field, PayloadRequest } from 'payload'

import { pick } from '../../components/adminText'
import { fieldRefusal } from '../../plainMessages'
import type { Label } from '../../../rules/choices'
import { focusInCrop } from '../../../rules/focalPoint'
import { readMediaFile, saveMediaFile } from './storedFile'
import { publishedUses } from './usage'

/**
 * Issue 31, item 2: a picture's file as it was before its first crop or replacement, kept beside
 * the media (never served: no document names it) so that it can be restored.
 */
export const originalField: Field = {
  name: 'original',
  type: 'group',
  label: { zh: '原图', en: 'Original', ru: 'Оригинал' },
  admin: { readOnly: true, condition: (data) => Boolean(data?.original?.keptFile) },
  fields: [
    { name: 'keptFile', type: 'text', label: { zh: '保存的原文件', en: 'Kept file', ru: 'Сохранённый файл' } },
    { name: 'filename', type: 'text', label: { zh: '原文件名', en: 'File name', ru: 'Имя файла' } },
    { name: 'width', type: 'number', label: { zh: '宽', en: 'Width', ru: 'Ширина' } },
    { name: 'height', type: 'number', label: { zh: '高', en: 'Height', ru: 'Высота' } },
    { name: 'focalX', type: 'number', admin: { hidden: true } },
    { name: 'focalY', type: 'number', admin: { hidden: true } },
  ],
}

/**
 * Ticked by the editor to replace or crop a picture that published pages show (asked first). Read
 * before the save (keepOriginalBeforeReplacing) and stored unticked, so that the next replacement
 * asks again. (A virtual field would be read-only in the admin.)
 */
export const confirmReplaceField: Field = {
  name: 'confirmReplace',
  type: 'checkbox',
  defaultValue: false,
  hooks: { beforeChange: [() => false] },
  label: { zh: '确认裁剪或替换', en: 'Confirm this crop or replacement', ru: 'Подтвердить кадрирование или замену' },
  admin: {
    position: 'sidebar',
    description: {
      zh: '裁剪或替换已发布内容使用的图片、或裁掉焦点时，需勾选此项确认；原图会保留，可随时恢复。',
      en: 'Needed to crop or replace a picture published content uses, or to crop out its focal point; the original is kept and can be restored.',
      ru: 'Нужно, чтобы кадрировать или заменить изображение из опубликованного контента или отрезать его фокусную точку; оригинал сохраняется, его можно восстановить.',
    },
  },
}

interface StoredMedia {
  id: number
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
  original?: { keptFile?: string | null } | null
}

/** The name the kept original is stored under: `photo.jpg` of media 12 → `photo-original-12.jpg`. */
export function keptFileName(filename: string, id: number): string {
  const extension = path.extname(filename)
  return `${path.basename(filename, extension)}-original-${id}${extension}`
}

/**
 * Whether the request crops the picture. The admin sends its crop box with every edit (the whole
 * picture when only the focal point moved); like Payload's own crop, only a box smaller than the
 * picture counts.
 */
function cropRequested(req: PayloadRequest, stored: StoredMedia): boolean {
  const edits = (req.query as { uploadEdits?: { crop?: unknown; widthInPixels?: unknown; heightInPixels?: unknown } } | undefined)?.uploadEdits
  if (!edits || typeof edits !== 'object' || !edits.crop) return false
  const width = Number(edits.widthInPixels)
  const height = Number(edits.heightInPixels)
  return Number.isFinite(width) && Number.isFinite(height) && (width !== stored.width || height !== stored.height)
}

/** Whether a crop box (in per cent of the picture) leaves the focal point (the one marked with it, else the stored one) outside it. */
function cropLeavesOutFocus(req: PayloadRequest, stored: StoredMedia): boolean {
  const edits = (req.query as { uploadEdits?: { crop?: Record<string, unknown>; focalPoint?: Record<string, unknown> } }).uploadEdits
  const crop = edits?.crop ?? {}
  const [x, y, width, height] = [crop.x, crop.y, crop.width, crop.height].map(Number) as [number, number, number, number]
  if (![x, y, width, height].every(Number.isFinite) || crop.unit !== '%') return false
  const focusX = Number(edits?.focalPoint?.x ?? stored.focalX ?? 50)
  const focusY = Number(edits?.focalPoint?.y ?? stored.focalY ?? 50)
  return focusX < x || focusX > x + width || focusY < y || focusY > y + height
}

/**
 * The admin's image editor marks the focal point on the whole picture and Payload stores it as it
 * is after cropping: moved into the crop's own coordinates (src/rules/focalPoint.ts), it lands on
 * the point the editor marked (issue 38, item 5).
 */
function focusIntoCrop(req: PayloadRequest, stored: StoredMedia): void {
  const edits = (req.query as { uploadEdits?: { crop?: Record<string, unknown>; focalPoint?: Record<string, unknown> } }).uploadEdits
  const crop = edits?.crop ?? {}
  const focus = edits?.focalPoint
  if (!edits || !focus) return
  let box = [crop.x, crop.y, crop.width, crop.height].map(Number) as [number, number, number, number]
  if (!box.every(Number.isFinite)) return
  if (crop.unit === 'px' && stored.width && stored.height) box = [(box[0] / stored.width) * 100, (box[1] / stored.height) * 100, (box[2] / stored.width) * 100, (box[3] / stored.height) * 100]
  edits.focalPoint = { ...focusInCrop({ x: Number(focus.x ?? 50), y: Number(focus.y ?? 50) }, { x: box[0], y: box[1], width: box[2], height: box[3] }) }
}

/** Set on the request while an original is being put back (./restore.ts): not a new replacement. */
export const restoringOriginal = 'restoringOriginal'

/**
 * Before a media item's file is cropped or replaced: when published content shows it, or a crop
 * leaves out its focal point, the editor must have confirmed (the error names the documents); the file as it is now is kept, once (the
 * first original stays the original); and a crop is written to a new file name, so that no
 * cached copy of the old picture is served under the new one's address.
 */
export const keepOriginalBeforeReplacing: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || req.context[restoringOriginal]) return args
  const id = Number((args as { id?: unknown }).id)
  if (!Number.isInteger(id) || (!req.file && !(req.query as { uploadEdits?: unknown } | undefined)?.uploadEdits)) return args
  const stored = (await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req, disableErrors: true })) as unknown as StoredMedia | null
  if (!stored?.filename) return args
  const crop = cropRequested(req, stored)
  if (!req.file && !crop) return args
  const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>

  if (data.confirmReplace !== true) {
    const uses = await publishedUses(req.payload, id, req)
    const say = (label: Label) => pick(label, req.i18n?.language)
    const names = uses.map((use) => use.label).join('；')
    const reasons = [
      ...(uses.length > 0 ? [say({ zh: `此图片被已发布的内容使用：${names}。保存后这些页面会立即改变。`, en: `Published content shows this picture (${names}). Saving changes those pages at once.`, ru: `Это изображение используется в опубликованных материалах (${names}). После сохранения эти страницы сразу изменятся.` })] : []),
      ...(crop && cropLeavesOutFocus(req, stored) ? [say({ zh: '裁剪区域不包含焦点。', en: 'The crop leaves out the focal point.', ru: 'Фокусная точка не попадает в область обрезки.' })] : []),
    ]
    if (reasons.length > 0) {
      const message = `${reasons.join(' ')} ${say({ zh: '请勾选“确认裁剪或替换”后再保存。', en: 'Tick "Confirm this crop or replacement" and save again.', ru: 'Отметьте «Подтвердить обрезку или замену» и сохраните ещё раз.' })}`
      throw fieldRefusal('media', 'confirmReplace', message, req.t)
    }
  }

  const bytes = !stored.original?.keptFile || (crop && !req.file) ? await readMediaFile(stored.filename) : null
  let kept: Record<string, unknown> = {}
  if (!stored.original?.keptFile && bytes) {
    const keptFile = keptFileName(stored.filename, id)
    await saveMediaFile(keptFile, bytes, stored.mimeType ?? 'application/octet-stream')
    kept = { original: { keptFile, filename: stored.filename, width: stored.width, height: stored.height, focalX: stored.focalX, focalY: stored.focalY } }
  }
  if (crop) focusIntoCrop(req, stored)
  if (crop && !req.file && bytes) {
    // Payload crops a stored file in place, under its old name; handed over as an upload, the
    // cropped picture gets a name of its own (photo-1.jpg).
    req.file = { data: bytes, mimetype: stored.mimeType ?? 'image/jpeg', name: stored.filename, size: bytes.length }
  }
  return { ...args, data: { ...data, ...kept } }
}
