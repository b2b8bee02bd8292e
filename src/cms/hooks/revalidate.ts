import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import type { CacheTag } from '../../data/tags'

/**
 * Expires cached reads tagged with `cacheTags`. Outside a Next.js server (seed script, CLI, tests)
 * there is no cache to expire and `revalidateTag` would throw, so it is skipped there.
 */
export async function expireTags(cacheTags: readonly CacheTag[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  for (const tag of cacheTags) revalidateTag(tag, { expire: 0 })
}

/** afterChange + afterDelete hooks for a collection whose documents appear under these tags. */
export function revalidateCollection(...cacheTags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc }) => {
        await expireTags(cacheTags)
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

export function revalidateGlobal(...cacheTags: CacheTag[]): GlobalAfterChangeHook[] {
  return [
    async ({ doc }) => {
      await expireTags(cacheTags)
      return doc
    },
  ]
}
