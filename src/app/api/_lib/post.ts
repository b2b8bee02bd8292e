import type { NextRequest } from 'next/server'

import { consumeRateLimit } from '@/data/rateLimit'
import { clientIp, rateLimitKey } from '@/rules/client'
import { enquiryLimitsFromEnv } from '@/rules/limits'
import { eventLimitsFromEnv } from '@/rules/events'
import type { Locale } from '@/rules/language'
import { message } from '@/rules/messages'

import { readJsonBody } from './body'
import { handle } from './handle'
import { fallbackLocale, queryLanguage } from './language'
import { refuse, isRefusal } from './refuse'

/*
 * The one pipeline of every POST with a JSON body (docs/api.md). Checks, in this order, the
 * first failure answering:
 *   (a) the caller's class: requests per client and minute, valid or not   429 rateLimited + Retry-After
 *   (b) the `language` query parameter                                    400 invalidLanguage
 *   (c) the route's target, when it has one (the event behind {hash})     its own refusal (404)
 *   (d) Content-Type application/json                                     415 unsupportedContentType
 *   (e) body size (declared, then actually read)                          413 payloadTooLarge
 *   (f) JSON syntax (strict UTF-8)                                        400 invalidJson
 *   (g) the body's schema (rules/*: zod, shared with the browser's form)  400, data.field
 * then the route's answer. Errors speak the query's `language`, else Accept-Language's first
 * choice, else Chinese; from (g) on, the body's own language when the schema says so.
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
}

export interface PostCall<Target> {
  readonly request: NextRequest
  /** the request's language until the schema answers (then the value may carry the body's) */
  readonly locale: Locale
  /** the client's rate-limit key (rules/client.ts) */
  readonly ip: string
  readonly target: Target
}

type Step<T> = T | Response | Promise<T | Response>

export interface PostRoute<Context, Target, Value> {
  rateClass: () => RateClass
  /** (c) what the call is about, before its body is read; a Response refuses */
  target?: (request: NextRequest, context: Context, locale: Locale) => Step<Target>
  /** (g) the body's schema: its value, or a refusal in the request's (or body's) language */
  schema: (body: unknown, call: PostCall<Target>) => Step<Value>
  answer: (value: Value, call: PostCall<Target>) => Promise<Response> | Response
}

/** A POST route handler over the pipeline above (wrapped by `handle`: 403 cross-site, 503, no 5xx pages). */
export function post<Context = unknown, Target = undefined, Value = unknown>(route: PostRoute<Context, Target, Value>) {
  return handle(async (request: NextRequest, context: Context) => {
    const rateClass = route.rateClass()
    const ip = rateLimitKey(clientIp(request))
    const locale = fallbackLocale(request)

    // (a) Every request counts, so malformed floods are as limited as valid ones.
    const counted = await consumeRateLimit(`${rateClass.name}:${ip}`, rateClass.perMinute, 60)
    if (!counted.allowed) return refuse(429, message('rateLimited', locale), { retryAfter: counted.retryAfterSeconds })
    // (b) The query's `language` picks the language of the answers, but it must be valid.
    if (!queryLanguage(request.nextUrl.searchParams)) return refuse(400, message('invalidLanguage', locale), { field: 'language' })

    const target = route.target ? await route.target(request, context, locale) : (undefined as Target)
    if (isRefusal(target)) return target

    const read = await readJsonBody(request, rateClass.maxBodyBytes)
    if (!read.ok) return refuse(read.status, message(read.problem, locale), { close: read.close })

    const call: PostCall<Target> = { request, locale, ip, target }
    const value = await route.schema(read.body, call)
    if (isRefusal(value)) return value
    return route.answer(value, call)
  })
}
