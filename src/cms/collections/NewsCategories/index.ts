import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'

export const NewsCategories: CollectionConfig = {
  slug: 'news-categories',
  labels: { singular: { zh: '新闻分类', en: 'News category', ru: 'Категория новостей' }, plural: { zh: '新闻分类', en: 'News categories', ru: 'Категории новостей' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'], group: { zh: '新闻', en: 'News', ru: 'Новости' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.newsCategories, tags.news),
  fields: [
    localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '代码', en: 'Code', ru: 'Код' },
      admin: { description: { zh: '接口按代码筛选分类', en: 'The API filters categories by this code', ru: 'По этому коду API отбирает категории' } },
    },
    orderField,
  ],
}
