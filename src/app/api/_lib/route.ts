import type { NextRequest } from 'next/server'

import type { Administrator } from '@/data/auth'
import type { Locale } from '@/rules/language'
import { message, type MessageId, type MessageParams } from '@/rules/messages'

import { requestAdministrator } from './auth'
import { fail, ok, privateCache } from './envelope'
import { handle } from './handle'
import { fallbackLocale, queryLanguage } from './language'
import { parseQuery, type ParsedQuery, type QuerySchema } from './query'

export interface RouteContext<Q> {
  request: NextRequest
  /** The answer's language: the `language` parameter, zh when absent. */
  locale: Locale
  query: Q
  /** The success answer of this kind of route (public: `data`; admin: `data: { status: 200, content }`). */
  reply(data: unknown): Response
  /** An error answer in the request's language. */
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

async function prepare<S extends QuerySchema>(
  kind: Kind,
  request: NextRequest,
  schema: S,
): Promise<{ response: Response } | { context: RouteContext<ParsedQuery<S>>; administrator: Administrator | null }> {
  const errorLocale = fallbackLocale(request)
  const error = errorAnswer(kind, errorLocale)

  // Spec §6/§7: without a valid administrator token the admin calls answer 401, before anything else.
  let administrator: Administrator | null = null
  if (kind === 'admin') {
    administrator = await requestAdministrator(request)
    if (!administrator) return { response: error(401, 'unauthorized') }
  }

  const { searchParams } = request.nextUrl
  const locale = queryLanguage(searchParams)
  if (!locale) return { response: error(400, 'invalidLanguage', undefined, 'language') }
  const parsed = parseQuery(searchParams, schema)
  if (!parsed.ok) return { response: error(400, 'badRequest', { param: parsed.param }, parsed.param) }

  const answer = errorAnswer(kind, locale)
  const context: RouteContext<ParsedQuery<S>> = {
    request,
    locale,
    query: parsed.query,
    reply: (data) => (kind === 'admin' ? ok({ status: 200, content: data }, { headers: { 'Cache-Control': privateCache } }) : ok(data)),
    fail: (status, messageId, params) => answer(status, messageId, params),
    notFound: () => answer(404, 'notFoundResource'),
    badRequest: (param) => answer(400, 'badRequest', { param }, param),
  }
  return { context, administrator }
}

/**
 * A public GET of /api/front: the `language` parameter and the declared query parameters are
 * validated (400 in the request's language) before `fn` runs; the answer may be cached by a CDN.
 */
export function publicGet<S extends QuerySchema>(schema: S, fn: (context: RouteContext<ParsedQuery<S>>) => Promise<Response>) {
  return handle(async (request: NextRequest) => {
    const prepared = await prepare('public', request, schema)
    if ('response' in prepared) return prepared.response
    return fn(prepared.context)
  })
}

/** An admin GET of /api/admin: as publicGet, after the administrator check (401); never cached. */
export function adminGet<S extends QuerySchema>(schema: S, fn: (context: AdminRouteContext<ParsedQuery<S>>) => Promise<Response>) {
  return handle(async (request: NextRequest) => {
    const prepared = await prepare('admin', request, schema)
    if ('response' in prepared) return prepared.response
    return fn({ ...prepared.context, administrator: prepared.administrator! })
  })
}

/**
 * Handlers for the methods a route does not support: 405 with `Allow` and the envelope, instead
 * of Next.js's empty 405. Use as `export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')`.
 */
export function otherMethods(...allowed: string[]) {
  const allow = [...new Set([...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].join(', ')
  const notAllowed = async (request: NextRequest): Promise<Response> =>
    fail(405, message('methodNotAllowed', fallbackLocale(request)), { headers: { Allow: allow } })
  return {
    GET: notAllowed,
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: async (): Promise<Response> => new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': privateCache } }),
  }
}
