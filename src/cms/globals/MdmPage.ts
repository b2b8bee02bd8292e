import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { imageField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

export const MdmPage: GlobalConfig = {
  slug: 'mdm-page',
  label: { zh: 'MDM 页面', en: 'MDM page', ru: 'Страница MDM' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.mdmPage),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }, { textarea: true }),
    imageField('heroImage', { zh: '主图', en: 'Hero picture', ru: 'Главное изображение' }),
    rows('features', { zh: '功能', en: 'Features', ru: 'Возможности' }, [
      localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
      localizedText('text', { zh: '说明', en: 'Text', ru: 'Описание' }, { textarea: true }),
      imageField('icon', { zh: '图标', en: 'Icon', ru: 'Иконка' }),
    ]),
    rows('scenarios', { zh: '应用场景', en: 'Scenarios', ru: 'Сценарии применения' }, [
      localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
      localizedText('text', { zh: '说明', en: 'Text', ru: 'Описание' }, { textarea: true }),
      imageField('image', { zh: '图片', en: 'Picture', ru: 'Изображение' }),
    ]),
  ],
}
