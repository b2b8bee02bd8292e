import type { NextRequest } from 'next/server'

import { type EventContent, getEventByHash } from '@/data/events'
import { consumeRateLimit } from '@/data/rateLimit'
import { getRegistrationStatus, type RegistrationStatus } from '@/data/registrations'
import { clientIp, rateLimitKey } from '@/rules/client'
import { eventPaths } from '@/rules/eventRoutes'
import { eventLimitsFromEnv, eventMessage, type EventLimits, type EventMessageId } from '@/rules/events'
import { parseLanguage, type Locale } from '@/rules/language'
import { message, type MessageId } from '@/rules/messages'
import { isPlainObject } from '@/rules/plainObject'

import { fallbackLocale, queryLanguage } from './language'
import { isRefusal, noStore, refuse } from './refuse'

export { isRefusal, noStore, refuse }

/*
 * Shared steps of the event calls (docs/events.md, docs/api.md "Events"): the reads' per-client
 * rate limit, the event behind {hash}, answers in the request's language. (The writes go through
 * the POST pipeline, _lib/post.ts.) Every bad input is a 4xx with the envelope.
 */

/** The live registration status: a CDN may hold it a few seconds, no more. */
export const liveCache = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

export type Refusal = Response

export const siteText = (id: MessageId, locale: Locale, params?: Record<string, string>) => message(id, locale, params)
export const eventText = (id: EventMessageId, locale: Locale, params?: Record<string, string | number>) => eventMessage(id, locale, params)

export interface EventCallStart {
  locale: Locale
  limits: EventLimits
  ip: string
}

/**
 * The first steps of every event read: the client's allowance of reads per minute (every request
 * counts, valid or not), then the `language` query parameter.
 */
export async function startEventCall(request: NextRequest): Promise<EventCallStart | Refusal> {
  const limits = eventLimitsFromEnv()
  const ip = rateLimitKey(clientIp(request))
  const locale = fallbackLocale(request)
  const counted = await consumeRateLimit(`event-read:${ip}`, limits.readsPerMinute, 60)
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

/** The POST pipeline's target of a `/api/front/{hash}` write: the hash and its event in the request's language. */
export async function eventTarget(_request: NextRequest, { params }: { params: Promise<{ hash: string }> }, locale: Locale) {
  const hash = (await params).hash
  const event = await eventForHash(hash, locale)
  return isRefusal(event) ? event : { hash, event }
}

/**
 * The language a registration body speaks (its `language`, else the request's) and the event in
 * it: the questions' labels in the form's messages speak the body's language too.
 */
export async function eventInBodyLanguage(
  body: unknown,
  locale: Locale,
  { hash, event }: { hash: string; event: EventContent },
): Promise<{ locale: Locale; event: EventContent } | Refusal> {
  const bodyLanguage = isPlainObject(body) ? parseLanguage(body.language) : null
  if (!bodyLanguage || bodyLanguage === locale) return { locale, event }
  const inBodyLanguage = await eventForHash(hash, bodyLanguage)
  return isRefusal(inBodyLanguage) ? inBodyLanguage : { locale: bodyLanguage, event: inBodyLanguage }
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
