import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { requestRole } from './roles'

/**
 * Issue 37: whether the request's staff member may edit (save, publish, schedule, lock) one
 * document or global, by the very update access that a save of it goes through: the rule that
 * shows a document is the rule that allows acting on it. A session owing its second factor may
 * edit nothing.
 */
export type DocumentRef = { collection: string; id?: number | string | null } | { global: string }

export async function mayEditDocument(req: PayloadRequest, ref: DocumentRef): Promise<boolean> {
  if (!requestRole(req)) return false
  if ('global' in ref) {
    const global = req.payload.config.globals.find((entry) => entry.slug === ref.global)
    return Boolean(global && (await global.access.update?.({ req })))
  }
  const config = req.payload.collections[ref.collection as CollectionSlug]?.config
  if (!config) return false
  const id = ref.id === null || ref.id === undefined || ref.id === '' ? undefined : ref.id
  const allowed = await config.access.update?.({ req, id: id as number | undefined })
  if (!allowed) return false
  if (allowed === true || id === undefined) return true
  // Access given as a query (an editor's media outside the album): the document must match it.
  const { totalDocs } = await req.payload.count({ collection: config.slug, where: { and: [allowed as Where, { id: { equals: id } }] }, overrideAccess: true, req })
  return totalDocs > 0
}

/** The collections and globals of which the staff member may edit at least some documents. */
export async function editableSlugs(req: PayloadRequest): Promise<{ collections: string[]; globals: string[] }> {
  if (!requestRole(req)) return { collections: [], globals: [] }
  const collections: string[] = []
  for (const { config } of Object.values(req.payload.collections)) {
    // Payload's own collections (locks, preferences, jobs) are no document anyone edits.
    if (config.slug.startsWith('payload-')) continue
    if (await config.access.update?.({ req })) collections.push(config.slug)
  }
  const globals: string[] = []
  for (const global of req.payload.config.globals) {
    if (await global.access.update?.({ req })) globals.push(global.slug)
  }
  return { collections, globals }
}
