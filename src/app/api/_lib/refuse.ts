import { fail, privateCache } from './envelope'

/** POST answers and every refusal: never stored by a shared cache. */
export const noStore = { 'Cache-Control': privateCache }

/**
 * A refusal in the envelope: `data.field` names the field at fault, `retryAfter` sets Retry-After,
 * `close` closes the connection (the unread rest of a refused upload must not be taken for the
 * next request on it).
 */
export function refuse(
  status: number,
  text: string,
  extra: { field?: string; retryAfter?: number; close?: boolean; data?: Record<string, unknown> } = {},
): Response {
  const headers = new Headers(noStore)
  if (extra.retryAfter !== undefined) headers.set('Retry-After', String(extra.retryAfter))
  if (extra.close) headers.set('Connection', 'close')
  const data = extra.data ?? (extra.field ? { field: extra.field } : null)
  return fail(status, text, { headers, data })
}

export function isRefusal(value: unknown): value is Response {
  return value instanceof Response
}
