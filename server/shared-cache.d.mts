import type { IncomingMessage, ServerResponse } from 'node:http'
export function sharedCacheControl(value: unknown, seconds: number): unknown
export function sharedCacheSeconds(value?: string): number
export function isPreviewRequest(url: string | undefined, cookieHeader: string | undefined): boolean
export const previewCacheControl: string
export function shortenSharedCaching(res: ServerResponse, seconds?: number, req?: IncomingMessage): void
