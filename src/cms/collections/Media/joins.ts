import type { Field } from 'payload'

/**
 * Issue 31, item 2: where a media item is used, as Payload join fields (the documents whose
 * picture or file field points at it, drafts included). Page globals cannot be joined: the panel
 * beside the picture (MediaUsagePanel) lists the published pages and globals that show it.
 */
const uses = [
  { name: 'usedAsProductCover', collection: 'products', on: 'cover', zh: '产品封面', en: 'Product covers' },
  { name: 'usedInProductGallery', collection: 'products', on: 'gallery', zh: '产品图集', en: 'Product galleries' },
  { name: 'usedAsNewsCover', collection: 'news', on: 'cover', zh: '新闻封面', en: 'News covers' },
  { name: 'usedAsSolutionCover', collection: 'solutions', on: 'cover', zh: '解决方案封面', en: 'Solution covers' },
  { name: 'usedAsCaseStudyCover', collection: 'case-studies', on: 'cover', zh: '案例封面', en: 'Case study covers' },
  { name: 'usedAsDocumentFile', collection: 'documents', on: 'file', zh: '下载中心文件', en: 'Download centre files' },
] as const

export const joinFieldNames = uses.map((use) => use.name)

export const usedInFields: Field = {
  type: 'collapsible',
  label: { zh: '使用位置', en: 'Where it is used' },
  admin: { initCollapsed: false },
  fields: uses.map(({ name, collection, on, zh, en }) => ({
    name,
    type: 'join',
    collection,
    on,
    label: { zh, en },
    defaultLimit: 10,
    admin: { allowCreate: false },
  })),
}
