import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { zh: '新闻', en: 'Article', ru: 'Новость' }, plural: { zh: '新闻', en: 'News', ru: 'Новости' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', 'top', 'banner'],
    group: { zh: '新闻', en: 'News', ru: 'Новости' },
  },
  defaultSort: '-date',
  access: contentAccess,
  versions: scheduledDraftVersions,
  hooks: revalidateCollection(tags.news),
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: { zh: '发布日期', en: 'Date', ru: 'Дата публикации' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'news-categories',
      required: true,
      index: true,
      label: { zh: '分类', en: 'Category', ru: 'Категория' },
      admin: { position: 'sidebar', components: { Cell: '/cms/components/RelatedTitleCell#RelatedTitleCell' } },
    },
    {
      name: 'top',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { zh: '置顶', en: 'Top story', ru: 'Главная новость' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'banner',
      type: 'checkbox',
      defaultValue: false,
      label: { zh: '新闻横幅', en: 'Show in news banner', ru: 'Показывать в баннере новостей' },
      admin: { position: 'sidebar' },
    },
    imageField('cover', { zh: '封面', en: 'Cover', ru: 'Обложка' }),
    localizedText('summary', { zh: '摘要', en: 'Summary', ru: 'Краткое описание' }, { textarea: true }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body', ru: 'Основной текст' } },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { zh: '附件', en: 'Attachments', ru: 'Вложения' },
    },
  ],
}
