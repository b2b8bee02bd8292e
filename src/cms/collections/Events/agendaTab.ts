import type { Tab } from 'payload'

import { imageField, localizedText } from '../../fields'

import { width } from './fields'

/** The microsite's agenda, speakers and partners. */
export const agendaTab: Tab = {
  label: { zh: '议程与嘉宾', en: 'Agenda & speakers' },
  fields: [
    {
      name: 'agenda',
      type: 'array',
      label: { zh: '议程', en: 'Agenda' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'time', type: 'text', required: true, label: { zh: '时间', en: 'Time' }, admin: { width: '20%' } },
            width(localizedText('title', { zh: '议题', en: 'Session' }, { required: true }), '50%'),
            width(localizedText('speaker', { zh: '演讲人', en: 'Speaker' }), '30%'),
          ],
        },
        localizedText('description', { zh: '简介', en: 'Description' }, { textarea: true }),
      ],
    },
    {
      name: 'speakers',
      type: 'array',
      label: { zh: '演讲嘉宾', en: 'Speakers' },
      fields: [
        localizedText('name', { zh: '姓名', en: 'Name' }, { required: true }),
        localizedText('role', { zh: '职务', en: 'Role' }),
        localizedText('bio', { zh: '简介', en: 'Bio' }, { textarea: true }),
        imageField('photo', { zh: '照片', en: 'Photo' }),
      ],
    },
    {
      name: 'partners',
      type: 'array',
      label: { zh: '合作伙伴', en: 'Partners' },
      fields: [
        localizedText('name', { zh: '名称', en: 'Name' }, { required: true }),
        {
          name: 'tier',
          type: 'select',
          defaultValue: 'partner',
          required: true,
          label: { zh: '类别', en: 'Kind' },
          options: [
            { value: 'host', label: { zh: '主办', en: 'Host' } },
            { value: 'sponsor', label: { zh: '赞助', en: 'Sponsor' } },
            { value: 'partner', label: { zh: '合作伙伴', en: 'Partner' } },
            { value: 'media', label: { zh: '媒体', en: 'Media' } },
          ],
        },
        imageField('logo', { zh: '标志', en: 'Logo' }),
        { name: 'url', type: 'text', label: { zh: '网址', en: 'Website' } },
      ],
    },
  ],
}
