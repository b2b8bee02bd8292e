import type { CollectionConfig, FieldHook } from 'payload'

import { contentAccess } from '../../access'
import type { Label } from '../../../rules/choices'
import { industries, regions } from '../../../rules/resources'
import { tags } from '../../../rules/tags'
import { imageField, localizedText, toSlug } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'

/** The address segment stays URL-safe; typed in any form, it is kept as lower-case words and hyphens. */
const normaliseSlug: FieldHook = ({ value }) => (typeof value === 'string' ? toSlug(value) || value : value)

const story = (name: string, label: Label) =>
  ({ name, type: 'richText', localized: true, label }) as const

/**
 * Issue 29: customer case studies at /case-studies/<slug>: the customer, industry and region, the
 * challenge, the solution and the results (with their key figures), the products and solutions
 * used, pictures and an optional quote. Product and solution pages link to the ones that use them.
 */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: { zh: '客户案例', en: 'Case study', ru: 'Кейс' }, plural: { zh: '客户案例', en: 'Case studies', ru: 'Кейсы' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'customer', 'industry', 'region', 'date'],
    group: { zh: '客户资源', en: 'Customer resources', ru: 'Ресурсы для клиентов' },
  },
  defaultSort: '-date',
  access: contentAccess,
  versions: scheduledDraftVersions,
  hooks: revalidateCollection(tags.caseStudies),
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '网址', en: 'Address', ru: 'Адрес страницы' },
      hooks: { beforeValidate: [normaliseSlug] },
      admin: { position: 'sidebar', description: { zh: '英文小写字母、数字和连字符，如 harbour-fleet', en: 'Lower-case letters, digits and hyphens, e.g. harbour-fleet', ru: 'Строчные латинские буквы, цифры и дефисы, например harbour-fleet' } },
    },
    localizedText('customer', { zh: '客户', en: 'Customer', ru: 'Клиент' }, { required: true }),
    {
      name: 'industry',
      type: 'select',
      required: true,
      index: true,
      options: industries.options,
      label: { zh: '行业', en: 'Industry', ru: 'Отрасль' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'region',
      type: 'select',
      required: true,
      options: regions.options,
      label: { zh: '地区', en: 'Region', ru: 'Регион' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: { zh: '发布日期', en: 'Date', ru: 'Дата публикации' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    imageField('cover', { zh: '封面', en: 'Cover', ru: 'Обложка' }),
    localizedText('summary', { zh: '摘要', en: 'Summary', ru: 'Краткое описание' }, { textarea: true }),
    {
      name: 'figures',
      type: 'array',
      label: { zh: '关键数据', en: 'Key figures', ru: 'Ключевые показатели' },
      maxRows: 4,
      admin: { description: { zh: '如 “35%” “燃油节省”', en: 'E.g. “35%” “less fuel”', ru: 'Например: «35%», «экономия топлива»' } },
      fields: [
        localizedText('value', { zh: '数值', en: 'Figure', ru: 'Значение' }, { required: true }),
        localizedText('label', { zh: '说明', en: 'What it measures', ru: 'Что показывает' }, { required: true }),
      ],
    },
    story('challenge', { zh: '挑战', en: 'The challenge', ru: 'Задача' }),
    story('solution', { zh: '解决方案', en: 'The solution', ru: 'Решение' }),
    story('results', { zh: '成果', en: 'The results', ru: 'Результаты' }),
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      label: { zh: '使用的产品', en: 'Products used', ru: 'Использованные продукты' },
    },
    {
      name: 'solutions',
      type: 'relationship',
      relationTo: 'solutions',
      hasMany: true,
      index: true,
      label: { zh: '采用的解决方案', en: 'Solutions used', ru: 'Применённые решения' },
    },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { zh: '现场图片', en: 'Pictures', ru: 'Фото с объекта' },
      filterOptions: { mimeType: { contains: 'image' } },
    },
    {
      name: 'quote',
      type: 'group',
      label: { zh: '客户评价（可选）', en: 'Quote (optional)', ru: 'Отзыв клиента (необязательно)' },
      fields: [
        localizedText('text', { zh: '评价', en: 'Quote', ru: 'Отзыв' }, { textarea: true }),
        localizedText('author', { zh: '姓名', en: 'Name', ru: 'Имя' }),
        localizedText('role', { zh: '职务', en: 'Position', ru: 'Должность' }),
      ],
    },
  ],
}
