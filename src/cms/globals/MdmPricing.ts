import type { GlobalConfig } from 'payload'

import { contentRead, staffOnly } from '../access'
import { tags } from '../../rules/tags'
import { localizedText } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

const tierCodes = ['basic', 'standard', 'enterprise'] as const

/**
 * Spec §9: the pricing comparison. Amounts are plain numbers; the page shows ¥ in Chinese and $ in
 * English. Row cells are localized text because units read differently in each language.
 */
export const MdmPricing: GlobalConfig = {
  slug: 'mdm-pricing',
  label: { zh: 'MDM 价格', en: 'MDM pricing' },
  admin: { group: { zh: '页面', en: 'Pages' } },
  access: { read: contentRead, update: staffOnly },
  hooks: revalidateGlobal(tags.mdmPricing),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
    localizedText('subtitle', { zh: '副标题', en: 'Subtitle' }, { textarea: true }),
    {
      name: 'tiers',
      type: 'array',
      label: { zh: '版本', en: 'Tiers' },
      minRows: 3,
      maxRows: 3,
      fields: [
        {
          name: 'code',
          type: 'select',
          required: true,
          options: tierCodes.map((code) => ({ value: code, label: code })),
          label: { zh: '代码', en: 'Code' },
        },
        localizedText('name', { zh: '名称', en: 'Name' }, { required: true }),
        { name: 'price', type: 'number', required: true, min: 0, label: { zh: '价格', en: 'Price' } },
        localizedText('period', { zh: '计费周期', en: 'Billing period' }, { required: true }),
        { name: 'recommended', type: 'checkbox', defaultValue: false, label: { zh: '推荐', en: 'Recommended' } },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      label: { zh: '对比项', en: 'Comparison rows' },
      fields: [
        localizedText('feature', { zh: '项目', en: 'Feature' }, { required: true }),
        localizedText('basic', { zh: '基础版', en: 'Basic' }),
        localizedText('standard', { zh: '标准版', en: 'Standard' }),
        localizedText('enterprise', { zh: '企业版', en: 'Enterprise' }),
        localizedText('extra', { zh: '超出部分', en: 'Beyond the plan' }),
      ],
    },
    {
      name: 'addOns',
      type: 'array',
      label: { zh: '增值服务', en: 'Add-ons' },
      fields: [
        localizedText('name', { zh: '名称', en: 'Name' }, { required: true }),
        { name: 'prices', type: 'text', required: true, label: { zh: '价格 (用 / 分隔多个)', en: 'Prices (separate several with /)' } },
        localizedText('unit', { zh: '单位', en: 'Unit' }),
      ],
    },
    {
      name: 'customFirmwarePerHour',
      type: 'number',
      required: true,
      defaultValue: 2000,
      label: { zh: '定制固件 (每工时)', en: 'Custom firmware (per work hour)' },
    },
    { name: 'trialDays', type: 'number', required: true, defaultValue: 30, label: { zh: '免费试用天数', en: 'Free trial days' } },
    localizedText('note', { zh: '备注', en: 'Note' }, { textarea: true }),
  ],
}
