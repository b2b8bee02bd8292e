import type { CollectionSlug, Endpoint, GlobalSlug, PayloadRequest, Where } from 'payload'

import type { LockState, LockTarget } from './lockTarget'

/**
 * Issue 38, item 2: Payload's document locks (`lockDocuments`) as the edit view keeps them. Payload
 * takes a document's lock when its editor types and drops it on every save, so with autosave the
 * lock was gone a second after each keystroke and a second editor was told nothing. The edit view
 * holds it again after each save (POST), gives it up on leaving (DELETE), and takes it over when
 * its editor asks (POST ?takeOver=1); the lock lasts the entity's `lockDocuments.duration` after
 * the last of these, as Payload's own does. No operation here takes the request's `req`: it also
 * answers after a refused save, whose transaction Payload has already rolled back.
 */
const locks = 'payload-locked-documents'
const defaultDurationSeconds = 300

interface LockDoc {
  id: number | string
  updatedAt: string
  user?: { value?: unknown } | null
}

function durationOf(req: PayloadRequest, target: LockTarget): number {
  const setting =
    'global' in target
      ? req.payload.config.globals.find((global) => global.slug === target.global)?.lockDocuments
      : req.payload.collections[target.collection as CollectionSlug]?.config.lockDocuments
  return (typeof setting === 'object' && setting ? setting.duration : defaultDurationSeconds) * 1000
}

function whereTarget(target: LockTarget): Where {
  return 'global' in target
    ? { globalSlug: { equals: target.global } }
    : { and: [{ 'document.relationTo': { equals: target.collection } }, { 'document.value': { equals: Number(target.id) } }] }
}

const userId = (lock: LockDoc) => {
  const value = lock.user?.value
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
}

async function liveLock(req: PayloadRequest, target: LockTarget): Promise<LockDoc | null> {
  const since = new Date(Date.now() - durationOf(req, target)).toISOString()
  const { docs } = await req.payload.find({
    collection: locks,
    where: { and: [whereTarget(target), { updatedAt: { greater_than: since } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs[0] as unknown as LockDoc | undefined) ?? null
}

/** Who holds the document now, and since when. */
export async function lockState(req: PayloadRequest, target: LockTarget): Promise<LockState> {
  const lock = await liveLock(req, target)
  if (!lock) return { holder: null, since: null, mine: false }
  const holderId = userId(lock)
  const holder = await req.payload.findByID({ collection: 'users', id: holderId as number, depth: 0, overrideAccess: true, disableErrors: true })
  return {
    holder: holder ? { email: holder.email, name: holder.name ?? null } : null,
    since: lock.updatedAt,
    mine: holderId === req.user?.id,
  }
}

/** Takes the lock for the person asking, unless somebody else holds it (or `takeOver`); their lock state after. */
async function hold(req: PayloadRequest, target: LockTarget, takeOver: boolean): Promise<LockState> {
  const current = await liveLock(req, target)
  if (current && userId(current) !== req.user?.id && !takeOver) return lockState(req, target)
  await req.payload.delete({ collection: locks, where: whereTarget(target), overrideAccess: true })
  await req.payload.create({
    collection: locks,
    data: {
      ...('global' in target ? { globalSlug: target.global } : { document: { relationTo: target.collection as 'news', value: Number(target.id) } }),
      user: { relationTo: 'users', value: req.user!.id as number },
    },
    overrideAccess: true,
  })
  return lockState(req, target)
}

async function release(req: PayloadRequest, target: LockTarget): Promise<void> {
  const current = await liveLock(req, target)
  if (current && userId(current) === req.user?.id) await req.payload.delete({ collection: locks, id: current.id, overrideAccess: true })
}

/** The document or global a request names, when the person asking may read it. */
export async function readableTarget(req: PayloadRequest, query: Record<string, unknown>): Promise<LockTarget | null> {
  const { collection, id, global } = query
  try {
    if (typeof global === 'string' && req.payload.config.globals.some((entry) => entry.slug === global)) {
      await req.payload.findGlobal({ slug: global as GlobalSlug, depth: 0, overrideAccess: false, user: req.user })
      return { global }
    }
    if (typeof collection === 'string' && collection in req.payload.collections && typeof id === 'string' && /^\d+$/.test(id)) {
      const doc = await req.payload.findByID({ collection: collection as CollectionSlug, id, depth: 0, draft: true, overrideAccess: false, user: req.user, disableErrors: true })
      return doc ? { collection, id } : null
    }
  } catch {
    return null
  }
  return null
}

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET, POST and DELETE /api/cms/editing-lock?collection=news&id=3 (or ?global=home-page). */
export const editingLockEndpoints: Endpoint[] = (['get', 'post', 'delete'] as const).map((method) => ({
  path: '/editing-lock',
  method,
  handler: async (req: PayloadRequest) => {
    if (!req.user) return answer(401, { message: 'Unauthorized' })
    const query = (req.query ?? {}) as Record<string, unknown>
    const target = await readableTarget(req, query)
    if (!target) return answer(404, { message: 'Not found' })
    if (method === 'delete') {
      await release(req, target)
      return answer(200, { released: true })
    }
    return answer(200, method === 'post' ? await hold(req, target, query.takeOver === '1') : await lockState(req, target))
  },
}))
