import type { CollectionSlug, Payload, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import { auditTarget, auditTargetId } from '../../rules/audit'

type Doc = Record<string, unknown> & { id?: number | string }

/** A title as stored: a localised field read in every language is `{ zh, en }`; its first text. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return Object.values(value).map(textOf).find((text) => text) ?? null
  return null
}

/** A document's title as the admin shows it: its `useAsTitle` field, or an upload's file name. */
export function titleOf(collection: Pick<SanitizedCollectionConfig, 'admin' | 'upload'>, doc: Doc | null | undefined): string | null {
  if (!doc) return null
  const field = collection.admin?.useAsTitle
  const title = field && field !== 'id' ? textOf(doc[field]) : null
  return title || (collection.upload ? textOf(doc.filename) : null)
}

/** `{ target: 'news: 新品发布', targetId: 'news:3' }` for a document as the hook has it. */
export function documentTarget(collection: Pick<SanitizedCollectionConfig, 'slug' | 'admin' | 'upload'>, doc: Doc | null | undefined, id = doc?.id) {
  return { target: auditTarget(collection.slug, titleOf(collection, doc), id), targetId: auditTargetId(collection.slug, id) }
}

/** The same for a document named by slug and id, read as stored (drafts included). */
export async function storedTarget(payload: Payload, slug: string, id: number | string | null | undefined, req?: PayloadRequest) {
  const collection = payload.collections[slug as CollectionSlug]?.config
  if (!collection || id === null || id === undefined || id === '') return { target: auditTarget(slug, null, id), targetId: auditTargetId(slug, id) }
  const doc = (await payload.findByID({ collection: collection.slug, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true, req })) as Doc | null
  return documentTarget(collection, doc, id)
}
