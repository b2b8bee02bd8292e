import { unstable_rethrow } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isDatabaseUnavailable } from '@/data/unavailable'
import { metrics } from '@/ops/metrics'
import { visitorOf } from '@rugged/front-door/registry'

import type { Locale } from '@/rules/language'
import { defaultErrorStatus, unavailableRetryAfterSeconds } from '@/rules/limits'
import { message, type MessageId } from '@/rules/messages'
import { isCrossSiteWrite } from '@/rules/origin'
import { isPlainObject } from '@/rules/plainObject'
import { trustedOrigins } from '@/seo/siteUrl'

import { readJsonBody, type JsonBody } from './body'
import { fail } from './envelope'

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

/** What an API call knows of its caller, decided once per request and passed down. */
export interface Visitor {
  /** The language of every answer's message, as the front door decides a call's (body, query, Accept-Language). */
  readonly locale: Locale
  /** The client's address, as the server's front door decided it. */
  readonly ip: string
}

/** A route's call: the request, its visitor, and its JSON body's outcome when the route takes one. */
export interface ApiCall {
  readonly request: NextRequest
  readonly visitor: Visitor
  readonly body?: JsonBody
}

type Handler<Rest extends unknown[]> = (request: NextRequest, ...rest: Rest) => Promise<Response>

/**
 * Every API route is one of these (publicGet, adminGet and post are built on it): the request's
 * JSON body is read first when the route takes one (`maxBodyBytes`), so that the visitor — its
 * language and address — is decided once, here, before anything is answered; then writes sent by
 * another site's page are refused (403); then the route runs. Nothing escapes as an HTML error
 * page: a thrown error becomes the envelope `{ result: false, data: null, message }` in the
 * visitor's language (spec §8), a database outage a 503.
 */
export function handle<Rest extends unknown[]>(
  fn: (call: ApiCall, ...rest: Rest) => Promise<Response>,
  { maxBodyBytes }: { maxBodyBytes?: () => number } = {},
): Handler<Rest> {
  return async (request, ...rest) => {
    const body = maxBodyBytes ? await readJsonBody(request, maxBodyBytes()) : undefined
    const { language, address } = visitorOf(request, bodyLanguage(body))
    const visitor: Visitor = { locale: language, ip: address }
    const { method, headers } = request
    if (isCrossSiteWrite(method, headers.get('origin'), headers.get('host'), trustedOrigins())) {
      return fail(403, message('crossSiteRequest', visitor.locale))
    }
    try {
      return await fn({ request, visitor, body }, ...rest)
    } catch (error) {
      // Next.js signals some control flow (e.g. dynamic rendering bail-outs) by throwing.
      unstable_rethrow(error)
      if (isDatabaseUnavailable(error)) {
        metrics.increment('site_database_query_errors_total')
        // Expected while the database restarts: one line, not a stack per request.
        console.warn(`[api] ${request.method} ${request.nextUrl.pathname}: database unavailable (${innermostMessage(error)}); answered 503`)
        return serviceUnavailable(visitor.locale)
      }
      const status = errorStatus(error)
      if (status >= 500) {
        console.error(`[api] ${request.method} ${request.nextUrl.pathname} failed with ${status}:`, error)
      }
      return fail(status, message(messageFor(status), visitor.locale))
    }
  }
}

/** The `language` a JSON body declares (the enquiry and event forms send it there). */
function bodyLanguage(body: JsonBody | undefined): unknown {
  return body?.ok && isPlainObject(body.body) ? body.body.language : undefined
}
