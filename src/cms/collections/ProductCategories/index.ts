import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { draftVersions } from '../../versions'
import { deriveSlug } from './hooks/deriveSlug'

export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: { zh: '产品分类', en: 'Product category' }, plural: { zh: '产品分类', en: 'Product categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: { zh: '产品', en: 'Products' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.productCategories, tags.products),
  versions: draftVersions,
  fields: [
    localizedText('name', { zh: '名称', en: 'Name' }, { required: true }),
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '网址名', en: 'URL name' },
      admin: { position: 'sidebar', description: { zh: '留空则由英文名称生成', en: 'Derived from the name when left empty' } },
      hooks: { beforeValidate: [deriveSlug] },
    },
    imageField('image', { zh: '图标', en: 'Icon' }),
    imageField('selectedImage', { zh: '选中图标', en: 'Selected icon' }),
    localizedText('summary', { zh: '简介', en: 'Summary' }, { textarea: true }),
    orderField,
    {
      name: 'products',
      type: 'join',
      collection: 'products',
      on: 'category',
      defaultSort: 'order',
      defaultLimit: 0,
      label: { zh: '产品', en: 'Products' },
    },
  ],
}
