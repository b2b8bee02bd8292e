import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { imageField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

export const CompanyProfile: GlobalConfig = {
  slug: 'company-profile',
  label: { zh: '公司简介', en: 'Company profile', ru: 'Профиль компании' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.companyProfile),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }),
    imageField('heroImage', { zh: '主图', en: 'Hero picture', ru: 'Главное изображение' }),
    { name: 'body', type: 'richText', localized: true, label: { zh: '正文', en: 'Body', ru: 'Основной текст' } },
    rows('stats', { zh: '数据', en: 'Figures', ru: 'Ключевые цифры' }, [
      { name: 'value', type: 'text', required: true, label: { zh: '数值', en: 'Value', ru: 'Значение' } },
      localizedText('label', { zh: '说明', en: 'Label', ru: 'Подпись' }, { required: true }),
    ]),
    rows('milestones', { zh: '发展历程', en: 'Milestones', ru: 'История развития' }, [
      { name: 'year', type: 'text', required: true, label: { zh: '年份', en: 'Year', ru: 'Год' } },
      localizedText('text', { zh: '事件', en: 'Event', ru: 'Событие' }, { required: true }),
    ]),
  ],
}
