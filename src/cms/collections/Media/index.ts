import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../../access'
import { tags } from '../../../data/tags'
import { revalidateCollection } from '../../hooks/revalidate'
import { missingFileAnswers404 } from './missingFile'

export const mediaDir = path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || 'media')

/** Pictures (resized by sharp) and documents such as datasheets and news attachments. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media' }, plural: { zh: '媒体库', en: 'Media' } },
  admin: { group: { zh: '内容', en: 'Content' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection(tags.media),
  upload: {
    staticDir: mediaDir,
    handlers: [missingFileAnswers404(mediaDir)],
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, label: { zh: '替代文字', en: 'Alternative text' } },
  ],
}
