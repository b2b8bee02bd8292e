import { AsyncLocalStorage } from 'node:async_hooks'

import type { Where } from 'payload'

/**
 * Which version of versioned content a read sees. Visitors, the sitemap and every `/api/front`
 * call see published documents only; a signed-in editor previewing a page (Next's draft mode,
 * checked in `cached()`) sees the latest drafts. The choice travels with the request, so the data
 * functions keep their signatures and their cache keys (drafts are never read through the cache).
 */
const draftReads = new AsyncLocalStorage<boolean>()

/** Runs `read` with drafts visible: only for a signed-in editor's preview, never cached. */
export function withDraftReads<Result>(read: () => Promise<Result>): Promise<Result> {
  return draftReads.run(true, read)
}

export function isReadingDrafts(): boolean {
  return draftReads.getStore() === true
}

const published: Where = { _status: { equals: 'published' } }

/** The `draft` and `where` arguments of a read of a versioned collection. */
export function visible(where?: Where): { draft: boolean; where?: Where } {
  if (isReadingDrafts()) return where ? { draft: true, where } : { draft: true }
  return { draft: false, where: where ? { and: [published, where] } : published }
}

/** The `draft` argument of a read of a versioned global. */
export function visibleGlobal(): { draft: boolean } {
  return { draft: isReadingDrafts() }
}
