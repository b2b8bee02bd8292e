import { randomInt } from 'node:crypto'

import { consumeRateLimit } from '@/data/rateLimit'
import { registerForEvent } from '@/data/registrations'
import { eventLimitsFromEnv, formatEventTime } from '@/rules/events'
import { formatCode, makeCode } from '@/rules/personalCodes'
import { parseRegistrationRequest } from '@/rules/registration'

import { eventForHash, eventInfoWithStatus, eventTarget, eventText, evenlyTimed, isRefusal, liveCache, noStore, refuse, siteText } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { post, rateClasses } from '@/app/api/_lib/post'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

type Context = { params: Promise<{ hash: string }> }

/**
 * GET /api/front/{hash}: the event's registration status (state, seats left, questions) — what the
 * microsite's form shows, live. 404 for an unknown hash.
 */
export const GET = publicGet(
  {},
  async ({ locale }, { params }: Context) => {
    const event = await eventForHash((await params).hash, locale)
    if (isRefusal(event)) return event
    return ok(await eventInfoWithStatus(event), { headers: { 'Cache-Control': liveCache } })
  },
  { rateClass: rateClasses.eventRead },
)

/*
 * POST /api/front/{hash}: a registration (docs/api.md "Events"). Checks, in order (the first
 * seven by the pipeline, _lib/post.ts):
 *   requests per client and minute (429) · language parameter (400) · the event (404) ·
 *   JSON content type (415) · body size (413) · JSON (400) · the form (400, data.field) ·
 *   honeypot (a fake success) · registrations per client and window (429) ·
 *   window (403) and capacity (409) · one per phone / e-mail · stored (201).
 * A phone or e-mail already registered is answered exactly like a new registration (201, a code
 * of the same shape that opens nothing, no row written): the answer must not tell anyone whether
 * a contact is registered (docs/events.md "Privacy"). The guest's first registration stands.
 */
export const POST = post({
  outcomes: 'site_registrations_total',
  rateClass: rateClasses.eventWrite,
  target: eventTarget,
  schema: (body, { locale, target: { event } }) => {
    const parsed = parseRegistrationRequest(body, event.registration.questions, [], locale)
    return parsed.ok ? { ...parsed, locale, event } : refuse(parsed.status, parsed.message, { field: parsed.field })
  },
  // Known and new contacts alike: never sooner than registrationAnswerFloorMs (issue 26).
  answer: (parsed, { ip }) => evenlyTimed(async () => {
    const { locale, event } = parsed
    const success = (code: string, name: string) =>
      ok(
        { code, displayCode: formatCode(code), name, event: { title: event.title, startsAt: event.startsAt, endsAt: event.endsAt, venue: event.venue.name } },
        { status: 201, headers: noStore, message: eventText('registered', locale) },
      )
    // A decoy: the same answer as a stored registration, with a fresh code nobody holds.
    const decoy = () => success(makeCode(randomInt), parsed.values.name)
    if (parsed.honeypotTripped) return decoy()

    const limits = eventLimitsFromEnv()
    const accepted = await consumeRateLimit(`event-register:${ip}`, limits.registrationsPerWindow, limits.registrationWindowSeconds)
    if (!accepted.allowed) return refuse(429, siteText('rateLimited', locale), { retryAfter: accepted.retryAfterSeconds })

    // The event's own language version is what the confirmation names.
    const outcome = await registerForEvent(event, { values: parsed.values, language: parsed.language, source: parsed.source })
    if (outcome.ok) return success(outcome.registration.code, parsed.values.name)
    switch (outcome.reason) {
      case 'duplicatePhone':
      case 'duplicateEmail':
        return decoy()
      case 'state':
        switch (outcome.state) {
          case 'notOpen':
            return refuse(403, eventText('registrationNotOpen', locale, { date: formatEventTime(event.registration.opensAt ?? event.startsAt, locale) }), {
              data: { reason: 'notOpen' },
            })
          case 'closed':
            return refuse(403, eventText('registrationClosed', locale), { data: { reason: 'closed' } })
          case 'ended':
            return refuse(403, eventText('eventEnded', locale), { data: { reason: 'ended' } })
          case 'full':
            return refuse(409, eventText('eventFull', locale), { data: { reason: 'full' } })
        }
    }
  }),
})

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
