import type { CollectionConfig, FieldHook } from 'payload'

import { contentAccess } from '../../access'
import { industries, regions } from '../../../rules/resources'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, toSlug } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'

/** The address segment stays URL-safe; typed in any form, it is kept as lower-case words and hyphens. */
const normaliseSlug: FieldHook = ({ value }) => (typeof value === 'string' ? toSlug(value) || value : value)

const story = (name: string, label: { zh: string; en: string }) =>
  ({ name, type: 'richText', localized: true, label }) as const

/**
 * Issue 29: customer case studies at /case-studies/<slug>: the customer, industry and region, the
 * challenge, the solution and the results (with their key figures), the products and solutions
 * used, pictures and an optional quote. Product and solution pages link to the ones that use them.
 */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: { zh: '客户案例', en: 'Case study' }, plural: { zh: '客户案例', en: 'Case studies' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'customer', 'industry', 'region', 'date'],
    group: { zh: '客户资源', en: 'Customer resources' },
  },
  defaultSort: '-date',
  access: contentAccess,
  versions: scheduledDraftVersions,
  hooks: revalidateCollection(tags.caseStudies),
  fields: [
    localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '网址', en: 'Address' },
      hooks: { beforeValidate: [normaliseSlug] },
      admin: { position: 'sidebar', description: { zh: '英文小写字母、数字和连字符，如 harbour-fleet', en: 'Lower-case letters, digits and hyphens, e.g. harbour-fleet' } },
    },
    localizedText('customer', { zh: '客户', en: 'Customer' }, { required: true }),
    {
      name: 'industry',
      type: 'select',
      required: true,
      index: true,
      options: industries.options,
      label: { zh: '行业', en: 'Industry' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'region',
      type: 'select',
      required: true,
      options: regions.options,
      label: { zh: '地区', en: 'Region' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: { zh: '发布日期', en: 'Date' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    imageField('cover', { zh: '封面', en: 'Cover' }),
    localizedText('summary', { zh: '摘要', en: 'Summary' }, { textarea: true }),
    {
      name: 'figures',
      type: 'array',
      label: { zh: '关键数据', en: 'Key figures' },
      maxRows: 4,
      admin: { description: { zh: '如 “35%” “燃油节省”', en: 'E.g. “35%” “less fuel”' } },
      fields: [
        localizedText('value', { zh: '数值', en: 'Figure' }, { required: true }),
        localizedText('label', { zh: '说明', en: 'What it measures' }, { required: true }),
      ],
    },
    story('challenge', { zh: '挑战', en: 'The challenge' }),
    story('solution', { zh: '解决方案', en: 'The solution' }),
    story('results', { zh: '成果', en: 'The results' }),
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      label: { zh: '使用的产品', en: 'Products used' },
    },
    {
      name: 'solutions',
      type: 'relationship',
      relationTo: 'solutions',
      hasMany: true,
      index: true,
      label: { zh: '采用的解决方案', en: 'Solutions used' },
    },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { zh: '现场图片', en: 'Pictures' },
      filterOptions: { mimeType: { contains: 'image' } },
    },
    {
      name: 'quote',
      type: 'group',
      label: { zh: '客户评价（可选）', en: 'Quote (optional)' },
      fields: [
        localizedText('text', { zh: '评价', en: 'Quote' }, { textarea: true }),
        localizedText('author', { zh: '姓名', en: 'Name' }),
        localizedText('role', { zh: '职务', en: 'Position' }),
      ],
    },
  ],
}
