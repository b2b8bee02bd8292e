import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { type Move, planMove, productMoves } from '../../../../rules/redirects'

const contextKey = 'productMovedFrom'

/**
 * Before a product is saved as published: remember the address visitors know, if this save
 * changes it. That address is the published document's (Payload keeps the published version in
 * the collection's own table; a draft save does not touch it), so an address tried in a draft and
 * changed again before publishing leaves no redirect behind.
 */
export const rememberPublishedAddress: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req, context }) => {
  if (operation !== 'update' || !originalDoc?.id || data._status === 'draft') return data
  const published = await req.payload.db.findOne<{ id: number; customizeUrl?: string | null; _status?: string | null }>({
    collection: 'products',
    where: { id: { equals: originalDoc.id } },
    req,
  })
  const before = published?._status === 'draft' ? null : published?.customizeUrl
  if (before && typeof data.customizeUrl === 'string' && data.customizeUrl !== before) context[contextKey] = before
  return data
}

/** After it is saved: a 308 from each old address (desktop and /m., zh and en) to the new one. */
export const redirectOldAddress: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  const before = context[contextKey]
  if (typeof before !== 'string' || typeof doc.customizeUrl !== 'string') return doc
  delete context[contextKey]
  const plans = []
  for (const move of productMoves(before, doc.customizeUrl)) plans.push(await planOf(req.payload, req, move))
  // Every address that is a live page again loses its redirect first (desktop and /m. alike): a
  // new redirect is checked for loops against the others, and an address and its twin are one page.
  for (const { plan } of plans) for (const id of plan.remove) await req.payload.delete({ collection: 'redirects', id, req })
  for (const planned of plans) await applyMove(req.payload, req, planned)
  return doc
}

type StoredRedirect = { id: number; from: string; to?: { type?: string | null; url?: string | null } | null }

type Planned = { move: Move; plan: ReturnType<typeof planMove>; existing: { id: number; from: string; to: string | null }[] }

async function planOf(payload: Payload, req: PayloadRequest, move: Move): Promise<Planned> {
  const related = await payload.find({
    collection: 'redirects',
    where: { or: [{ from: { in: [move.from, move.to] } }, { 'to.url': { equals: move.from } }] },
    pagination: false,
    depth: 0,
    req,
  })
  const existing = (related.docs as StoredRedirect[]).map((redirect) => ({
    id: redirect.id,
    from: redirect.from,
    to: redirect.to?.type === 'custom' ? (redirect.to.url ?? null) : null,
  }))
  return { move, plan: planMove(existing, move), existing }
}

async function applyMove(payload: Payload, req: PayloadRequest, { move, plan, existing }: Planned): Promise<void> {
  for (const { id, to } of plan.retarget) {
    await payload.update({ collection: 'redirects', id, data: { to: { type: 'custom', url: to } }, req })
  }
  const data = { from: move.from, to: { type: 'custom' as const, url: move.to }, type: '308' as const }
  const current = existing.find((redirect) => redirect.from === move.from)
  if (current) await payload.update({ collection: 'redirects', id: current.id, data, req })
  else await payload.create({ collection: 'redirects', data, req })
}
