import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'

/**
 * Issue 14: the specification items editors pick in a product's specification table, so that a
 * row means the same thing on every product and the comparison page can line rows up by item.
 * The order here is the row order of the comparison.
 */
export const SpecItems: CollectionConfig = {
  slug: 'spec-items',
  labels: { singular: { zh: '规格参数项', en: 'Specification item', ru: 'Технический параметр' }, plural: { zh: '规格参数项', en: 'Specification items', ru: 'Технические параметры' } },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'key', 'categories', 'order'], group: { zh: '产品', en: 'Products', ru: 'Продукты' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.products),
  fields: [
    localizedText('label', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '键', en: 'Key', ru: 'Ключ' },
      admin: { position: 'sidebar', description: { zh: '唯一的英文标识，如 cpu', en: 'A unique identifier such as cpu', ru: 'Уникальный латинский идентификатор, например cpu' } },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      label: { zh: '适用分类', en: 'Categories', ru: 'Категории' },
      admin: { position: 'sidebar', description: { zh: '留空则适用于所有分类', en: 'Empty: every category', ru: 'Если не выбрано — для всех категорий' } },
    },
    orderField,
  ],
}
