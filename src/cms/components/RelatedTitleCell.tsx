import type { CollectionSlug, DefaultServerCellComponentProps } from 'payload'

import { adminSiteLocale } from './adminText'

/**
 * Issue 38, item 8: a list's relation column (a product's category) read on the server, in the
 * admin's language. Payload's own cell, in the media item's "Where it is used" tables, showed
 * "<No Category>" for categories the first table had not loaded. The inbox's assignee column too:
 * a salesperson's own fetch of a colleague's account is refused (issue 26), which left an ID.
 */
export async function RelatedTitleCell({ cellData, field, payload, i18n }: DefaultServerCellComponentProps) {
  const relationTo = 'relationTo' in field && typeof field.relationTo === 'string' ? (field.relationTo as CollectionSlug) : null
  const id = typeof cellData === 'object' && cellData !== null ? (cellData as { id?: unknown }).id : cellData
  if (!relationTo || (typeof id !== 'number' && typeof id !== 'string')) return null
  const related = await payload.findByID({ collection: relationTo, id, depth: 0, locale: adminSiteLocale(i18n.language), overrideAccess: true, disableErrors: true })
  const titleField = payload.collections[relationTo]?.config.admin.useAsTitle ?? 'id'
  const title = related ? (related as unknown as Record<string, unknown>)[titleField] : null
  return <span>{typeof title === 'string' && title ? title : `#${id}`}</span>
}
