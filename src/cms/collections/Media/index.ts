import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { mediaCreate, mediaRead, mediaWrite } from '../../access'
import { downloadMimeTypes } from '../../../rules/downloads'
import { tags } from '../../../rules/tags'
import { revalidateCollection } from '../../hooks/revalidate'
import { joinFieldNames, usedInFields } from './joins'
import { missingFileAnswers404 } from './missingFile'
import { confirmReplaceField, keepOriginalBeforeReplacing, originalField } from './original'
import { originalEndpoints } from './restore'

export const mediaDir = path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || 'media')

/** Pictures (resized by sharp) and files: datasheets, news attachments, the download centre's documents. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media', ru: 'Медиафайл' }, plural: { zh: '媒体库', en: 'Media', ru: 'Медиатека' } },
  admin: { group: { zh: '内容', en: 'Content', ru: 'Контент' } },
  access: { read: mediaRead, create: mediaCreate, update: mediaWrite, delete: mediaWrite },
  hooks: { ...revalidateCollection(tags.media), beforeOperation: [keepOriginalBeforeReplacing] },
  endpoints: originalEndpoints,
  // A picture shown on a page is read without the lists of where it is used (join fields).
  defaultPopulate: Object.fromEntries(joinFieldNames.map((name) => [name, false])),
  upload: {
    staticDir: mediaDir,
    handlers: [missingFileAnswers404(mediaDir)],
    mimeTypes: ['image/*', ...downloadMimeTypes],
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 78 } } },
      // The picture a link shows when shared (og:image), cut to 1200×630 around the focal point.
      { name: 'social', width: 1200, height: 630, formatOptions: { format: 'jpeg', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, label: { zh: '替代文字', en: 'Alternative text', ru: 'Альтернативный текст' } },
    {
      name: 'area',
      type: 'select',
      required: true,
      defaultValue: 'site',
      options: [
        { value: 'site', label: { zh: '网站（公开）', en: 'Site (public)', ru: 'Сайт (публично)' } },
        { value: 'album', label: { zh: '相册（仅员工）', en: 'Album (staff only)', ru: 'Альбом (только сотрудники)' } },
      ],
      label: { zh: '可见范围', en: 'Visible to', ru: 'Кто видит' },
      admin: {
        position: 'sidebar',
        description: {
          zh: '相册图片仅供登录员工查看，文件地址也不公开。放入相册的图片会自动设为相册。',
          en: 'Album pictures are seen by signed-in staff only, their file addresses included. Pictures put in an album are set to Album by themselves.',
          ru: 'Изображения альбомов видны только сотрудникам, вошедшим в систему, — как и адреса их файлов. Изображения, добавленные в альбом, получают значение «Альбом» автоматически.',
        },
      },
    },
    {
      // Issue 29: of the bytes as stored (./digest.ts), listed beside downloads so they can be checked.
      name: 'sha256',
      type: 'text',
      label: 'SHA-256',
      admin: { readOnly: true, position: 'sidebar', description: { zh: '由保存的文件自动计算', en: 'Computed from the stored file', ru: 'Вычисляется по сохранённому файлу' } },
    },
    confirmReplaceField,
    {
      name: 'usagePanel',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/media/MediaUsagePanel#MediaUsagePanel' } },
    },
    originalField,
    usedInFields,
  ],
}
