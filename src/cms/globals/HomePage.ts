import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { imageField, linkField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

/** The home page: banners (indexBanner), content sections (indexContent) and tags (indexTag). */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { zh: '首页', en: 'Home page' },
  admin: { group: { zh: '页面', en: 'Pages' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.homePage),
  versions: draftVersions,
  fields: [
    rows('banners', { zh: '横幅', en: 'Banners' }, [
      imageField('image', { zh: '图片', en: 'Picture' }, true),
      localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
      localizedText('subtitle', { zh: '副标题', en: 'Subtitle' }),
      linkField,
    ], { minRows: 1 }),
    rows('sections', { zh: '内容板块', en: 'Content sections' }, [
      { name: 'key', type: 'text', required: true, label: { zh: '标识', en: 'Key' } },
      localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
      localizedText('subtitle', { zh: '副标题', en: 'Subtitle' }),
      localizedText('body', { zh: '正文', en: 'Text' }, { textarea: true }),
      imageField('image', { zh: '图片', en: 'Picture' }),
      linkField,
    ]),
    rows('tags', { zh: '标签', en: 'Tags' }, [
      localizedText('label', { zh: '文字', en: 'Label' }, { required: true }),
      linkField,
    ]),
  ],
}
