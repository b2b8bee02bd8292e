import type { ServerResponse } from 'node:http'
export function sharedCacheControl(value: unknown, seconds: number): unknown
export function sharedCacheSeconds(value?: string): number
export function shortenSharedCaching(res: ServerResponse, seconds?: number): void
