import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { imageField, linkField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

/** The home page: banners (indexBanner), content sections (indexContent) and tags (indexTag). */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { zh: '首页', en: 'Home page', ru: 'Главная страница' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.homePage),
  versions: draftVersions,
  fields: [
    rows('banners', { zh: '横幅', en: 'Banners', ru: 'Баннеры' }, [
      imageField('image', { zh: '图片', en: 'Picture', ru: 'Изображение' }, true),
      localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
      localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }),
      linkField,
    ], { minRows: 1 }),
    rows('sections', { zh: '内容板块', en: 'Content sections', ru: 'Блоки контента' }, [
      { name: 'key', type: 'text', required: true, label: { zh: '标识', en: 'Key', ru: 'Ключ блока' } },
      localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
      localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }),
      localizedText('body', { zh: '正文', en: 'Text', ru: 'Текст' }, { textarea: true }),
      imageField('image', { zh: '图片', en: 'Picture', ru: 'Изображение' }),
      linkField,
    ]),
    rows('tags', { zh: '标签', en: 'Tags', ru: 'Теги' }, [
      localizedText('label', { zh: '文字', en: 'Label', ru: 'Текст тега' }, { required: true }),
      linkField,
    ]),
  ],
}
