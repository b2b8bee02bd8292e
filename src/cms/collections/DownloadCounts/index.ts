import type { CollectionConfig } from 'payload'

import { contentStaff, isAdmin, nobody } from '../../access'

/**
 * Issue 29: how often each file of the download centre was downloaded, one row per document and
 * file (a previous version has its own). Written only by the download route, one atomic upsert per
 * download (src/data/downloads.ts); staff read it here and on each document ("Downloads").
 */
export const DownloadCounts: CollectionConfig = {
  slug: 'download-counts',
  labels: { singular: { zh: '下载统计', en: 'Download count', ru: 'Счётчик скачиваний' }, plural: { zh: '下载统计', en: 'Download counts', ru: 'Статистика скачиваний' } },
  admin: {
    useAsTitle: 'version',
    defaultColumns: ['document', 'version', 'count', 'lastDownloadAt'],
    group: { zh: '客户资源', en: 'Customer resources', ru: 'Ресурсы для клиентов' },
  },
  defaultSort: '-count',
  access: { read: contentStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    /** `<document id>:<file id>`: the row an upsert finds */
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    // Not required: a deleted document takes its rows along (Documents beforeDelete); the column may be null meanwhile.
    { name: 'document', type: 'relationship', relationTo: 'documents', index: true, label: { zh: '资料', en: 'Document', ru: 'Материал' } },
    { name: 'file', type: 'relationship', relationTo: 'media', label: { zh: '文件', en: 'File', ru: 'Файл' } },
    { name: 'version', type: 'text', label: { zh: '版本号', en: 'Version', ru: 'Версия' } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, index: true, label: { zh: '下载次数', en: 'Downloads', ru: 'Число скачиваний' } },
    { name: 'lastDownloadAt', type: 'date', label: { zh: '最近下载', en: 'Last download', ru: 'Последнее скачивание' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
