// The pages and route answers `next build` prerendered, read where the build left them, so that
// none is rendered again on its first request (the last layer of tiers.ts).
//
// Next's cacheHandler documentation ("Custom Next.js Cache Handler", 16.4): "Without a build
// adapter, prerendered responses remain at their historical server/pages and server/app paths.
// Their metadata identifies the exact scoped key […] that produced each immutable build seed." —
// and a custom handler is only ever asked for that scoped key. So: every `<name>.meta` under
// `server/app` names its key (`routeCache.key`), its status and headers; beside it the page's
// `<name>.html`, `.rsc` and `.segments/<path>.segment.rsc` (listed in `segmentPaths`), or a route
// answer's `.body`. Read only: runtime entries go to the store above.
//
// The file layout is the build's, not an API: if a release of Next changes it, no seed is found,
// every prerendered page is rendered on its first request, and tests/http/page-cache.test.ts
// ("serves a prerendered page from its first request") says so (docs/upgrading.md).
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import type { Entry } from './entries.ts'
import type { Seed } from './tiers.ts'

/** The fields of a prerendered answer's `.meta` file read here (the build's, not an API). */
interface SeedMeta {
  routeCache: { key?: unknown; isFallback?: boolean; owner?: { kind?: string } }
  headers?: Record<string, unknown>
  status?: number
  postponed?: string | null
  segmentPaths?: string[]
}

/** `serverDistDir`: the build's `server` folder. */
export function readBuildSeed(serverDistDir: string): Seed {
  let index: Promise<Map<string, { base: string; meta: SeedMeta }>> | null = null
  return {
    async read(key) {
      index ??= indexSeeds(path.join(serverDistDir, 'app'))
      const seed = (await index).get(key)
      if (!seed) return null
      try {
        return await readSeed(seed.base, seed.meta)
      } catch {
        return null // removed since (a new build under way): rendered instead
      }
    },
  }
}

/** Every prerendered answer's key → its files' common name (without suffix) and metadata. */
async function indexSeeds(folder: string): Promise<Map<string, { base: string; meta: SeedMeta }>> {
  const seeds = new Map<string, { base: string; meta: SeedMeta }>()
  let names: string[] = []
  try {
    names = await readdir(folder, { recursive: true })
  } catch {
    return seeds // no build yet
  }
  await Promise.all(
    names
      .filter((name) => name.endsWith('.meta'))
      .map(async (name) => {
        const base = path.join(folder, name.slice(0, -'.meta'.length))
        try {
          const meta = JSON.parse(await readFile(`${base}.meta`, 'utf8')) as Partial<SeedMeta> | null
          const key = meta?.routeCache?.key
          if (typeof key === 'string' && !meta?.routeCache?.isFallback) seeds.set(key, { base, meta: meta as SeedMeta })
        } catch {
          // Unreadable: that answer is rendered on its first request.
        }
      }),
  )
  return seeds
}

async function readSeed(base: string, meta: SeedMeta): Promise<Entry> {
  const { headers, status } = meta
  if (meta.routeCache.owner?.kind === 'APP_ROUTE') {
    const body = await readFile(`${base}.body`)
    return { value: { kind: 'APP_ROUTE', body, headers, status }, lastModified: (await stat(`${base}.body`)).mtimeMs }
  }
  const [html, rscData, segments, { mtimeMs }] = await Promise.all([
    readFile(`${base}.html`, 'utf8'),
    meta.postponed == null ? readFile(`${base}.rsc`) : undefined,
    Promise.all((meta.segmentPaths ?? []).map(async (segment) => [segment, await readFile(`${base}.segments${segment}.segment.rsc`)] as const)),
    stat(`${base}.html`),
  ])
  const segmentData = meta.segmentPaths ? new Map(segments) : undefined
  return { value: { kind: 'APP_PAGE', html, rscData, postponed: meta.postponed, headers, status, segmentData }, lastModified: mtimeMs }
}
