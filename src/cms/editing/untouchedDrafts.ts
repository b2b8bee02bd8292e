import type { CollectionSlug, Payload } from 'payload'

/** A new document nobody has typed into is left alone this long (the editor may still be on it). */
export const untouchedGraceMs = 2 * 60_000
/** Payload's lock of a document open in the admin is dropped when the editor leaves it; a lock older than this is stale. */
const staleLockMs = 10 * 60_000
/** At most this often: the sweep runs on the jobs runner's tick. */
const sweepEveryMs = 60_000

let lastSweep = 0

/**
 * Issue 31, item 5: "Create new" in the admin saves an empty draft at once (Payload does, so that
 * autosave has a document to save into). One that is still as created — no title in any language,
 * never saved again, never published —, that nobody has open (no lock) and that is older than
 * `untouchedGraceMs`, is deleted, so that no empty draft titled with its id stays in the lists. Returns how many went.
 */
export async function discardUntouchedDrafts(payload: Payload, now = Date.now(), force = false): Promise<number> {
  if (!force && now - lastSweep < sweepEveryMs) return 0
  lastSweep = now
  const before = new Date(now - untouchedGraceMs).toISOString()
  let discarded = 0
  for (const collection of payload.config.collections) {
    if (!collection.versions || !collection.versions.drafts) continue
    const titleField = collection.admin?.useAsTitle
    if (!titleField || titleField === 'id') continue
    const slug = collection.slug as CollectionSlug
    const { docs } = await payload.find({
      collection: slug,
      where: { and: [{ _status: { equals: 'draft' } }, { createdAt: { less_than: before } }] },
      select: { createdAt: true, updatedAt: true, [titleField]: true } as never,
      locale: 'all',
      depth: 0,
      limit: 50,
      pagination: false,
      draft: true,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as ({ id: number; createdAt: string; updatedAt: string } & Record<string, unknown>)[]) {
      if (hasText(doc[titleField])) continue
      if (new Date(doc.updatedAt).getTime() - new Date(doc.createdAt).getTime() > 1_000) continue
      if (await everPublished(payload, slug, doc.id)) continue
      if (await isOpen(payload, slug, doc.id, now)) continue
      await payload.delete({ collection: slug, id: doc.id, overrideAccess: true })
      discarded += 1
    }
  }
  if (discarded) payload.logger.info(`Discarded ${discarded} untouched new draft(s).`)
  return discarded
}

/** A title in any language (a localised field read in every locale is `{ zh, en }`). */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return value !== null && typeof value === 'object' && Object.values(value).some(hasText)
}

async function everPublished(payload: Payload, collection: CollectionSlug, id: number): Promise<boolean> {
  const { totalDocs } = await payload.countVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function isOpen(payload: Payload, collection: CollectionSlug, id: number, now: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-locked-documents',
    where: {
      and: [
        { 'document.relationTo': { equals: collection } },
        { 'document.value': { equals: id } },
        { updatedAt: { greater_than: new Date(now - staleLockMs).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
