/**
 * Spec §3/§7 response envelope: `{ result, data, message? }`, JSON in UTF-8.
 * Every answer of /api/front and /api/admin is built here, so they all look alike.
 */

/** Public reads: a CDN may keep them a minute and serve a stale copy while it refetches. */
export const publicCache = 'public, s-maxage=60, stale-while-revalidate=300'
/** Admin answers, POST answers and every error: never stored by a shared cache. */
export const privateCache = 'private, no-store'

export interface Envelope<T = unknown> {
  result: boolean
  data: T
  message?: string
}

const jsonType = 'application/json; charset=utf-8'

export function json(body: Envelope, status: number, headers?: HeadersInit): Response {
  const merged = new Headers(headers)
  merged.set('Content-Type', jsonType)
  if (!merged.has('Cache-Control')) merged.set('Cache-Control', status >= 200 && status < 300 ? publicCache : privateCache)
  return new Response(JSON.stringify(body), { status, headers: merged })
}

/** A successful answer (200 unless `init.status` says otherwise). */
export function ok<T>(data: T, init: { status?: number; headers?: HeadersInit; message?: string } = {}): Response {
  const body: Envelope<T> = { result: true, data }
  if (init.message !== undefined) body.message = init.message
  return json(body, init.status ?? 200, init.headers)
}

export interface FailExtra {
  data?: unknown
  headers?: HeadersInit
}

/** A failed answer: `result: false`, `data` null unless given, never cached by a shared cache. */
export function fail(status: number, message: string, extra: FailExtra = {}): Response {
  const headers = new Headers(extra.headers)
  headers.set('Cache-Control', privateCache)
  return json({ result: false, data: extra.data ?? null, message }, status, headers)
}
