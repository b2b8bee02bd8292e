import type { NextRequest } from 'next/server'

import { type EventContent, getEventByHash } from '@/data/events'
import { consumeRateLimit } from '@/data/rateLimit'
import { getRegistrationStatus, type RegistrationStatus } from '@/data/registrations'
import { clientIp, rateLimitKey } from '@/rules/client'
import { eventPaths } from '@/rules/eventRoutes'
import { eventLimitsFromEnv, eventMessage, type EventLimits, type EventMessageId } from '@/rules/events'
import type { Locale } from '@/rules/language'
import { message, type MessageId } from '@/rules/messages'

import { isJsonContentType, readBodyCapped } from './body'
import { fail, privateCache } from './envelope'
import { fallbackLocale, queryLanguage } from './language'

/*
 * Shared steps of the event calls (docs/events.md, docs/api.md "Events"): per-client rate limits,
 * the event behind {hash}, a capped JSON body, answers in the request's language. Every bad input
 * is a 4xx with the envelope; nothing here throws for what a client sends.
 */

export const noStore = { 'Cache-Control': privateCache }
/** The live registration status: a CDN may hold it a few seconds, no more. */
export const liveCache = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

export type Refusal = Response

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

export const siteText = (id: MessageId, locale: Locale, params?: Record<string, string>) => message(id, locale, params)
export const eventText = (id: EventMessageId, locale: Locale, params?: Record<string, string | number>) => eventMessage(id, locale, params)

export interface EventCallStart {
  locale: Locale
  limits: EventLimits
  ip: string
}

/**
 * The first steps of every event call: the client's allowance of reads or writes per minute
 * (every request counts, valid or not), then the `language` query parameter.
 */
export async function startEventCall(request: NextRequest, kind: 'read' | 'write'): Promise<EventCallStart | Refusal> {
  const limits = eventLimitsFromEnv()
  const ip = rateLimitKey(clientIp(request))
  const locale = fallbackLocale(request)
  const allowance = kind === 'read' ? limits.readsPerMinute : limits.writesPerMinute
  const counted = await consumeRateLimit(`event-${kind}:${ip}`, allowance, 60)
  if (!counted.allowed) return refuse(429, siteText('rateLimited', locale), { retryAfter: counted.retryAfterSeconds })
  const language = queryLanguage(request.nextUrl.searchParams)
  if (!language) return refuse(400, siteText('invalidLanguage', locale), { field: 'language' })
  // An explicit ?language= speaks; otherwise Accept-Language (fallbackLocale), else Chinese.
  return { locale: request.nextUrl.searchParams.has('language') ? language : locale, limits, ip }
}

/** The event of `/api/front/{hash}` in `locale`; a 404 envelope for an unknown or malformed hash. */
export async function eventForHash(hash: string, locale: Locale): Promise<EventContent | Refusal> {
  const event = await getEventByHash(locale, hash)
  return event ?? refuse(404, eventText('eventNotFound', locale))
}

/** A JSON object body: 415 for another content type, 413 above the limit, 400 for bad UTF-8 / JSON. */
export async function readJsonBody(request: NextRequest, locale: Locale, maxBytes: number): Promise<{ body: unknown } | Refusal> {
  if (!isJsonContentType(request.headers.get('content-type'))) return refuse(415, siteText('unsupportedContentType', locale))
  const read = await readBodyCapped(request, maxBytes)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? refuse(413, siteText('payloadTooLarge', locale), { close: true })
      : refuse(400, siteText('invalidBody', locale), { close: true })
  }
  try {
    return { body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)) as unknown }
  } catch {
    return refuse(400, siteText('invalidJson', locale))
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isRefusal(value: unknown): value is Response {
  return value instanceof Response
}

/** What the registration pages need of an event, with its live status (GET {hash}, mega1RegistrationInfo). */
export function publicEventInfo(event: EventContent, status: RegistrationStatus) {
  return {
    hash: event.hash,
    token: event.token,
    language: event.language,
    title: event.title,
    subtitle: event.subtitle,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    venue: { name: event.venue.name, address: event.venue.address },
    microsite: { zh: eventPaths.microsite(event.token, 'zh'), en: eventPaths.microsite(event.token, 'en') },
    registration: {
      state: status.state,
      opensAt: event.registration.opensAt,
      closesAt: event.registration.closesAt ?? event.startsAt,
      capacity: event.registration.capacity,
      seatsLeft: status.seatsLeft,
      questions: event.registration.questions,
    },
    checkIn: status.checkIn,
    invitations: status.invitations,
  }
}

export async function eventInfoWithStatus(event: EventContent) {
  return publicEventInfo(event, await getRegistrationStatus(event))
}
