import type { IncomingMessage, ServerResponse } from 'node:http'

export function expireFrontCaches(): void
export function notePageEntryRead(entry: unknown): void
export function pageCacheBytes(value?: string): number
export function encodingClass(acceptEncoding: string | string[] | undefined): string
export function isCacheableRequest(req: Pick<IncomingMessage, 'method' | 'headers'>): boolean
export interface KeptAnswer {
  status: number
  headers: Record<string, unknown>
  body: Buffer
}
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse, extraHeaders?: Record<string, string>): boolean
  capture(req: IncomingMessage, res: ServerResponse): { run<T>(handle: () => T): T }
  /** The last answer kept for the request, fresh or not (server/page-fallback.mjs answers it instead of a failure). */
  lastCopy(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): KeptAnswer | null
  clear(): void
  readonly bytes: number
  readonly size: number
  readonly addresses: number
}
export function createPageCache(options?: { maxBytes?: number; maxAgeMs?: number; now?: () => number }): PageCache
