import { unstable_cache } from 'next/cache'

import type { CacheTag } from './tags'

/**
 * Wraps a read so that, inside the Next.js server, its result is cached under `key` and expired by
 * `cacheTags` (the CMS hooks expire them when an editor saves). Elsewhere — scripts and tests —
 * there is no Next cache, and the read runs as it is.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  cacheTags: readonly CacheTag[],
): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [key], { tags: [...cacheTags] })
}
