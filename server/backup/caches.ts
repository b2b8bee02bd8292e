// After a restore, every page and read the site has cached was made from other content (the lost
// database, or the one the build prerendered from). The restore expires every cache tag at once,
// where the site keeps their times: the build folder's store for DATABASE_URI (server/cache/files.mjs)
// and, with REDIS_URL, Redis (server/cache/redis.mjs, read by every instance at start). A page or
// read saved before then, the build's own prerendered pages included, is then rendered anew from
// the restored content on its first request, as after an editor's save.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { tags } from '../../src/rules/tags.ts'
import { tagTimesAfterRevalidate } from '../cache/entries.mjs'
import { FileStore, storeFolder } from '../cache/files.mjs'
import { RedisStore, sharedTagsKey } from '../cache/redis.mjs'

type Env = Readonly<Record<string, string | undefined>>

/** Expires every tag of the site's caches; `distDir` is the build folder. The store's folder is the one of process.env.DATABASE_URI. */
export async function expireSiteCaches(distDir: string, env: Env, log: (line: string) => void): Promise<void> {
  const now = Date.now()
  const times = Object.fromEntries(Object.values(tags).map((tag) => [tag, tagTimesAfterRevalidate(undefined, now)]))
  if (existsSync(path.join(distDir, 'BUILD_ID'))) {
    await new FileStore(storeFolder(path.join(distDir, 'server'))).saveTagTimes(times)
    log(`✔ The cached pages of the build in ${distDir} are expired: each is rendered anew from the restored content`)
  }
  if (!env.REDIS_URL) return
  let failure: unknown = null
  const redis = new RedisStore({ url: env.REDIS_URL, keyPrefix: 'next:restore:', tagsKey: sharedTagsKey, log: (error) => (failure = error), onTagTimes: () => undefined, onResubscribed: () => undefined })
  try {
    await redis.connected
    await redis.saveTagTimes(times)
    if (Object.keys(redis.unsentTags).length > 0) throw new Error(String(failure ?? 'Redis did not take them'))
    log('✔ The pages cached in Redis are expired on every instance')
  } finally {
    redis.close()
  }
}
