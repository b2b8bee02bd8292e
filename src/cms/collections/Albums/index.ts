import type { CollectionConfig } from 'payload'

import { areaAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { keepPicturesPrivate } from './hooks/keepPicturesPrivate'

const revalidate = revalidateCollection(tags.albums)

export const Albums: CollectionConfig = {
  slug: 'albums',
  labels: { singular: { zh: '相册', en: 'Album', ru: 'Альбом' }, plural: { zh: '相册', en: 'Albums', ru: 'Альбомы' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'date'], group: { zh: '相册', en: 'Albums', ru: 'Альбомы' } },
  defaultSort: '-date',
  access: areaAccess('album'),
  hooks: { afterChange: [keepPicturesPrivate, ...revalidate.afterChange], afterDelete: revalidate.afterDelete },
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'album-categories',
      required: true,
      index: true,
      label: { zh: '分类', en: 'Category', ru: 'Категория' },
      admin: { position: 'sidebar' },
    },
    { name: 'date', type: 'date', index: true, label: { zh: '日期', en: 'Date', ru: 'Дата' }, admin: { position: 'sidebar' } },
    imageField('cover', { zh: '封面', en: 'Cover', ru: 'Обложка' }),
    localizedText('description', { zh: '说明', en: 'Description', ru: 'Описание' }, { textarea: true }),
    {
      name: 'photos',
      type: 'array',
      label: { zh: '照片', en: 'Photos', ru: 'Фотографии' },
      fields: [
        imageField('image', { zh: '图片', en: 'Image', ru: 'Изображение' }, true),
        localizedText('caption', { zh: '说明', en: 'Caption', ru: 'Подпись' }),
      ],
    },
  ],
}
