// After a restore, every page and read the site has cached was made from other content (the lost
// database, or the one the build prerendered from). The restore expires them all at once, as
// Next's `revalidatePath('/', 'layout')` does: by the root layout's implicit tag, which every page
// carries and every read made for a page is checked against. Its expiry goes where the site keeps
// tag times: the build folder's store for DATABASE_URI (server/cache/files.ts) and, with
// REDIS_URL, Redis (server/cache/redis.ts, read by every instance at start). A page or read saved
// before then, the build's own prerendered pages included, is rendered anew from the restored
// content on its first request.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { tagTimesAfterRevalidate } from '../cache/entries.ts'
import { FileStore, storeFolder } from '../cache/files.ts'
import { RedisStore, sharedTagsKey } from '../cache/redis.ts'
import { defaultDatabaseUri } from './settings.ts'

type Env = Readonly<Record<string, string | undefined>>

/** Next's implicit tag of the root layout (`_N_T_` + `/layout`), in every page's x-next-cache-tags. */
const everyPageTag = '_N_T_/layout'

/** Expires every page and read cached by the build in `distDir` for env.DATABASE_URI, and in Redis (env.REDIS_URL). */
export async function expireSiteCaches(distDir: string, env: Env, log: (line: string) => void): Promise<void> {
  const times = { [everyPageTag]: tagTimesAfterRevalidate(undefined, Date.now()) }
  if (existsSync(path.join(distDir, 'BUILD_ID'))) {
    await new FileStore(storeFolder(path.join(distDir, 'server'), env.DATABASE_URI || defaultDatabaseUri)).saveTagTimes(times)
    log(`✔ The cached pages of the build in ${distDir} are expired: each is rendered anew from the restored content`)
  }
  if (!env.REDIS_URL) return
  let failure: unknown = null
  const redis = new RedisStore({ url: env.REDIS_URL, keyPrefix: 'next:restore:', tagsKey: sharedTagsKey, log: (error) => (failure = error), onTagTimes: () => undefined, onResubscribed: () => undefined })
  try {
    await redis.connected
    await redis.saveTagTimes(times)
    if (redis.holdsUnsentTags) throw new Error(String(failure ?? 'Redis did not take them'))
    log('✔ The pages cached in Redis are expired on every instance')
  } finally {
    redis.close()
  }
}
