import { unstable_cache } from 'next/cache'

import type { CacheTag } from '@/rules/tags'

import { isStaffPreview } from './preview'
import { withDraftReads } from './visibility'

/**
 * Wraps a read so that, inside the Next.js server, its result is cached under `key` and expired by
 * `cacheTags` (the CMS hooks expire them when an editor saves). Elsewhere — scripts and tests —
 * there is no Next cache, and the read runs as it is.
 *
 * A signed-in editor previewing in draft mode reads the latest drafts, uncached: a draft never
 * enters the cache that visitors are served from, and the editor never sees a stale copy.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  cacheTags: readonly CacheTag[],
): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return read
  const shared = unstable_cache(read, [key], { tags: [...cacheTags] })
  return async (...args: Args) => ((await isStaffPreview()) ? withDraftReads(() => read(...args)) : shared(...args))
}
