import type { Field, GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import type { Label } from '../../rules/choices'
import { mdmTierIds } from '../../rules/mdmPricing'
import { specEstimateRates } from '../../rules/mdmEstimate'
import { tags } from '../../rules/tags'
import { localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

const { extras } = specEstimateRates

const amount = (name: string, label: Label, defaultValue?: number, min = 0): Field => ({
  name,
  type: 'number',
  min,
  ...(defaultValue === undefined ? {} : { defaultValue, required: true }),
  label,
  admin: { width: '25%' },
})

/**
 * Issue 29, the price estimate: what each tier includes (the estimate charges only what lies
 * beyond) and the prices of the extras, beside the tiers. The comparison table's text cells above
 * stay what the page shows; these numbers feed the estimate under it.
 */
const included: Field = {
  name: 'included',
  type: 'group',
  label: { zh: '包含（用于估价）', en: 'Included (for the estimate)', ru: 'Входит в редакцию (для расчёта стоимости)' },
  admin: { description: { zh: '留空则用规格中的数值', en: 'Empty: the figure of the specification', ru: 'Если поле не заполнено, используется значение из спецификации' } },
  fields: [
    {
      type: 'row',
      fields: [
        amount('users', { zh: '并发用户数', en: 'Concurrent users', ru: 'Одновременные пользователи' }),
        amount('devices', { zh: '并发设备数', en: 'Concurrent devices', ru: 'Одновременно подключённые устройства' }),
        amount('storage', { zh: '云存储 (M)', en: 'Cloud storage (M)', ru: 'Облачное хранилище (M)' }),
        amount('vouchers', { zh: '推送券', en: 'Push vouchers', ru: 'Push-ваучеры' }),
      ],
    },
  ],
}

const extrasGroup: Field = {
  name: 'extras',
  type: 'group',
  label: { zh: '超出部分价格（用于估价）', en: 'Prices beyond the plan (for the estimate)', ru: 'Цены сверх редакции (для расчёта стоимости)' },
  fields: [
    {
      type: 'row',
      fields: [
        amount('userPerYear', { zh: '每用户每年', en: 'Per user per year', ru: 'За пользователя в год' }, extras.userPerYear),
        amount('devicesPrice', { zh: '每组设备每年', en: 'Per block of devices per year', ru: 'За пакет устройств в год' }, extras.devicesPrice),
        amount('devicesBlock', { zh: '每组设备数', en: 'Devices per block', ru: 'Устройств в пакете' }, extras.devicesBlock, 1),
        amount('contactManagerAbove', { zh: '超过多少台设备请联系客户经理', en: 'Contact a manager above (devices)', ru: 'Порог для обращения к менеджеру (устройств)' }, extras.contactManagerAbove, 1),
      ],
    },
    {
      type: 'row',
      fields: [
        amount('storagePrice', { zh: '每组存储', en: 'Per block of storage', ru: 'За пакет хранилища' }, extras.storagePrice),
        amount('storageBlockM', { zh: '每组存储 (M)', en: 'Storage per block (M)', ru: 'Объём пакета хранилища (M)' }, extras.storageBlockM, 1),
        amount('voucherEach', { zh: '每张推送券', en: 'Per push voucher', ru: 'За один push-ваучер' }, extras.voucherEach),
      ],
    },
  ],
}

/**
 * Spec §9: the pricing comparison. Amounts are plain numbers; the page shows ¥ in Chinese and $ in
 * English. Row cells are localized text because units read differently in each language.
 */
export const MdmPricing: GlobalConfig = {
  slug: 'mdm-pricing',
  label: { zh: 'MDM 价格', en: 'MDM pricing', ru: 'Цены на MDM' },
  admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.mdmPricing),
  versions: draftVersions,
  fields: [
    localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
    localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }, { textarea: true }),
    rows('tiers', { zh: '版本', en: 'Tiers', ru: 'Редакции' }, [
      {
        name: 'code',
        type: 'select',
        required: true,
        options: mdmTierIds.map((code) => ({ value: code, label: code })),
        label: { zh: '代码', en: 'Code', ru: 'Код' },
      },
      localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
      { name: 'price', type: 'number', required: true, min: 0, label: { zh: '价格', en: 'Price', ru: 'Цена' } },
      localizedText('period', { zh: '计费周期', en: 'Billing period', ru: 'Период оплаты' }, { required: true }),
      { name: 'recommended', type: 'checkbox', defaultValue: false, label: { zh: '推荐', en: 'Recommended', ru: 'Рекомендуемая' } },
      included,
    ], { minRows: 3, maxRows: 3 }),
    extrasGroup,
    rows('rows', { zh: '对比项', en: 'Comparison rows', ru: 'Строки сравнения' }, [
      localizedText('feature', { zh: '项目', en: 'Feature', ru: 'Параметр' }, { required: true }),
      localizedText('basic', { zh: '基础版', en: 'Basic', ru: 'Базовая' }),
      localizedText('standard', { zh: '标准版', en: 'Standard', ru: 'Стандартная' }),
      localizedText('enterprise', { zh: '企业版', en: 'Enterprise', ru: 'Корпоративная' }),
      localizedText('extra', { zh: '超出部分', en: 'Beyond the plan', ru: 'Сверх редакции' }),
    ]),
    rows('addOns', { zh: '增值服务', en: 'Add-ons', ru: 'Дополнительные услуги' }, [
      localizedText('name', { zh: '名称', en: 'Name', ru: 'Название' }, { required: true }),
      { name: 'prices', type: 'text', required: true, label: { zh: '价格 (用 / 分隔多个)', en: 'Prices (separate several with /)', ru: 'Цены (несколько — через /)' } },
      localizedText('unit', { zh: '单位', en: 'Unit', ru: 'Единица измерения' }),
    ]),
    {
      name: 'customFirmwarePerHour',
      type: 'number',
      required: true,
      defaultValue: 2000,
      label: { zh: '定制固件 (每工时)', en: 'Custom firmware (per work hour)', ru: 'Доработка прошивки под заказ (за нормо-час)' },
    },
    { name: 'trialDays', type: 'number', required: true, defaultValue: 30, label: { zh: '免费试用天数', en: 'Free trial days', ru: 'Бесплатный пробный период (дней)' } },
    localizedText('note', { zh: '备注', en: 'Note', ru: 'Примечание' }, { textarea: true }),
  ],
}
