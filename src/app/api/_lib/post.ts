import type { NextRequest } from 'next/server'

import { consumeRateLimit } from '@/data/rateLimit'
import { metrics, type CounterName } from '@/ops/metrics'
import { rateLimitKey } from '@/rules/client'
import { enquiryLimitsFromEnv } from '@/rules/limits'
import { eventLimitsFromEnv } from '@/rules/events'
import type { Locale } from '@/rules/language'
import { message } from '@/rules/messages'

import { handle, type ApiCall } from './handle'
import { queryLanguage } from './language'
import { refuse, isRefusal } from './refuse'

/*
 * The one pipeline of every POST with a JSON body (docs/api.md). The body is read first (at most
 * the class's size), so that the visitor's language is decided once, with the body's `language`
 * (handle.ts); then these checks, in order, the first failure answering:
 *   (a) the caller's class: requests per client and minute, valid or not   429 rateLimited + Retry-After
 *   (b) the `language` query parameter                                    400 invalidLanguage
 *   (c) the route's target, when it has one (the event behind {hash})     its own refusal (404)
 *   (d) Content-Type application/json                                     415 unsupportedContentType
 *   (e) body size (declared, then actually read)                          413 payloadTooLarge
 *   (f) JSON syntax (strict UTF-8)                                        400 invalidJson
 *   (g) the body's schema (rules/*: zod, shared with the browser's form)  400, data.field
 * then the route's answer. Every message speaks the visitor's language: the body's `language`,
 * else the query's, else Accept-Language's first choice by weight, else Chinese. An answer to a
 * body cut short (too large, broken) closes the connection, whatever step refused it.
 */

/** Who is calling, by the allowance counted at (a), and how large a body that caller may send. */
export interface RateClass {
  readonly name: string
  readonly perMinute: number
  readonly maxBodyBytes: number
}

export const rateClasses = {
  /** the contact forms (leaveMessage) */
  enquiry: (): RateClass => {
    const limits = enquiryLimitsFromEnv()
    return { name: 'api', perMinute: limits.apiRequestsPerMinute, maxBodyBytes: limits.maxBodyBytes }
  },
  /** registrations, invitations and check-ins of an event */
  eventWrite: (): RateClass => {
    const limits = eventLimitsFromEnv()
    return { name: 'event-write', perMinute: limits.writesPerMinute, maxBodyBytes: limits.maxBodyBytes }
  },
  /** the event reads (status, company suggestions, invitations) */
  eventRead: (): RateClass => {
    const limits = eventLimitsFromEnv()
    return { name: 'event-read', perMinute: limits.readsPerMinute, maxBodyBytes: 0 }
  },
}

export interface PostCall<Target> {
  readonly request: NextRequest
  /** the visitor's language (the body's, when it declares a valid one) */
  readonly locale: Locale
  /** the client's rate-limit key (rules/client.ts) */
  readonly ip: string
  readonly target: Target
}

type Step<T> = T | Response | Promise<T | Response>

export interface PostRoute<Context, Target, Value> {
  rateClass: () => RateClass
  /** (c) what the call is about, before its body is checked; a Response refuses */
  target?: (request: NextRequest, context: Context, locale: Locale) => Step<Target>
  /** (g) the body's schema: its value, or a refusal in the visitor's language */
  schema: (body: unknown, call: PostCall<Target>) => Step<Value>
  answer: (value: Value, call: PostCall<Target>) => Promise<Response> | Response
  /** the counter of this route's outcomes (accepted, refused_<reason>, limited, unavailable), if it has one */
  outcomes?: Extract<CounterName, 'site_enquiries_total' | 'site_registrations_total'>
}

const refusalReasons: Record<number, string> = { 400: 'invalid', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 410: 'closed', 413: 'too_large', 415: 'content_type' }

/** A POST's outcome as its counter's label: bounded, whatever the status. */
export function postOutcome(status: number): string {
  if (status < 300) return 'accepted'
  if (status === 429) return 'limited'
  if (status >= 500) return 'unavailable'
  return `refused_${refusalReasons[status] ?? 'other'}`
}

/** A POST route handler over the pipeline above (wrapped by `handle`: 403 cross-site, 503, no 5xx pages). */
export function post<Context = unknown, Target = undefined, Value = unknown>(route: PostRoute<Context, Target, Value>) {
  const pipeline = async ({ request, visitor, body }: ApiCall, context: Context): Promise<Response> => {
    const rateClass = route.rateClass()
    const { locale } = visitor
    const ip = rateLimitKey(visitor.ip)
    const cutShort = body?.ok === false && body.close
    const closing = (response: Response) => {
      if (cutShort) response.headers.set('Connection', 'close')
      return response
    }

    // (a) Every request counts, so malformed floods are as limited as valid ones.
    const counted = await consumeRateLimit(`${rateClass.name}:${ip}`, rateClass.perMinute, 60)
    if (!counted.allowed) {
      metrics.increment('site_rate_limited_total', { class: rateClass.name })
      return closing(refuse(429, message('rateLimited', locale), { retryAfter: counted.retryAfterSeconds }))
    }
    // (b) The query's `language`, when given, must be valid.
    if (!queryLanguage(request.nextUrl.searchParams)) return closing(refuse(400, message('invalidLanguage', locale), { field: 'language' }))

    const target = route.target ? await route.target(request, context, locale) : (undefined as Target)
    if (isRefusal(target)) return closing(target)

    // (d)–(f) What reading the body found.
    if (!body?.ok) return refuse(body?.status ?? 400, message(body?.problem ?? 'invalidBody', locale), { close: cutShort })

    const call: PostCall<Target> = { request, locale, ip, target }
    const value = await route.schema(body.body, call)
    if (isRefusal(value)) return value
    return route.answer(value, call)
  }
  const handler = handle(pipeline, { maxBodyBytes: () => route.rateClass().maxBodyBytes })
  const counter = route.outcomes
  if (!counter) return handler
  return async (...args: Parameters<typeof handler>) => {
    const response = await handler(...args)
    metrics.increment(counter, { outcome: postOutcome(response.status) })
    return response
  }
}
