import type { CollectionConfig, Field, GlobalConfig, Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '../../../rules/language'
import { adminSiteLocale } from '../../components/adminText'

/** A place a media item may be used: an upload or relationship field to media, by its path. */
interface MediaFieldPath {
  path: string
}

/** Every path under `fields` that holds media (groups, arrays, rows, collapsibles, tabs; not blocks). */
export function mediaFieldPaths(fields: Field[], prefix = ''): MediaFieldPath[] {
  return fields.flatMap((field): MediaFieldPath[] => {
    const named = 'name' in field && field.name ? `${prefix}${field.name}` : null
    if ((field.type === 'upload' || field.type === 'relationship') && field.relationTo === 'media' && named) return [{ path: named }]
    if ((field.type === 'group' || field.type === 'array') && 'fields' in field) return mediaFieldPaths(field.fields, named ? `${named}.` : prefix)
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) return mediaFieldPaths(field.fields, prefix)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => mediaFieldPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    return []
  })
}

/** The ids of media a document's data holds at `path` (dots step into groups and array rows). */
export function mediaIdsAt(data: unknown, path: string): number[] {
  const [head, ...rest] = path.split('.')
  if (data === null || typeof data !== 'object') return []
  const value = (data as Record<string, unknown>)[head!]
  if (rest.length) return (Array.isArray(value) ? value : [value]).flatMap((item) => mediaIdsAt(item, rest.join('.')))
  return (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const id = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : item
    return typeof id === 'number' ? [id] : typeof id === 'string' && /^\d+$/.test(id) ? [Number(id)] : []
  })
}

export interface MediaUse {
  /** What the editor reads: "产品 · RT-T7" */
  label: string
  /** Its edit view in the admin. */
  href: string
}

type Labelled = { labels?: CollectionConfig['labels']; label?: GlobalConfig['label']; slug: string }

function nameOf(entity: Labelled, language: Locale, plural = false): string {
  const label = entity.labels ? (plural ? entity.labels.plural : entity.labels.singular) : entity.label
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') return (label as Record<string, string>)[language] ?? entity.slug
  return entity.slug
}

const hasDrafts = (entity: CollectionConfig | GlobalConfig) => Boolean(entity.versions && typeof entity.versions === 'object' && entity.versions.drafts)

/**
 * Issue 31: the published documents and page globals a visitor sees this media item in — what a
 * replaced or cropped file changes at once. Content collections only (not enquiries, rate limits,
 * download counts…): those with drafts count when published, the others always.
 */
export async function publishedUses(payload: Payload, id: number, req?: PayloadRequest): Promise<MediaUse[]> {
  const language = adminSiteLocale(req?.i18n?.language)
  const uses: MediaUse[] = []
  for (const collection of payload.config.collections) {
    if (collection.slug === 'media' || collection.slug === 'download-counts' || collection.admin?.hidden === true) continue
    const paths = mediaFieldPaths(collection.fields)
    if (!paths.length) continue
    const where: Where = { or: paths.map(({ path }) => ({ [path]: { equals: id } })) }
    const { docs } = await payload.find({
      collection: collection.slug as 'products',
      where: hasDrafts(collection) ? { and: [where, { _status: { equals: 'published' } }] } : where,
      depth: 0,
      limit: 20,
      pagination: false,
      locale: language,
      overrideAccess: true,
      req,
    })
    const titleField = collection.admin?.useAsTitle
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const title = titleField && typeof doc[titleField] === 'string' ? (doc[titleField] as string) : `#${String(doc.id)}`
      uses.push({ label: `${nameOf(collection, language)} · ${title}`, href: `/admin/collections/${collection.slug}/${String(doc.id)}` })
    }
  }
  for (const global of payload.config.globals) {
    const paths = mediaFieldPaths(global.fields)
    if (!paths.length) continue
    const data = await payload.findGlobal({ slug: global.slug as 'home-page', depth: 0, overrideAccess: true, req })
    if (paths.some(({ path }) => mediaIdsAt(data, path).includes(id))) {
      uses.push({ label: nameOf(global, language), href: `/admin/globals/${global.slug}` })
    }
  }
  return uses
}
