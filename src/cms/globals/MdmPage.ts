import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { imageField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

export const MdmPage: GlobalConfig = {
  slug: 'mdm-page',
  label: { zh: 'MDM 页面', en: 'MDM page' },
  admin: { group: { zh: '页面', en: 'Pages' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.mdmPage),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
    localizedText('subtitle', { zh: '副标题', en: 'Subtitle' }, { textarea: true }),
    imageField('heroImage', { zh: '主图', en: 'Hero picture' }),
    rows('features', { zh: '功能', en: 'Features' }, [
      localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
      localizedText('text', { zh: '说明', en: 'Text' }, { textarea: true }),
      imageField('icon', { zh: '图标', en: 'Icon' }),
    ]),
    rows('scenarios', { zh: '应用场景', en: 'Scenarios' }, [
      localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
      localizedText('text', { zh: '说明', en: 'Text' }, { textarea: true }),
      imageField('image', { zh: '图片', en: 'Picture' }),
    ]),
  ],
}
