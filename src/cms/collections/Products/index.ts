import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'
import { specItemsOfCategory } from './specItemsOfCategory'
import { clearedOnDuplicate, normaliseCustomizeUrl } from './hooks/normaliseCustomizeUrl'
import { redirectOldAddress, rememberPublishedAddress } from './hooks/redirectOldAddress'
import { pickerTitleField, writePickerTitle } from './pickerTitle'

const revalidated = revalidateCollection(tags.products, tags.productCategories)

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: { zh: '产品', en: 'Product', ru: 'Продукт' }, plural: { zh: '产品', en: 'Products', ru: 'Продукты' } },
  admin: {
    // Issue 38: pickers find a product by model, title or address, and show its model.
    useAsTitle: 'pickerTitle',
    defaultColumns: ['firstTitle', 'model', 'category', 'customizeUrl', 'order'],
    group: { zh: '产品', en: 'Products', ru: 'Продукты' },
  },
  defaultSort: 'order',
  access: contentAccess,
  versions: scheduledDraftVersions,
  hooks: {
    ...revalidated,
    // Issue 13: a changed customizeUrl leaves a 308 from the old address (desktop and /m., zh and en).
    beforeChange: [rememberPublishedAddress, writePickerTitle],
    afterChange: [redirectOldAddress, ...revalidated.afterChange],
  },
  fields: [
    localizedText('firstTitle', { zh: '主标题', en: 'Title', ru: 'Основной заголовок' }, { required: true }),
    pickerTitleField,
    // Issue 31: a duplicate is a new product: its model and address are typed anew (both unique to a product).
    { name: 'model', type: 'text', required: true, index: true, label: { zh: '型号', en: 'Model', ru: 'Модель' }, hooks: { beforeDuplicate: [clearedOnDuplicate] } },
    {
      name: 'customizeUrl',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '自定义网址', en: 'Custom URL', ru: 'Собственный адрес' },
      admin: { position: 'sidebar', description: { zh: '留空则由型号生成', en: 'Derived from the model when left empty', ru: 'Если не заполнено, формируется из модели' } },
      hooks: { beforeValidate: [normaliseCustomizeUrl], beforeDuplicate: [clearedOnDuplicate] },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'product-categories',
      required: true,
      index: true,
      label: { zh: '分类', en: 'Category', ru: 'Категория' },
      admin: { position: 'sidebar', components: { Cell: '/cms/components/RelatedTitleCell#RelatedTitleCell' } },
    },
    { name: 'series', type: 'text', index: true, label: { zh: '系列', en: 'Series', ru: 'Серия' }, admin: { position: 'sidebar' } },
    orderField,
    imageField('cover', { zh: '封面', en: 'Cover', ru: 'Обложка' }),
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { zh: '图集', en: 'Gallery', ru: 'Галерея' },
      filterOptions: { mimeType: { contains: 'image' } },
    },
    localizedText('summary', { zh: '简介', en: 'Summary', ru: 'Краткое описание' }, { textarea: true }),
    {
      name: 'features',
      type: 'array',
      label: { zh: '产品特点', en: 'Features', ru: 'Особенности' },
      fields: [localizedText('text', { zh: '特点', en: 'Feature', ru: 'Особенность' }, { required: true })],
    },
    {
      name: 'specs',
      type: 'array',
      label: { zh: '规格参数', en: 'Specifications', ru: 'Технические характеристики' },
      fields: [
        {
          // Issue 14: a chosen item (not free text), so rows line up across products.
          name: 'item',
          type: 'relationship',
          relationTo: 'spec-items',
          required: true,
          label: { zh: '参数', en: 'Item', ru: 'Параметр' },
          filterOptions: specItemsOfCategory,
        },
        localizedText('value', { zh: '值', en: 'Value', ru: 'Значение' }, { required: true }),
      ],
    },
    {
      name: 'datasheet',
      type: 'upload',
      relationTo: 'media',
      label: { zh: '规格书 (PDF)', en: 'Datasheet (PDF)', ru: 'Спецификация (PDF)' },
      filterOptions: { mimeType: { equals: 'application/pdf' } },
    },
  ],
}
