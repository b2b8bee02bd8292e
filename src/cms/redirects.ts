import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FieldHook, PayloadRequest, Validate } from 'payload'

import { tags } from '../rules/tags'
import { hostsOf, normaliseSitePath, normaliseTarget, redirectLoop, sitePathProblem, type SitePathProblem } from '../rules/redirects'
import { trustedOrigins } from '../seo/siteUrl'
import { areaAccess } from './access'
import { revalidateCollection } from './hooks/revalidate'

/** The collections an editor may pick as a redirect's target instead of typing an address. */
export const redirectTargets = ['products', 'solutions', 'news'] as const

const normaliseFrom: FieldHook = ({ value }) => (typeof value === 'string' ? (normaliseSitePath(value) ?? value) : value)
const normaliseUrl: FieldHook = ({ value }) => (typeof value === 'string' ? (normaliseTarget(value) ?? value) : value)

/** The admin's language (zh by default) for a validation message. */
const say = (req: { i18n?: { language?: string } }, zh: string, en: string) => (req?.i18n?.language === 'en' ? en : zh)

/** What an editor is told about an address that is no site path (issue 37), or null. */
function problemText(req: { i18n?: { language?: string } }, problem: SitePathProblem | null): string | null {
  if (problem === 'backslash') return say(req, '地址不能包含反斜杠（\\），浏览器会把它当作斜杠，跳转到其他网站。', 'An address may not contain a backslash (\\): browsers read it as a slash and leave the site.')
  if (problem === 'protocolRelative') return say(req, '站内路径不能以 // 开头（那是另一个网站的地址）。', 'A site path may not start with // (that is another site’s address).')
  return null
}

const validFrom: Validate = (value, { req }) => {
  if (typeof value === 'string' && normaliseSitePath(value) !== null) return true
  return problemText(req, typeof value === 'string' ? sitePathProblem(value) : null) ?? say(req, '请填写站内路径，例如 /old-page', 'Give a site path, such as /old-page')
}

const validUrl: Validate = async (value, { data, siblingData, id, req }) => {
  if ((siblingData as { type?: string })?.type !== 'custom') return true
  if (typeof value !== 'string' || normaliseTarget(value) === null) {
    return (
      problemText(req, typeof value === 'string' ? sitePathProblem(value) : null) ??
      say(req, '请填写 /new-page 这样的站内路径或 https:// 地址', 'Give a site path such as /new-page or an https:// address')
    )
  }
  const loop = await loopWithStored(req, id, String((data as { from?: unknown }).from ?? ''), value)
  return loop
    ? say(req, `这条重定向会形成循环：${loop.join(' → ')}。请改为指向最终页面。`, `This redirect would make a loop: ${loop.join(' → ')}. Point it at the final page instead.`)
    : true
}

/** The site's own hosts: its public address, the server's, and the host the editor reached it on. */
function ownHosts(req: PayloadRequest): string[] {
  const host = req.headers && typeof req.headers.get === 'function' ? req.headers.get('host') : null
  return hostsOf([...trustedOrigins(), process.env.SERVER_URL, host])
}

/** The loop this redirect would close with the stored ones (all but itself), or null. */
async function loopWithStored(req: PayloadRequest, id: number | string | undefined, from: string, to: string): Promise<string[] | null> {
  if (!req?.payload) return null
  const stored = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ 'to.type': { equals: 'custom' } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    select: { from: true, to: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const moves = stored.docs.map((doc) => ({ from: doc.from, to: doc.to?.url ?? '' }))
  return redirectLoop(moves, { from, to }, ownHosts(req))
}

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
