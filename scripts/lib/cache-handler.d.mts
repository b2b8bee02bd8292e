export const checkedNextVersion: string
export function assertCheckedNext(installed: string): void
export function isNotFoundEntry(data: unknown): boolean

/** Next's file-system page cache, keeping 404 answers in memory only. */
export default class CacheHandler {
  constructor(ctx: {
    fs: unknown
    serverDistDir: string
    flushToDisk?: boolean
    maxMemoryCacheSize?: number
    revalidatedTags?: string[]
    dev?: boolean
  })
  flushToDisk: boolean
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown } | null>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
}
