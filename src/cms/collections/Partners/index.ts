import type { CollectionConfig, Validate } from 'payload'

import { contentAccess } from '../../access'
import { isCountryCode, partnerTypes, regions } from '../../../rules/resources'
import { tags } from '../../../rules/tags'
import { localizedText, orderField } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'

const countryCode: Validate<string> = (value) =>
  value === null || value === undefined || isCountryCode(value) ? true : '请填写两位国家代码 / Use a two-letter country code (CN, DE, US)'

/**
 * Issue 29, where to buy: distributors, resellers and system integrators by region and country,
 * with their contact details and the product lines (product categories) they carry. Visitors can
 * write to one through the site's enquiry form; the enquiry records the partner.
 */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: { zh: '合作伙伴', en: 'Partner', ru: 'Партнёр' }, plural: { zh: '合作伙伴', en: 'Partners', ru: 'Партнёры' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'region', 'country', 'order'],
    group: { zh: '客户资源', en: 'Customer resources', ru: 'Ресурсы для клиентов' },
  },
  defaultSort: 'order',
  access: contentAccess,
  versions: scheduledDraftVersions,
  hooks: revalidateCollection(tags.partners),
  fields: [
    localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: partnerTypes.options,
      label: { zh: '类型', en: 'Type', ru: 'Тип' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'region',
      type: 'select',
      required: true,
      index: true,
      options: regions.options,
      label: { zh: '地区', en: 'Region', ru: 'Регион' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'country',
      type: 'text',
      required: true,
      index: true,
      validate: countryCode,
      label: { zh: '国家', en: 'Country', ru: 'Страна' },
      admin: { position: 'sidebar', description: { zh: '两位国家代码，如 CN、DE、US；页面显示国家名称', en: 'Two-letter code such as CN, DE, US; pages show the name', ru: 'Двухбуквенный код страны, например CN, DE, US; на страницах выводится её название' } },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    orderField,
    localizedText('city', { zh: '城市', en: 'City', ru: 'Город' }),
    localizedText('address', { zh: '地址', en: 'Address', ru: 'Адрес' }, { textarea: true }),
    { name: 'phone', type: 'text', label: { zh: '电话', en: 'Telephone', ru: 'Телефон' } },
    { name: 'email', type: 'email', label: { zh: '邮箱', en: 'E-mail', ru: 'E-mail' } },
    { name: 'website', type: 'text', label: { zh: '网站', en: 'Web site', ru: 'Сайт' }, admin: { description: { zh: '以 https:// 开头', en: 'Starting with https://', ru: 'Начинается с https://' } }, validate: (value: string | null | undefined) => !value || /^https?:\/\/[^\s/]+/i.test(value) || '请以 http:// 或 https:// 开头 / Start with http:// or https://' },
    {
      name: 'productLines',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      index: true,
      label: { zh: '代理产品线', en: 'Product lines', ru: 'Линейки продукции' },
    },
  ],
}
