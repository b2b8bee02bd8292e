import type { CollectionConfig, Payload, Plugin } from 'payload'

import type { Locale } from '../rules/language'
import { publishedLanguages, type TitledCollection, titleFields } from '../rules/publishedLanguages'

/**
 * Issue 31: editors see which languages a document is published in — a "Languages published"
 * column shown by default beside the status in the list, and the same line in the edit view's
 * sidebar — on every versioned collection a visitor sees. The column is a `ui` field: it stores
 * nothing, so no migration.
 */

export const publishedLanguagesField = 'publishedLanguages'

const component = '/cms/components/languages/PublishedLanguages'

export function isTitledCollection(slug: string): slug is TitledCollection {
  return slug in titleFields
}

/** The languages the published version of one document is in (none when it was never published). */
export async function readPublishedLanguages(payload: Payload, collection: TitledCollection, id: number | string): Promise<Locale[]> {
  const field = titleFields[collection]
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    limit: 1,
    draft: false,
    overrideAccess: true,
    where: { id: { equals: id } },
    select: { [field]: true, _status: true },
  })
  const doc = docs[0] as unknown as Record<string, unknown> | undefined
  return doc ? publishedLanguages(doc._status, doc[field]) : []
}

/** The list's default columns: the title first, then status and languages published, then the rest. */
export function withStatusColumns(columns: readonly string[]): string[] {
  const rest = columns.filter((column) => column !== '_status' && column !== publishedLanguagesField)
  return [...rest.slice(0, 1), '_status', publishedLanguagesField, ...rest.slice(1)]
}

function withLanguagesColumn(collection: CollectionConfig): CollectionConfig {
  const drafts = typeof collection.versions === 'object' && collection.versions?.drafts
  if (!drafts || !isTitledCollection(collection.slug)) return collection
  const { admin = {} } = collection
  const defaultColumns = withStatusColumns(admin.defaultColumns ?? [admin.useAsTitle ?? 'id'])
  return {
    ...collection,
    admin: { ...admin, defaultColumns },
    fields: [
      ...collection.fields,
      {
        name: publishedLanguagesField,
        type: 'ui',
        label: { zh: '已发布语言', en: 'Languages published', ru: 'Опубликовано на языках' },
        admin: { position: 'sidebar', components: { Cell: `${component}#PublishedLanguagesCell`, Field: `${component}Field#PublishedLanguagesField` } },
      },
    ],
  }
}

export const languagesColumn: Plugin = (config) => ({ ...config, collections: config.collections?.map(withLanguagesColumn) })
