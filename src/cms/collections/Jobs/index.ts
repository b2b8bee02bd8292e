import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: { zh: '职位', en: 'Job', ru: 'Вакансия' }, plural: { zh: '职位', en: 'Jobs', ru: 'Вакансии' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'department', 'headcount'], group: { zh: '招聘', en: 'Careers', ru: 'Карьера' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.jobs),
  fields: [
    localizedText('title', { zh: '职位名称', en: 'Title', ru: 'Название должности' }, { required: true }),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'job-locations',
      required: true,
      index: true,
      label: { zh: '工作地点', en: 'Location', ru: 'Место работы' },
      admin: { position: 'sidebar' },
    },
    localizedText('department', { zh: '部门', en: 'Department', ru: 'Отдел' }),
    { name: 'headcount', type: 'number', min: 1, defaultValue: 1, label: { zh: '招聘人数', en: 'Openings', ru: 'Число мест' } },
    localizedText('description', { zh: '职位描述', en: 'Description', ru: 'Описание вакансии' }, { textarea: true }),
    {
      name: 'requirements',
      type: 'array',
      label: { zh: '任职要求', en: 'Requirements', ru: 'Требования' },
      fields: [localizedText('text', { zh: '要求', en: 'Requirement', ru: 'Требование' }, { required: true })],
    },
    { name: 'email', type: 'email', label: { zh: '简历投递邮箱', en: 'Apply to (email)', ru: 'E-mail для резюме' } },
    orderField,
  ],
}
