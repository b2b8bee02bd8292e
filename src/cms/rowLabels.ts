import type { Field, Plugin } from 'payload'

import type { Label } from '../rules/choices'

/**
 * Issue 38, item 8: every list of rows in the admin names its rows in the admin's language
 * ("亮点 01", "Highlight 01"). Without `labels`, Payload names a row after the field's name in
 * English ("Highlight 01") in the Chinese admin too. One table, by field name; a new list of rows
 * without an entry here stops the config from loading, so that none is left unnamed.
 */
const rowNames: Record<string, Label> = {
  addOns: { zh: '附加项', en: 'Add-on', ru: 'Дополнительная опция' },
  agenda: { zh: '议程', en: 'Agenda item', ru: 'Пункт программы' },
  banners: { zh: '横幅', en: 'Banner', ru: 'Баннер' },
  contactLines: { zh: '联系方式', en: 'Contact line', ru: 'Контакт' },
  features: { zh: '特点', en: 'Feature', ru: 'Особенность' },
  figures: { zh: '数据', en: 'Figure', ru: 'Показатель' },
  highlights: { zh: '亮点', en: 'Highlight', ru: 'Преимущество' },
  milestones: { zh: '里程碑', en: 'Milestone', ru: 'Веха' },
  options: { zh: '选项', en: 'Option', ru: 'Вариант' },
  partners: { zh: '合作伙伴', en: 'Partner', ru: 'Партнёр' },
  photos: { zh: '照片', en: 'Photo', ru: 'Фото' },
  questions: { zh: '问题', en: 'Question', ru: 'Вопрос' },
  requirements: { zh: '要求', en: 'Requirement', ru: 'Требование' },
  rows: { zh: '行', en: 'Row', ru: 'Строка' },
  scenarios: { zh: '场景', en: 'Scenario', ru: 'Сценарий' },
  sections: { zh: '版块', en: 'Section', ru: 'Раздел' },
  socials: { zh: '社交账号', en: 'Social account', ru: 'Соцсеть' },
  speakers: { zh: '嘉宾', en: 'Speaker', ru: 'Спикер' },
  specs: { zh: '参数', en: 'Specification', ru: 'Характеристика' },
  stats: { zh: '数据', en: 'Figure', ru: 'Показатель' },
  steps: { zh: '步骤', en: 'Step', ru: 'Шаг' },
  tags: { zh: '标签', en: 'Tag', ru: 'Тег' },
  tiers: { zh: '档位', en: 'Tier', ru: 'Тариф' },
}

function labelled(field: Field): Field {
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(labelled) })) }
  if (!('fields' in field)) return field
  const fields = field.fields.map(labelled)
  if (field.type !== 'array' || field.labels) return { ...field, fields } as Field
  const singular = rowNames[field.name]
  if (!singular) throw new Error(`The list of rows "${field.name}" has no row name in src/cms/rowLabels.ts`)
  return { ...field, fields, labels: { singular, plural: typeof field.label === 'object' && field.label ? field.label : singular } } as Field
}

export const rowLabels: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: collection.fields.map(labelled) })),
  globals: config.globals?.map((global) => ({ ...global, fields: global.fields.map(labelled) })),
})
