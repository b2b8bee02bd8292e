import { Forbidden, type Access, type Endpoint, type PayloadRequest, type SanitizedConfig, type Where } from 'payload'

import { type DocumentRef, editableSlugs, mayEditDocument } from './documents'
import { requestRole } from './roles'

/*
 * Issue 37, item 2: Payload's document locks (`payload-locked-documents`) and admin preferences
 * (`payload-preferences`) follow the staff rules too. A user reads and writes only their own, and
 * only for documents their role may edit; a session owing its second factor gets 403.
 *
 * One exception, Payload's own "take over" (the lock dialog's button, which issue 38's warning
 * offers): a lock on a document you may edit can be made yours, never someone else's. And locks of
 * documents you may edit are readable whoever holds them: that is how the admin tells you who is
 * editing (and a save of a locked document answers 423 by Payload's own check regardless).
 *
 * Payload adds both collections after the plugins have run, so their access is set on the
 * sanitised config (payload.config.ts).
 */

type Relation = { relationTo?: unknown; value?: unknown } | null | undefined

/** A query no lock matches. */
const none: Where = { id: { exists: false } }

const ownedBy = (req: PayloadRequest): Where => ({ and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: req.user?.id } }] })
const isSelf = (req: PayloadRequest, user: Relation) => Boolean(user && user.relationTo === 'users' && String(user.value) === String(req.user?.id))

/**
 * The locks of documents the staff member may edit (of collections and globals they may save), by
 * id: Payload's query check takes no `document.relationTo` in an access query. The table holds one
 * row per document open in the admin, so reading it is cheap.
 */
async function editableLocks(req: PayloadRequest): Promise<Where> {
  const { collections, globals } = await editableSlugs(req)
  const { docs } = await req.payload.find({ collection: 'payload-locked-documents', depth: 0, pagination: false, overrideAccess: true, req })
  const ids = docs
    .filter((lock) => (lock.document && collections.includes(lock.document.relationTo)) || (lock.globalSlug && globals.includes(lock.globalSlug)))
    .map((lock) => lock.id)
  return ids.length ? { id: { in: ids } } : none
}

/** The document a lock (as written) is about, or null when it names none. */
function lockedDocument(data: { document?: Relation; globalSlug?: unknown } | undefined): DocumentRef | null {
  const document = data?.document
  if (document && typeof document.relationTo === 'string') return { collection: document.relationTo, id: document.value as number | string }
  return typeof data?.globalSlug === 'string' && data.globalSlug ? { global: data.globalSlug } : null
}

type LockData = { user?: Relation; document?: Relation; globalSlug?: unknown } | undefined

export const lockAccess: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  // Payload's admin screens read locks through the local API for the session's user on every
  // page (the dashboard's globals, an edit view): a session owing its second factor reads none
  // there, where a refusal would break the screen that sends it to its code; over REST, 403.
  read: async ({ req }) => (requestRole(req) ? editableLocks(req) : req.payloadAPI === 'local' ? none : false),
  create: async ({ req, data }) => {
    const lock = data as LockData
    const document = lockedDocument(lock)
    return Boolean(requestRole(req) && isSelf(req, lock?.user) && document && (await mayEditDocument(req, document)))
  },
  // Only to make a lock yours (take over), or to touch your own.
  update: async ({ req, data }) => {
    if (!requestRole(req)) return false
    const lock = data as LockData
    if (lock?.user !== undefined && !isSelf(req, lock.user)) return false
    const document = lockedDocument(lock)
    if (document && !(await mayEditDocument(req, document))) return false
    const editable = await editableLocks(req)
    return lock?.user !== undefined ? editable : { and: [editable, ownedBy(req)] }
  },
  delete: async ({ req }) => (requestRole(req) ? { and: [await editableLocks(req), ownedBy(req)] } : false),
}

/**
 * The document a preference key is about (Payload's keys: `collection-<slug>` for a list,
 * `collection-<slug>-<id>` for a document, `global-<slug>`, `<slug>-collection-folder`), or null
 * for the admin's own (navigation, language, dashboard).
 */
export function preferenceDocument(key: string, collections: readonly string[]): DocumentRef | null {
  const folder = /^(.+)-collection-folder$/.exec(key)
  if (folder && collections.includes(folder[1]!)) return { collection: folder[1]! }
  if (key.startsWith('global-')) return { global: key.slice('global-'.length) }
  if (!key.startsWith('collection-')) return null
  const rest = key.slice('collection-'.length)
  const slug = [...collections].sort((a, b) => b.length - a.length).find((name) => rest === name || rest.startsWith(`${name}-`))
  if (!slug) return { collection: rest }
  const id = rest.slice(slug.length + 1)
  return { collection: slug, id: id || undefined }
}

async function mayKeep(req: PayloadRequest, key: unknown): Promise<boolean> {
  if (!requestRole(req)) return false
  if (typeof key !== 'string') return true
  const document = preferenceDocument(key, Object.keys(req.payload.collections))
  return !document || (await mayEditDocument(req, document))
}

export const preferenceAccess: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  read: ({ req }) => (requestRole(req) ? ownedBy(req) : false),
  create: async ({ req, data }) => mayKeep(req, (data as { key?: unknown } | undefined)?.key),
  update: async ({ req, data }) => ((await mayKeep(req, (data as { key?: unknown } | undefined)?.key)) ? ownedBy(req) : false),
  delete: ({ req }) => (requestRole(req) ? ownedBy(req) : false),
}

/** Payload's `/payload-preferences/:key` endpoints read and write the user's own by key: the same rule. */
function guarded(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: async (req) => {
      if (!(await mayKeep(req, req.routeParams?.key))) throw new Forbidden(req.t)
      return endpoint.handler(req)
    },
  }
}

/** Sets the rules above on Payload's two collections in the sanitised config. */
export function staffLocksAndPreferences(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') collection.access = { ...collection.access, ...lockAccess }
    if (collection.slug === 'payload-preferences') {
      collection.access = { ...collection.access, ...preferenceAccess }
      collection.endpoints = Array.isArray(collection.endpoints) ? collection.endpoints.map(guarded) : collection.endpoints
    }
  }
  return config
}
