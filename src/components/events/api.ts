/**
 * The browser side of the event calls (docs/api.md "Events"): one fetch helper that always
 * answers an envelope — a network failure or a non-JSON answer becomes the spec's code -1
 * with '服务器内部错误' (§7), never an exception.
 */
import { networkErrorCode } from '@/rules/limits'

export interface CallResult<T = unknown> {
  status: number
  result: boolean
  data: T | null
  message: string
}

export async function callEventApi<T = unknown>(url: string, init?: RequestInit & { json?: unknown }, serverError = '服务器内部错误'): Promise<CallResult<T>> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...(init?.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init?.headers },
      body: init?.json !== undefined ? JSON.stringify(init.json) : init?.body,
      cache: 'no-store',
    })
    const body = (await response.json().catch(() => null)) as { result?: boolean; data?: T; message?: string } | null
    if (!body || typeof body !== 'object') return { status: networkErrorCode, result: false, data: null, message: serverError }
    return { status: response.status, result: body.result === true, data: (body.data ?? null) as T | null, message: body.message ?? '' }
  } catch {
    return { status: networkErrorCode, result: false, data: null, message: serverError }
  }
}

export const eventApi = {
  status: (hash: string, language: string) => `/api/front/${hash}?language=${language}`,
  register: (hash: string) => `/api/front/${hash}`,
  companies: (hash: string, name: string, language: string) =>
    `/api/front/${hash}/select-company-name-by-name?name=${encodeURIComponent(name)}&language=${language}`,
  signIn: (hash: string) => `/api/front/${hash}/sign-in`,
  invitation: (hash: string) => `/api/front/${hash}/invitation`,
  mega1: (language: string, code?: string) => `/api/front/mega1RegistrationInfo?language=${language}${code ? `&code=${encodeURIComponent(code)}` : ''}`,
}

/** The registration part of GET /api/front/{hash} and of mega1RegistrationInfo's `event`. */
export interface LiveRegistration {
  state: 'notOpen' | 'open' | 'full' | 'closed' | 'ended'
  opensAt: string | null
  /** available / few / full, or null without a capacity: never the exact count (issue 26). */
  seats: 'available' | 'few' | 'full' | null
}

export function liveRegistration(data: unknown): LiveRegistration | null {
  if (!data || typeof data !== 'object') return null
  const record = data as { event?: unknown; registration?: unknown }
  const source = (record.event && typeof record.event === 'object' ? record.event : record) as { registration?: LiveRegistration }
  return source.registration && typeof source.registration.state === 'string' ? source.registration : null
}
