import type { Tab } from 'payload'

import { imageField, localizedText } from '../../fields'

import { width } from './fields'

/** The microsite's agenda, speakers and partners. */
export const agendaTab: Tab = {
  label: { zh: '议程与嘉宾', en: 'Agenda & speakers', ru: 'Программа и докладчики' },
  fields: [
    {
      name: 'agenda',
      type: 'array',
      label: { zh: '议程', en: 'Agenda', ru: 'Программа' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'time', type: 'text', required: true, label: { zh: '时间', en: 'Time', ru: 'Время' }, admin: { width: '20%' } },
            width(localizedText('title', { zh: '议题', en: 'Session', ru: 'Тема выступления' }, { required: true }), '50%'),
            width(localizedText('speaker', { zh: '演讲人', en: 'Speaker', ru: 'Докладчик' }), '30%'),
          ],
        },
        localizedText('description', { zh: '简介', en: 'Description', ru: 'Описание' }, { textarea: true }),
      ],
    },
    {
      name: 'speakers',
      type: 'array',
      label: { zh: '演讲嘉宾', en: 'Speakers', ru: 'Докладчики' },
      fields: [
        localizedText('name', { zh: '姓名', en: 'Name', ru: 'Имя' }, { required: true }),
        localizedText('role', { zh: '职务', en: 'Role', ru: 'Должность' }),
        localizedText('bio', { zh: '简介', en: 'Bio', ru: 'О докладчике' }, { textarea: true }),
        imageField('photo', { zh: '照片', en: 'Photo', ru: 'Фото' }),
      ],
    },
    {
      name: 'partners',
      type: 'array',
      label: { zh: '合作伙伴', en: 'Partners', ru: 'Партнёры' },
      fields: [
        localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
        {
          name: 'tier',
          type: 'select',
          defaultValue: 'partner',
          required: true,
          label: { zh: '类别', en: 'Kind', ru: 'Категория' },
          options: [
            { value: 'host', label: { zh: '主办', en: 'Host', ru: 'Организатор' } },
            { value: 'sponsor', label: { zh: '赞助', en: 'Sponsor', ru: 'Спонсор' } },
            { value: 'partner', label: { zh: '合作伙伴', en: 'Partner', ru: 'Партнёр' } },
            { value: 'media', label: { zh: '媒体', en: 'Media', ru: 'Информационный партнёр' } },
          ],
        },
        imageField('logo', { zh: '标志', en: 'Logo', ru: 'Логотип' }),
        { name: 'url', type: 'text', label: { zh: '网址', en: 'Website', ru: 'Сайт' } },
      ],
    },
  ],
}
