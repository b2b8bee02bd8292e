import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FieldHook, Validate } from 'payload'

import { tags } from '../rules/tags'
import { normaliseSitePath, normaliseTarget } from '../rules/redirects'
import { areaAccess } from './access'
import { revalidateCollection } from './hooks/revalidate'

/** The collections an editor may pick as a redirect's target instead of typing an address. */
export const redirectTargets = ['products', 'solutions', 'news'] as const

const normaliseFrom: FieldHook = ({ value }) => (typeof value === 'string' ? (normaliseSitePath(value) ?? value) : value)
const normaliseUrl: FieldHook = ({ value }) => (typeof value === 'string' ? (normaliseTarget(value) ?? value) : value)

/** The admin's language (zh by default) for a validation message. */
const say = (req: { i18n?: { language?: string } }, zh: string, en: string) => (req?.i18n?.language === 'en' ? en : zh)

const validFrom: Validate = (value, { req }) =>
  typeof value === 'string' && normaliseSitePath(value) !== null ? true : say(req, '请填写站内路径，例如 /old-page', 'Give a site path, such as /old-page')

const validUrl: Validate = (value, { siblingData, req }) =>
  (siblingData as { type?: string })?.type !== 'custom' || (typeof value === 'string' && normaliseTarget(value) !== null)
    ? true
    : say(req, '请填写 /new-page 这样的站内路径或 https:// 地址', 'Give a site path such as /new-page or an https:// address')

const from = { zh: '原地址', en: 'From' }
const fromHelp = {
  zh: '站内路径，例如 /product-detail/old 或英文页 /en/product-detail/old；每种语言各一条。',
  en: 'A site path, e.g. /product-detail/old or, for the English page, /en/product-detail/old: one per language.',
}

/** Bilingual labels and the address rules on the plugin's fields (it has no Chinese of its own). */
function ourFields(defaultFields: Field[]): Field[] {
  return defaultFields.map((field): Field => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text') {
      return { ...field, label: from, validate: validFrom, admin: { description: fromHelp }, hooks: { beforeValidate: [normaliseFrom] } }
    }
    if (field.name === 'type' && field.type === 'select') return { ...field, label: { zh: '类型', en: 'Type' } }
    if (field.name !== 'to' || field.type !== 'group') return field
    return {
      ...field,
      label: { zh: '目标', en: 'Target' },
      fields: field.fields.map((inner): Field => {
        if (!('name' in inner)) return inner
        if (inner.name === 'type' && inner.type === 'radio') {
          return {
            ...inner,
            label: { zh: '跳转到', en: 'Redirect to' },
            options: [
              { label: { zh: '站内页面', en: 'A page of the site' }, value: 'reference' },
              { label: { zh: '地址', en: 'An address' }, value: 'custom' },
            ],
          }
        }
        if (inner.name === 'reference') return { ...inner, label: { zh: '页面', en: 'Page' } } as Field
        if (inner.name === 'url' && inner.type === 'text') {
          return { ...inner, label: { zh: '地址', en: 'Address' }, validate: validUrl, hooks: { beforeValidate: [normaliseUrl] } }
        }
        return inner
      }),
    } as Field
  })
}

/**
 * Managed redirects (issue 13): editors add their own, and a product whose customizeUrl changes
 * adds its own (Products/hooks/redirectOldAddress.ts). The site reads them through the cache
 * (src/data/redirects.ts), only where a page would otherwise answer 404.
 */
export const managedRedirects = redirectsPlugin({
  collections: [...redirectTargets],
  // Next.js answers a redirect from a page with 308 (permanent) or 307 (temporary) only.
  redirectTypes: ['308', '307'],
  redirectTypeFieldOverride: { defaultValue: '308' },
  overrides: {
    labels: { singular: { zh: '重定向', en: 'Redirect' }, plural: { zh: '重定向', en: 'Redirects' } },
    admin: { useAsTitle: 'from', defaultColumns: ['from', 'to.url', 'type', 'updatedAt'], group: { zh: '站点', en: 'Site' } },
    access: areaAccess('content'),
    hooks: revalidateCollection(tags.redirects),
    fields: ({ defaultFields }) => ourFields(defaultFields),
  },
})
