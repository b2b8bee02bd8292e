import type { CollectionConfig } from 'payload'

import { contentAccess } from '../../access'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'

export const JobLocations: CollectionConfig = {
  slug: 'job-locations',
  labels: { singular: { zh: '工作地点', en: 'Job location', ru: 'Место работы' }, plural: { zh: '工作地点', en: 'Job locations', ru: 'Места работы' } },
  admin: { useAsTitle: 'name', group: { zh: '招聘', en: 'Careers', ru: 'Карьера' } },
  defaultSort: 'order',
  access: contentAccess,
  hooks: revalidateCollection(tags.jobLocations, tags.jobs),
  fields: [localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }), orderField],
}
