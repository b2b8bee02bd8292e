import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'

import type { Label } from '../rules/choices'
import { isLocale, localizedPath } from '../rules/language'
import { paths } from '../rules/paths'
import { mobileGuidePath } from '../rules/routes'
import { siteUrl } from '../seo/siteUrl'

/** Issue 13 SEO fields: the collections and page globals whose pages have their own SEO tab. */
const collections = ['products', 'solutions', 'news', 'case-studies'] as const
const globals = [
  'home-page',
  'mdm-page',
  'mdm-pricing',
  'company-profile',
  'legal-notice',
  'conference-page',
  'mobile-guide',
  'downloads-page',
  'case-studies-page',
  'where-to-buy-page',
] as const

type Doc = Record<string, unknown> & { id?: number | string }
type Target = { collectionConfig?: { slug: string }; globalConfig?: { slug: string }; doc: Doc; locale?: string }

/** The public path of the page an SEO tab belongs to, for the search-result preview. */
const pagePath: Record<string, (doc: Doc) => string | null> = {
  products: (doc) => (typeof doc.customizeUrl === 'string' && doc.customizeUrl ? paths.productDetail(doc.customizeUrl) : null),
  solutions: (doc) => (typeof doc.id === 'number' ? paths.solutionDetail(doc.id) : null),
  news: (doc) => (typeof doc.id === 'number' ? paths.newsDetail(doc.id) : null),
  'case-studies': (doc) => (typeof doc.slug === 'string' && doc.slug ? paths.caseStudy(doc.slug) : null),
  'home-page': () => paths.home(),
  'mdm-page': () => paths.mdm(),
  'mdm-pricing': () => paths.mdmPrice(),
  'company-profile': () => paths.introductory(),
  'legal-notice': () => paths.legalNotice(),
  'conference-page': () => paths.conference(),
  'mobile-guide': () => mobileGuidePath,
  'downloads-page': () => paths.downloads(),
  'case-studies-page': () => paths.caseStudies(),
  'where-to-buy-page': () => paths.whereToBuy(),
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The "generate" buttons fill in what the page shows when the field is left empty (src/seo/pages). */
const derivedTitle = ({ doc }: Target) =>
  text(doc.title) || text(doc.name) || [text(doc.firstTitle), text(doc.model)].filter(Boolean).join(' ')
const derivedDescription = ({ doc }: Target) => text(doc.summary) || text(doc.subtitle) || text(doc.intro)
const derivedImage = ({ doc }: Target) => {
  const picture = doc.cover ?? doc.heroImage
  const id = picture && typeof picture === 'object' ? (picture as Doc).id : picture
  return typeof id === 'number' || typeof id === 'string' ? id : ''
}
const previewUrl = ({ collectionConfig, globalConfig, doc, locale }: Target) => {
  const path = pagePath[collectionConfig?.slug ?? globalConfig?.slug ?? '']?.(doc)
  return path ? new URL(localizedPath(path, isLocale(locale) ? locale : 'zh'), siteUrl()).toString() : siteUrl().toString()
}

const labels: Record<string, { label: Label; description?: Label }> = {
  title: { label: { zh: '标题 (title)', en: 'Meta title', ru: 'Meta title (заголовок для поиска)' } },
  description: { label: { zh: '描述 (description)', en: 'Meta description', ru: 'Meta description (описание для поиска)' } },
  image: {
    label: { zh: '分享图片', en: 'Share picture', ru: 'Изображение для соцсетей' },
    description: { zh: '分享到社交网络时显示的图片；留空则用封面。', en: 'Shown when the page is shared; the cover when left empty.', ru: 'Показывается, когда страницей делятся в соцсетях; если не задано, используется обложка.' },
  },
}

/** Issue 31: the length hints follow the language being edited (src/cms/components/SeoLengths.tsx). */
const lengthAware: Record<string, string> = { overview: 'SeoOverview', title: 'SeoTitle', description: 'SeoDescription' }

const withLengthTargets = (field: Field): Field => {
  const component = lengthAware['name' in field ? field.name : '']
  const current = field.admin?.components && 'Field' in field.admin.components ? field.admin.components.Field : undefined
  if (!component || !current || typeof current !== 'object') return field
  const Field = { ...current, path: `/cms/components/SeoLengths#${component}` }
  return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field } } } as Field
}

const withLabels = (field: Field): Field => {
  const name = 'name' in field ? field.name : ''
  const own = labels[name]
  if (!own) return withLengthTargets(field)
  return withLengthTargets({ ...field, label: own.label, admin: { ...field.admin, ...(own.description ? { description: own.description } : {}) } } as Field)
}

const isSidebar = (field: Field) => 'admin' in field && field.admin?.position === 'sidebar'

/**
 * The plugin's tabbed layout puts every field into a "Content" tab, where Payload no longer shows
 * sidebar fields in the sidebar; they are lifted back out beside the tabs (no column changes:
 * unnamed tabs store nothing of their own).
 */
function keepSidebarBesideTabs(fields: Field[]): Field[] {
  const [first, ...rest] = fields
  if (!first || first.type !== 'tabs') return fields
  const sidebar = first.tabs.flatMap((tab) => tab.fields.filter(isSidebar))
  const tabs = first.tabs.map((tab) => ({ ...tab, fields: tab.fields.filter((field) => !isSidebar(field)) }))
  return [{ ...first, tabs }, ...sidebar, ...rest]
}

const sidebarPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    (collections as readonly string[]).includes(collection.slug) ? { ...collection, fields: keepSidebarBesideTabs(collection.fields) } : collection,
  ),
  globals: config.globals?.map((global) =>
    (globals as readonly string[]).includes(global.slug) ? { ...global, fields: keepSidebarBesideTabs(global.fields) } : global,
  ),
})

/** A meta title, description and share picture per language, with the plugin's hints and preview. */
export const seoFields: Plugin[] = [
  seoPlugin({
    collections: [...collections],
    globals: [...globals],
    uploadsCollection: 'media',
    tabbedUI: true,
    fields: ({ defaultFields }) => defaultFields.map(withLabels),
    generateTitle: derivedTitle,
    generateDescription: derivedDescription,
    generateImage: derivedImage,
    generateURL: previewUrl,
  }),
  sidebarPlugin,
]
