import type { CollectionBeforeDeleteHook, CollectionConfig, Field } from 'payload'

import { contentAccess } from '../../access'
import { documentLanguages, documentTypes, operatingSystems } from '../../../rules/resources'
import { tags } from '../../../rules/tags'
import { localizedText } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'
import { digestFiles } from './hooks/digestFiles'

/** A deleted document's download counts go with it. */
const forgetDownloadCounts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'download-counts', where: { document: { equals: id } }, req, overrideAccess: true })
}

const versionFields = (required: boolean): Field[] => [
  { name: 'version', type: 'text', required, label: { zh: '版本号', en: 'Version', ru: 'Версия' } },
  {
    name: 'releaseDate',
    type: 'date',
    required,
    index: required,
    label: { zh: '发布日期', en: 'Release date', ru: 'Дата выпуска' },
    admin: { date: { pickerAppearance: 'dayOnly' } },
  },
  localizedText('releaseNotes', { zh: '更新说明', en: 'Release notes', ru: 'Список изменений' }, { textarea: true }),
  {
    name: 'file',
    type: 'upload',
    relationTo: 'media',
    required: true,
    label: { zh: '文件', en: 'File', ru: 'Файл' },
    admin: { description: { zh: '文件保存在媒体库（配置 S3 时保存在存储桶中）', en: 'Kept in the media library (in the bucket when S3 is set)', ru: 'Хранится в медиатеке (в бакете S3, если он настроен)' } },
  },
]

const revalidated = revalidateCollection(tags.documents)

/**
 * Issue 29, the download centre: datasheets, manuals, drivers, firmware… each with its products,
 * current version and file, and its earlier versions, which stay downloadable. The site lists each
 * file's size and SHA-256 (of the stored bytes: Media/digest.ts) and counts its downloads.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { zh: '下载资料', en: 'Document', ru: 'Материал для скачивания' }, plural: { zh: '下载中心', en: 'Downloads', ru: 'Центр загрузок' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'version', 'releaseDate', 'language', 'products'],
    group: { zh: '客户资源', en: 'Customer resources', ru: 'Ресурсы для клиентов' },
    listSearchableFields: ['title', 'version'],
  },
  defaultSort: '-releaseDate',
  access: contentAccess,
  versions: scheduledDraftVersions,
  hooks: { ...revalidated, beforeChange: [digestFiles], beforeDelete: [forgetDownloadCounts] },
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: documentTypes.options,
      label: { zh: '类型', en: 'Type', ru: 'Тип' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      label: { zh: '适用产品', en: 'Products', ru: 'Для продуктов' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'zh',
      options: documentLanguages.options,
      label: { zh: '文件语言', en: 'Language of the file', ru: 'Язык файла' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'systems',
      type: 'select',
      hasMany: true,
      options: operatingSystems.options,
      label: { zh: '适用操作系统', en: 'Operating systems', ru: 'Операционные системы' },
      admin: { position: 'sidebar', description: { zh: '驱动、固件、开发包等与系统相关时填写', en: 'Where it matters: drivers, firmware, SDKs', ru: 'Заполните для материалов, зависящих от ОС: драйверов, прошивок, SDK' } },
    },
    ...versionFields(true),
    {
      name: 'previousVersions',
      type: 'array',
      label: { zh: '历史版本', en: 'Previous versions', ru: 'Предыдущие версии' },
      labels: { singular: { zh: '历史版本', en: 'Previous version', ru: 'Предыдущая версия' }, plural: { zh: '历史版本', en: 'Previous versions', ru: 'Предыдущие версии' } },
      admin: { description: { zh: '新版本发布时，把当前版本移到这里，访客仍可下载', en: 'When a new version comes out, move the current one here: visitors can still download it', ru: 'Когда выходит новая версия, перенесите текущую сюда — посетители по-прежнему смогут её скачать' } },
      fields: versionFields(true),
    },
    {
      name: 'downloads',
      type: 'join',
      collection: 'download-counts',
      on: 'document',
      label: { zh: '下载次数', en: 'Downloads', ru: 'Число скачиваний' },
      admin: { allowCreate: false, defaultColumns: ['version', 'count', 'lastDownloadAt'] },
    },
  ],
}
