import type { IncomingMessage, ServerResponse } from 'node:http'

export function expireFrontCaches(): void
export function notePageEntryRead(entry: unknown): void
export function pageCacheBytes(value?: string): number
export function encodingClass(acceptEncoding: string | string[] | undefined): string
export function isCacheableRequest(req: Pick<IncomingMessage, 'method' | 'headers'>): boolean
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): boolean
  capture(req: IncomingMessage, res: ServerResponse): { run<T>(handle: () => T): T }
  clear(): void
  readonly bytes: number
  readonly size: number
  readonly addresses: number
}
export function createPageCache(options?: { maxBytes?: number; maxAgeMs?: number; now?: () => number }): PageCache
