import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

/**
 * Spec §2.2 the mobile guideline pages (/m.guideline, in Chinese and English): a step-by-step
 * guide opened on the phone itself, here how to enrol a device in the MDM platform.
 */
export const MobileGuide: GlobalConfig = {
  slug: 'mobile-guide',
  label: { zh: '移动端指南', en: 'Mobile guideline', ru: 'Инструкция для смартфона' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.mobileGuide),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    localizedText('intro', { zh: '导语', en: 'Introduction', ru: 'Вводный текст' }, { textarea: true }),
    rows('steps', { zh: '步骤', en: 'Steps', ru: 'Шаги' }, [
      localizedText('title', { zh: '步骤标题', en: 'Step title', ru: 'Заголовок шага' }, { required: true }),
      localizedText('body', { zh: '说明', en: 'Explanation', ru: 'Пояснение' }, { textarea: true }),
    ]),
    { name: 'notes', type: 'richText', localized: true, label: { zh: '常见问题与说明', en: 'Questions and notes', ru: 'Частые вопросы и примечания' } },
  ],
}
