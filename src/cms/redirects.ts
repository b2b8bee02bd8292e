import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FieldHook, PayloadRequest, Validate } from 'payload'

import type { Label } from '../rules/choices'
import { tags } from '../rules/tags'
import { hostsOf, normaliseSitePath, normaliseTarget, redirectLoop, sitePathProblem, type SitePathProblem } from '../rules/redirects'
import { trustedOrigins } from '../seo/siteUrl'
import { areaAccess } from './access'
import { pick } from './components/adminText'
import { revalidateCollection } from './hooks/revalidate'

/** The collections an editor may pick as a redirect's target instead of typing an address. */
export const redirectTargets = ['products', 'solutions', 'news'] as const

const normaliseFrom: FieldHook = ({ value }) => (typeof value === 'string' ? (normaliseSitePath(value) ?? value) : value)
const normaliseUrl: FieldHook = ({ value }) => (typeof value === 'string' ? (normaliseTarget(value) ?? value) : value)

/** A validation message in the admin's language. */
const say = (req: { i18n?: { language?: string } }, label: Label) => pick(label, req?.i18n?.language)

/** What an editor is told about an address that is no site path (issue 37), or null. */
function problemText(req: { i18n?: { language?: string } }, problem: SitePathProblem | null): string | null {
  if (problem === 'backslash') return say(req, {
      zh: '地址不能包含反斜杠（\\），浏览器会把它当作斜杠，跳转到其他网站。',
      en: 'An address may not contain a backslash (\\): browsers read it as a slash and leave the site.',
      ru: 'Адрес не может содержать обратную косую черту (\\): браузеры читают её как обычную косую черту и уходят на другой сайт.',
    })
  if (problem === 'protocolRelative') return say(req, {
      zh: '站内路径不能以 // 开头（那是另一个网站的地址）。',
      en: 'A site path may not start with // (that is another site’s address).',
      ru: 'Путь на сайте не может начинаться с // (так начинается адрес другого сайта).',
    })
  return null
}

const validFrom: Validate = (value, { req }) => {
  if (typeof value === 'string' && normaliseSitePath(value) !== null) return true
  return problemText(req, typeof value === 'string' ? sitePathProblem(value) : null) ?? say(req, { zh: '请填写站内路径，例如 /old-page', en: 'Give a site path, such as /old-page', ru: 'Укажите путь на сайте, например /old-page' })
}

const validUrl: Validate = async (value, { data, siblingData, id, req }) => {
  if ((siblingData as { type?: string })?.type !== 'custom') return true
  if (typeof value !== 'string' || normaliseTarget(value) === null) {
    return (
      problemText(req, typeof value === 'string' ? sitePathProblem(value) : null) ??
      say(req, { zh: '请填写 /new-page 这样的站内路径或 https:// 地址', en: 'Give a site path such as /new-page or an https:// address', ru: 'Укажите путь на сайте, например /new-page, или адрес https://' })
    )
  }
  const loop = await loopWithStored(req, id, String((data as { from?: unknown }).from ?? ''), value)
  return loop
    ? say(req, {
        zh: `这条重定向会形成循环：${loop.join(' → ')}。请改为指向最终页面。`,
        en: `This redirect would make a loop: ${loop.join(' → ')}. Point it at the final page instead.`,
        ru: `Это перенаправление образует цикл: ${loop.join(' → ')}. Укажите вместо этого конечную страницу.`,
      })
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

const from: Label = { zh: '原地址', en: 'From', ru: 'Исходный адрес' }
const fromHelp: Label = {
  zh: '站内路径，例如 /product-detail/old 或英文页 /en/product-detail/old；每种语言各一条。',
  en: 'A site path, e.g. /product-detail/old or, for the English page, /en/product-detail/old: one per language.',
  ru: 'Путь на сайте, например /product-detail/old или для английской страницы /en/product-detail/old; по одному на каждый язык.',
}

/** Bilingual labels and the address rules on the plugin's fields (it has no Chinese of its own). */
function ourFields(defaultFields: Field[]): Field[] {
  return defaultFields.map((field): Field => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text') {
      return { ...field, label: from, validate: validFrom, admin: { description: fromHelp }, hooks: { beforeValidate: [normaliseFrom] } }
    }
    if (field.name === 'type' && field.type === 'select') return { ...field, label: { zh: '类型', en: 'Type', ru: 'Тип' } }
    if (field.name !== 'to' || field.type !== 'group') return field
    return {
      ...field,
      label: { zh: '目标', en: 'Target', ru: 'Куда' },
      fields: field.fields.map((inner): Field => {
        if (!('name' in inner)) return inner
        if (inner.name === 'type' && inner.type === 'radio') {
          return {
            ...inner,
            label: { zh: '跳转到', en: 'Redirect to', ru: 'Перенаправлять на' },
            options: [
              { label: { zh: '站内页面', en: 'A page of the site', ru: 'Страницу сайта' }, value: 'reference' },
              { label: { zh: '地址', en: 'An address', ru: 'Адрес' }, value: 'custom' },
            ],
          }
        }
        if (inner.name === 'reference') return { ...inner, label: { zh: '页面', en: 'Page', ru: 'Страница' } } as Field
        if (inner.name === 'url' && inner.type === 'text') {
          return { ...inner, label: { zh: '地址', en: 'Address', ru: 'Адрес' }, validate: validUrl, hooks: { beforeValidate: [normaliseUrl] } }
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
    labels: { singular: { zh: '重定向', en: 'Redirect', ru: 'Перенаправление' }, plural: { zh: '重定向', en: 'Redirects', ru: 'Перенаправления' } },
    admin: { useAsTitle: 'from', defaultColumns: ['from', 'to.url', 'type', 'updatedAt'], group: { zh: '站点', en: 'Site', ru: 'Сайт' } },
    access: areaAccess('content'),
    hooks: revalidateCollection(tags.redirects),
    fields: ({ defaultFields }) => ourFields(defaultFields),
  },
})
