import type { NextRequest } from 'next/server'

import type { Administrator } from '@/data/auth'
import { consumeRateLimit } from '@/data/rateLimit'
import { metrics } from '@/ops/metrics'
import { rateLimitKey } from '@/rules/client'
import type { Locale } from '@/rules/language'
import { message, type MessageId, type MessageParams } from '@/rules/messages'
import { roleMay, type StaffArea } from '@/rules/roles'

import { requestAdministrator } from './auth'
import { fail, ok, privateCache } from './envelope'
import { handle, type ApiCall, type Visitor } from './handle'
import { queryLanguage } from './language'
import type { RateClass } from './post'
import { parseQuery, type ParsedQuery, type QuerySchema } from './query'
import { refuse } from './refuse'

export interface RouteContext<Q> {
  request: NextRequest
  visitor: Visitor
  /** The content's language: the `language` parameter, zh when absent (messages speak `visitor.locale`). */
  locale: Locale
  query: Q
  /** The success answer of this kind of route (public: `data`; admin: `data: { status: 200, content }`). */
  reply(data: unknown): Response
  /** An error answer in the visitor's language. */
  fail(status: number, messageId: MessageId, params?: MessageParams): Response
  notFound(): Response
  badRequest(param: string): Response
}

export interface AdminRouteContext<Q> extends RouteContext<Q> {
  administrator: Administrator
}

type Kind = 'public' | 'admin'

function errorAnswer(kind: Kind, locale: Locale) {
  return (status: number, messageId: MessageId, params?: MessageParams, field?: string): Response => {
    const data: Record<string, unknown> | null = kind === 'admin' ? { status } : field ? {} : null
    if (data && field) data.field = field
    return fail(status, message(messageId, locale, params), { data })
  }
}

/**
 * The steps of every GET, in order, the first failure answering: the caller's allowance of reads
 * (`rateClass`, when the route has one: every request counts, valid or not), the administrator
 * (admin routes: 401), the `language` parameter, the declared query parameters (400).
 */
async function prepare<S extends QuerySchema>(
  kind: Kind,
  { request, visitor }: ApiCall,
  schema: S,
  rateClass?: () => RateClass,
  area?: StaffArea,
): Promise<{ response: Response } | { context: RouteContext<ParsedQuery<S>>; administrator: Administrator | null }> {
  const error = errorAnswer(kind, visitor.locale)
  if (rateClass) {
    const { name, perMinute } = rateClass()
    const counted = await consumeRateLimit(`${name}:${rateLimitKey(visitor.ip)}`, perMinute, 60)
    if (!counted.allowed) metrics.increment('site_rate_limited_total', { class: name })
    if (!counted.allowed) return { response: refuse(429, message('rateLimited', visitor.locale), { retryAfter: counted.retryAfterSeconds }) }
  }

  // Spec §6/§7: without a valid administrator token the admin calls answer 401, before anything else.
  let administrator: Administrator | null = null
  if (kind === 'admin') {
    administrator = await requestAdministrator(request)
    if (!administrator) return { response: error(401, 'unauthorized') }
    // Issue 26: signed in, but the role does not include this part of the CMS.
    if (area && !roleMay(administrator.role, area)) return { response: error(403, 'forbiddenForRole') }
  }

  const { searchParams } = request.nextUrl
  const locale = queryLanguage(searchParams)
  if (!locale) return { response: error(400, 'invalidLanguage', undefined, 'language') }
  const parsed = parseQuery(searchParams, schema)
  if (!parsed.ok) return { response: error(400, 'badRequest', { param: parsed.param }, parsed.param) }

  const context: RouteContext<ParsedQuery<S>> = {
    request,
    visitor,
    locale,
    query: parsed.query,
    reply: (data) => (kind === 'admin' ? ok({ status: 200, content: data }, { headers: { 'Cache-Control': privateCache } }) : ok(data)),
    fail: (status, messageId, params) => error(status, messageId, params),
    notFound: () => error(404, 'notFoundResource'),
    badRequest: (param) => error(400, 'badRequest', { param }, param),
  }
  return { context, administrator }
}

/**
 * A public GET of /api/front: the `language` parameter and the declared query parameters are
 * validated (400 in the visitor's language) before `fn` runs; the answer may be cached by a CDN.
 * `rateClass` counts the caller's reads first (the event calls). `fn` gets Next's route context
 * (the dynamic segments) second.
 */
export function publicGet<S extends QuerySchema, Args = unknown>(
  schema: S,
  fn: (context: RouteContext<ParsedQuery<S>>, args: Args) => Promise<Response>,
  { rateClass }: { rateClass?: () => RateClass } = {},
) {
  return handle(async (call: ApiCall, args: Args) => {
    const prepared = await prepare('public', call, schema, rateClass)
    if ('response' in prepared) return prepared.response
    return fn(prepared.context, args)
  })
}

/**
 * An admin GET of /api/admin: as publicGet, after the staff check (401 without a session, 403 for
 * a role without `area`, src/rules/roles.ts); never cached.
 */
export function adminGet<S extends QuerySchema, Args = unknown>(
  area: StaffArea,
  schema: S,
  fn: (context: AdminRouteContext<ParsedQuery<S>>, args: Args) => Promise<Response>,
) {
  return handle(async (call: ApiCall, args: Args) => {
    const prepared = await prepare('admin', call, schema, undefined, area)
    if ('response' in prepared) return prepared.response
    return fn({ ...prepared.context, administrator: prepared.administrator! }, args)
  })
}

/**
 * Handlers for the methods a route does not support: 405 with `Allow` and the envelope, instead
 * of Next.js's empty 405. Use as `export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')`.
 */
export function otherMethods(...allowed: string[]) {
  const allow = [...new Set([...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].join(', ')
  const notAllowed = handle(async ({ visitor }) => fail(405, message('methodNotAllowed', visitor.locale), { headers: { Allow: allow } }))
  return {
    GET: notAllowed,
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: async (): Promise<Response> => new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': privateCache } }),
  }
}
