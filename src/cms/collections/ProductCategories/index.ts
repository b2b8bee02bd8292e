import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { draftVersions } from '../../versions'
import { deriveSlug } from './hooks/deriveSlug'

export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: { zh: '产品分类', en: 'Product category', ru: 'Категория продуктов' }, plural: { zh: '产品分类', en: 'Product categories', ru: 'Категории продуктов' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: { zh: '产品', en: 'Products', ru: 'Продукты' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.productCategories, tags.products),
  versions: draftVersions,
  fields: [
    localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '网址名', en: 'URL name', ru: 'Имя в адресе' },
      admin: { position: 'sidebar', description: { zh: '留空则由英文名称生成', en: 'Derived from the name when left empty', ru: 'Если не заполнено, формируется из названия' } },
      hooks: { beforeValidate: [deriveSlug] },
    },
    imageField('image', { zh: '图标', en: 'Icon', ru: 'Иконка' }),
    imageField('selectedImage', { zh: '选中图标', en: 'Selected icon', ru: 'Иконка активного пункта' }),
    localizedText('summary', { zh: '简介', en: 'Summary', ru: 'Краткое описание' }, { textarea: true }),
    orderField,
    {
      name: 'products',
      type: 'join',
      collection: 'products',
      on: 'category',
      defaultSort: 'order',
      defaultLimit: 0,
      label: { zh: '产品', en: 'Products', ru: 'Продукты' },
    },
  ],
}
