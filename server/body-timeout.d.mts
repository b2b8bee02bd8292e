import type { IncomingMessage, ServerResponse } from 'node:http'

export const defaultBodyTimeoutSeconds: number
export function bodyTimeoutMs(env?: Record<string, string | undefined>): number
export function hasBody(req: { headers: Record<string, string | string[] | undefined> }): boolean
export function createBodyWatch(options?: { timeoutMs?: number; checkEveryMs?: number; now?: () => number }): {
  watch(req: IncomingMessage, res: ServerResponse): void
  stop(): void
  size(): number
}
