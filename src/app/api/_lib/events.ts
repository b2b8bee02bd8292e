import type { NextRequest } from 'next/server'

import { type EventContent, getEventByHash } from '@/data/events'
import { getRegistrationStatus, type RegistrationStatus } from '@/data/registrations'
import { eventPaths } from '@/rules/eventRoutes'
import { eventMessage, type EventMessageId, registrationAnswerFloorMs } from '@/rules/events'
import type { Locale } from '@/rules/language'
import { message, type MessageId } from '@/rules/messages'

import { isRefusal, noStore, refuse } from './refuse'

export { isRefusal, noStore, refuse }

/*
 * Shared parts of the event calls (docs/events.md, docs/api.md "Events"): the event behind {hash},
 * its public view, texts. The reads are publicGet routes with the event-read rate class, the
 * writes post routes (_lib/route.ts, _lib/post.ts). Every bad input is a 4xx with the envelope.
 */

/** The live registration status: a CDN may hold it a few seconds, no more. */
export const liveCache = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

export type Refusal = Response

export const siteText = (id: MessageId, locale: Locale, params?: Record<string, string>) => message(id, locale, params)
export const eventText = (id: EventMessageId, locale: Locale, params?: Record<string, string | number>) => eventMessage(id, locale, params)

/** The event of `/api/front/{hash}` in `locale`; a 404 envelope for an unknown or malformed hash. */
export async function eventForHash(hash: string, locale: Locale): Promise<EventContent | Refusal> {
  const event = await getEventByHash(locale, hash)
  return event ?? refuse(404, eventText('eventNotFound', locale))
}

/** The POST pipeline's target of a `/api/front/{hash}` write: the hash and its event in the visitor's language (the body's, when it names one). */
export async function eventTarget(_request: NextRequest, { params }: { params: Promise<{ hash: string }> }, locale: Locale) {
  const hash = (await params).hash
  const event = await eventForHash(hash, locale)
  return isRefusal(event) ? event : { hash, event }
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
      seats: status.seats,
      questions: event.registration.questions,
    },
    checkIn: status.checkIn,
    invitations: status.invitations,
  }
}

export async function eventInfoWithStatus(event: EventContent) {
  return publicEventInfo(event, await getRegistrationStatus(event))
}

/**
 * The route's answer, never sooner than `floorMs` after it began (registrationAnswerFloorMs):
 * whether a contact was known, which a write or its absence would time, does not show in when the
 * answer comes.
 */
export async function evenlyTimed<Result>(answer: () => Promise<Result>, floorMs = registrationAnswerFloorMs): Promise<Result> {
  const started = performance.now()
  try {
    return await answer()
  } finally {
    const left = floorMs - (performance.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}
