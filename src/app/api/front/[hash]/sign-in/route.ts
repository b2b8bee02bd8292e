import { signIn } from '@/data/registrations'
import { parseCheckInRequest } from '@/rules/checkInRequest'
import { formatEventTime } from '@/rules/events'

import { eventForHash, eventText, noStore, refuse } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { post, rateClasses } from '@/app/api/_lib/post'
import { otherMethods } from '@/app/api/_lib/route'

type Context = { params: Promise<{ hash: string }> }

/**
 * POST /api/front/{hash}/sign-in {code} or {phone}: checks a registered guest in at the venue.
 * Idempotent: a second check-in answers 200 with the first time (firstTime false). Unknown code or
 * phone: 404 with a clear message; a cancelled registration 409; outside the check-in window 403.
 */
export const POST = post({
  rateClass: rateClasses.eventWrite,
  target: async (_request, { params }: Context, locale) => eventForHash((await params).hash, locale),
  schema: (body, { locale }) => {
    const parsed = parseCheckInRequest(body, locale)
    return parsed.ok ? parsed : refuse(parsed.status, parsed.message, { field: parsed.field, data: parsed.data })
  },
  answer: async ({ key, locale }, { target: event }) => {
    const outcome = await signIn(event, key)
    if (!outcome.ok) {
      switch (outcome.reason) {
        case 'notFound':
          return refuse(404, eventText('signInNotFound', locale), { data: { reason: 'notFound' } })
        case 'cancelled':
          return refuse(409, eventText('registrationCancelled', locale), { data: { reason: 'cancelled' } })
        case 'checkInNotOpen':
          return refuse(403, eventText('checkInNotOpen', locale), { data: { reason: 'checkInNotOpen' } })
        case 'checkInClosed':
          return refuse(403, eventText('checkInClosed', locale), { data: { reason: 'checkInClosed' } })
      }
    }
    const { result } = outcome
    const text = result.firstTime ? eventText('signedIn', locale) : eventText('alreadySignedIn', locale, { time: formatEventTime(result.signedInAt, locale) })
    return ok(result, { headers: noStore, message: text })
  },
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
