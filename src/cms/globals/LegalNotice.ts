import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { localizedText } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

export const LegalNotice: GlobalConfig = {
  slug: 'legal-notice',
  label: { zh: '法律声明', en: 'Legal notice', ru: 'Правовая информация' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.legalNotice),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body', ru: 'Основной текст' } },
    { name: 'effectiveDate', type: 'date', label: { zh: '生效日期', en: 'Effective date', ru: 'Дата вступления в силу' } },
  ],
}
