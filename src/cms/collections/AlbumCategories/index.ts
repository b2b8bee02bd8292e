import type { CollectionConfig } from 'payload'

import { areaAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'

/** Spec §6: the album area is for administrators only, so reading needs a session too. */
export const AlbumCategories: CollectionConfig = {
  slug: 'album-categories',
  labels: { singular: { zh: '相册分类', en: 'Album category', ru: 'Категория альбомов' }, plural: { zh: '相册分类', en: 'Album categories', ru: 'Категории альбомов' } },
  admin: { useAsTitle: 'name', group: { zh: '相册', en: 'Albums', ru: 'Альбомы' } },
  defaultSort: 'order',
  access: areaAccess('album'),
  hooks: revalidateCollection(tags.albumCategories, tags.albums),
  fields: [localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }), orderField],
}
