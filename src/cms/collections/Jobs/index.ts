import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: { zh: '职位', en: 'Job' }, plural: { zh: '职位', en: 'Jobs' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'department', 'headcount'], group: { zh: '招聘', en: 'Careers' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.jobs),
  fields: [
    localizedText('title', { zh: '职位名称', en: 'Title' }, { required: true }),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'job-locations',
      required: true,
      index: true,
      label: { zh: '工作地点', en: 'Location' },
      admin: { position: 'sidebar' },
    },
    localizedText('department', { zh: '部门', en: 'Department' }),
    { name: 'headcount', type: 'number', min: 1, defaultValue: 1, label: { zh: '招聘人数', en: 'Openings' } },
    localizedText('description', { zh: '职位描述', en: 'Description' }, { textarea: true }),
    {
      name: 'requirements',
      type: 'array',
      label: { zh: '任职要求', en: 'Requirements' },
      fields: [localizedText('text', { zh: '要求', en: 'Requirement' }, { required: true })],
    },
    { name: 'email', type: 'email', label: { zh: '简历投递邮箱', en: 'Apply to (email)' } },
    orderField,
  ],
}
