import type { Field } from 'payload'

import { publishedLanguagesField } from '../../publishedLanguages'

/**
 * Issue 31, item 2: where a media item is used, as Payload join fields (the documents whose
 * picture or file field points at it, drafts included). Page globals cannot be joined: the panel
 * beside the picture (MediaUsagePanel) lists the published pages and globals that show it.
 */
const uses = [
  { name: 'usedAsProductCover', collection: 'products', on: 'cover', zh: '产品封面', en: 'Product covers', ru: 'Обложки продуктов', columns: ['firstTitle', 'model', 'category'] },
  { name: 'usedInProductGallery', collection: 'products', on: 'gallery', zh: '产品图集', en: 'Product galleries', ru: 'Галереи продуктов', columns: ['firstTitle', 'model', 'category'] },
  { name: 'usedAsNewsCover', collection: 'news', on: 'cover', zh: '新闻封面', en: 'News covers', ru: 'Обложки новостей', columns: ['title', 'category', 'date'] },
  { name: 'usedAsSolutionCover', collection: 'solutions', on: 'cover', zh: '解决方案封面', en: 'Solution covers', ru: 'Обложки решений', columns: ['name'] },
  { name: 'usedAsCaseStudyCover', collection: 'case-studies', on: 'cover', zh: '案例封面', en: 'Case study covers', ru: 'Обложки кейсов', columns: ['title', 'customer'] },
  { name: 'usedAsDocumentFile', collection: 'documents', on: 'file', zh: '下载中心文件', en: 'Download centre files', ru: 'Файлы центра загрузок', columns: ['title', 'releaseDate'] },
] as const

export const joinFieldNames = uses.map((use) => use.name)

export const usedInFields: Field = {
  type: 'collapsible',
  label: { zh: '使用位置', en: 'Where it is used', ru: 'Где используется' },
  admin: { initCollapsed: false },
  fields: uses.map(({ name, collection, on, zh, en, ru, columns }) => ({
    name,
    type: 'join',
    collection,
    on,
    label: { zh, en, ru },
    defaultLimit: 10,
    // Issue 38: the languages each is published in (its real state: Payload's status column reads
    // the latest draft, "Draft" for a document published one language at a time) beside its title.
    admin: { allowCreate: false, defaultColumns: [columns[0], publishedLanguagesField, ...columns.slice(1)] },
  })),
}
