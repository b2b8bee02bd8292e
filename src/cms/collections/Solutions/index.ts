import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { draftVersions } from '../../versions'

export const Solutions: CollectionConfig = {
  slug: 'solutions',
  labels: { singular: { zh: '解决方案', en: 'Solution' }, plural: { zh: '解决方案', en: 'Solutions' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: { zh: '内容', en: 'Content' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.solutions),
  versions: draftVersions,
  fields: [
    localizedText('name', { zh: '名称', en: 'Name' }, { required: true }),
    localizedText('summary', { zh: '简介', en: 'Summary' }, { textarea: true }),
    imageField('cover', { zh: '封面', en: 'Cover' }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body' } },
    {
      name: 'highlights',
      type: 'array',
      label: { zh: '方案亮点', en: 'Highlights' },
      fields: [
        localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
        localizedText('text', { zh: '说明', en: 'Text' }, { textarea: true }),
      ],
    },
    {
      name: 'relatedProducts',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { zh: '相关产品', en: 'Related products' },
    },
    orderField,
  ],
}
