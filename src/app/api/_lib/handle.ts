import { unstable_rethrow } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isDatabaseUnavailable } from '@/data/unavailable'
import type { Locale } from '@/rules/language'
import { defaultErrorStatus, enquiryLimitDefaults, unavailableRetryAfterSeconds } from '@/rules/limits'
import { message, type MessageId } from '@/rules/messages'
import { isCrossSiteWrite } from '@/rules/origin'
import { trustedOrigins } from '@/seo/siteUrl'

import { fail } from './envelope'
import { fallbackLocale, visitorLocale } from './language'

/** A 4xx or 5xx status, or undefined for anything else. */
function errorStatusIn(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined
}

/**
 * Spec §8: the status of a server-side error is taken from the error itself (`statusCode`), else
 * its `status`, else the status of the response it carries (an HTTP client's error: `response.status`
 * or `response.statusCode`), defaulting to 500. Only 4xx/5xx values count at each step.
 */
export function errorStatus(error: unknown): number {
  if (!error || typeof error !== 'object') return defaultErrorStatus
  const { statusCode, status, response } = error as Record<string, unknown>
  const answer = response && typeof response === 'object' ? (response as Record<string, unknown>) : {}
  return (
    errorStatusIn(statusCode) ??
    errorStatusIn(status) ??
    errorStatusIn(answer.status) ??
    errorStatusIn(answer.statusCode) ??
    defaultErrorStatus
  )
}

function messageFor(status: number): MessageId {
  switch (status) {
    case 401:
    case 403:
      return 'unauthorized'
    case 404:
      return 'notFoundResource'
    case 405:
      return 'methodNotAllowed'
    case 413:
      return 'payloadTooLarge'
    case 415:
      return 'unsupportedContentType'
    case 429:
      return 'rateLimited'
    case 503:
      return 'serviceUnavailable'
    default:
      // §7/§8: a server error reads '服务器内部错误'; any other status has no message of its own.
      return status >= 500 ? 'serverError' : 'genericError'
  }
}

/**
 * 503 with Retry-After: the database could not answer (stopped, restarting, unreachable, locked).
 * Nothing was wrong with the request; the same call succeeds once the database is back.
 * `data` says what is away, where the caller needs to know (/api/ready).
 */
export function serviceUnavailable(locale: Locale, data: unknown = null): Response {
  return fail(503, message('serviceUnavailable', locale), { data, headers: { 'Retry-After': String(unavailableRetryAfterSeconds) } })
}

/** The driver's own words ("connect ECONNREFUSED …"), which drizzle's "Failed query" keeps in `cause`. */
function innermostMessage(error: unknown): string {
  let inner = error
  for (let depth = 0; depth < 8 && inner instanceof Error && inner.cause instanceof Error; depth++) inner = inner.cause
  return String(inner instanceof Error ? inner.message : inner).split('\n')[0]!.slice(0, 200)
}

type Handler<Rest extends unknown[]> = (request: NextRequest, ...rest: Rest) => Promise<Response>

/**
 * Wraps a route handler so that nothing escapes as an HTML error page: a thrown error becomes the
 * envelope `{ result: false, data: null, message }` in the request's language (spec §8). Writes
 * sent by another site's page are refused first (403).
 * Handlers validate their input first and answer 4xx themselves; this is for the unexpected.
 */
export function handle<Rest extends unknown[]>(fn: Handler<Rest>): Handler<Rest> {
  return async (request, ...rest) => {
    const { method, headers } = request
    if (isCrossSiteWrite(method, headers.get('origin'), headers.get('host'), trustedOrigins())) {
      return fail(403, message('crossSiteRequest', fallbackLocale(request)))
    }
    try {
      return await fn(request, ...rest)
    } catch (error) {
      // Next.js signals some control flow (e.g. dynamic rendering bail-outs) by throwing.
      unstable_rethrow(error)
      if (isDatabaseUnavailable(error)) {
        // Expected while the database restarts: one line, not a stack per request.
        console.warn(`[api] ${request.method} ${request.nextUrl.pathname}: database unavailable (${innermostMessage(error)}); answered 503`)
        // Usually the first step (the rate-limit counter) failed, before the body was read.
        return serviceUnavailable(await visitorLocale(request, enquiryLimitDefaults.maxBodyBytes))
      }
      const status = errorStatus(error)
      if (status >= 500) {
        console.error(`[api] ${request.method} ${request.nextUrl.pathname} failed with ${status}:`, error)
      }
      return fail(status, message(messageFor(status), fallbackLocale(request)))
    }
  }
}
