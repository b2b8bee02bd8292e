import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { group, imageField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

/** Spec §2.1 /cpdc-2024: the developer-conference page, opened from the header's top banner. */
export const ConferencePage: GlobalConfig = {
  slug: 'conference-page',
  label: { zh: '开发者大会页面', en: 'Conference page', ru: 'Страница конференции разработчиков' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.conferencePage),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }, { textarea: true }),
    localizedText('dates', { zh: '日期', en: 'Dates', ru: 'Даты' }),
    localizedText('venue', { zh: '地点', en: 'Venue', ru: 'Место проведения' }),
    imageField('heroImage', { zh: '主图', en: 'Hero picture', ru: 'Главное изображение' }),
    rows('agenda', { zh: '议程', en: 'Agenda', ru: 'Программа' }, [
      { name: 'time', type: 'text', required: true, label: { zh: '时间', en: 'Time', ru: 'Время' } },
      localizedText('title', { zh: '议题', en: 'Session', ru: 'Тема выступления' }, { required: true }),
      localizedText('speaker', { zh: '演讲人', en: 'Speaker', ru: 'Докладчик' }),
    ]),
    rows('speakers', { zh: '演讲嘉宾', en: 'Speakers', ru: 'Докладчики' }, [
      localizedText('name', { zh: '姓名', en: 'Name', ru: 'Имя' }, { required: true }),
      localizedText('role', { zh: '职务', en: 'Role', ru: 'Должность' }),
      imageField('photo', { zh: '照片', en: 'Photo', ru: 'Фото' }),
    ]),
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      label: { zh: '大会微站（活动）', en: 'Conference microsite (event)', ru: 'Микросайт конференции (мероприятие)' },
      admin: { description: { zh: '页面链接到该活动的微站与报名', en: 'The page links to this event’s microsite and registration', ru: 'Страница ведёт на микросайт мероприятия и форму регистрации' } },
    },
    group('registration', { zh: '报名', en: 'Registration', ru: 'Регистрация' }, [
      localizedText('label', { zh: '按钮文字', en: 'Button text', ru: 'Текст кнопки' }),
      { name: 'url', type: 'text', label: { zh: '报名链接', en: 'Registration link', ru: 'Ссылка на регистрацию' } },
    ]),
  ],
}
