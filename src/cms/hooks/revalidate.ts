import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  RequestContext,
} from 'payload'

import type { CacheTag } from '../../rules/tags'

/**
 * Expires cached reads tagged with `cacheTags`. Outside a Next.js server (seed script, CLI, tests)
 * there is no cache to expire and `revalidateTag` would throw, so it is skipped there.
 */
export async function expireTags(cacheTags: readonly CacheTag[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  for (const tag of cacheTags) revalidateTag(tag, { expire: 0 })
}

/**
 * Whether a write only saves a draft (a save, an autosave every second while an editor types, a
 * draft restored): Payload then writes a version and leaves the published document — all that
 * visitors read — as it was, so there is nothing to expire. This mirrors Payload 3.90's own test
 * (`isSavingDraft` in its update operations, `draft` in create and restoreVersion); publishing,
 * unpublishing (a save without `draft`), restoring as published and deleting all expire.
 */
export function savesDraftOnly(operation: string, args: unknown): boolean {
  const { draft, data } = (args ?? {}) as { draft?: unknown; data?: { _status?: unknown } }
  if (draft !== true && draft !== 'true') return false
  if (operation === 'create' || operation === 'restoreVersion') return true
  return (operation === 'update' || operation === 'updateByID') && data?._status !== 'published'
}

/** The request context key that carries the answer from beforeOperation to afterChange. */
const draftOnlyKey = (slug: string) => `draftOnly:${slug}`

/** Whether the write now in its afterChange hooks only saved a draft (see savesDraftOnly). */
export function wroteDraftOnly(context: RequestContext, slug: string): boolean {
  return context[draftOnlyKey(slug)] === true
}

function remember(context: RequestContext, slug: string, operation: string, args: unknown): void {
  context[draftOnlyKey(slug)] = savesDraftOnly(operation, args)
}

/** Hooks for a collection whose documents appear under these tags: every published change expires them. */
export function revalidateCollection(...cacheTags: CacheTag[]): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    beforeOperation: [
      ({ args, collection, context, operation }) => {
        remember(context, collection.slug, operation, args)
        return args
      },
    ],
    afterChange: [
      async ({ collection, context, doc }) => {
        if (context[draftOnlyKey(collection.slug)] !== true) await expireTags(cacheTags)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc }) => {
        await expireTags(cacheTags)
        return doc
      },
    ],
  }
}

/** The same for a page global. */
export function revalidateGlobal(...cacheTags: CacheTag[]): {
  beforeOperation: GlobalBeforeOperationHook[]
  afterChange: GlobalAfterChangeHook[]
} {
  return {
    beforeOperation: [
      ({ args, context, global, operation }) => {
        remember(context, global.slug, operation, args)
        return args
      },
    ],
    afterChange: [
      async ({ context, doc, global }) => {
        if (context[draftOnlyKey(global.slug)] !== true) await expireTags(cacheTags)
        return doc
      },
    ],
  }
}
