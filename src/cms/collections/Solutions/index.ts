import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { draftVersions } from '../../versions'

export const Solutions: CollectionConfig = {
  slug: 'solutions',
  labels: { singular: { zh: '解决方案', en: 'Solution', ru: 'Решение' }, plural: { zh: '解决方案', en: 'Solutions', ru: 'Решения' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: { zh: '内容', en: 'Content', ru: 'Контент' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.solutions),
  versions: draftVersions,
  fields: [
    localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
    localizedText('summary', { zh: '简介', en: 'Summary', ru: 'Краткое описание' }, { textarea: true }),
    imageField('cover', { zh: '封面', en: 'Cover', ru: 'Обложка' }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body', ru: 'Основной текст' } },
    {
      name: 'highlights',
      type: 'array',
      label: { zh: '方案亮点', en: 'Highlights', ru: 'Ключевые преимущества' },
      fields: [
        localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
        localizedText('text', { zh: '说明', en: 'Text', ru: 'Описание' }, { textarea: true }),
      ],
    },
    {
      name: 'relatedProducts',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { zh: '相关产品', en: 'Related products', ru: 'Связанные продукты' },
    },
    orderField,
  ],
}
