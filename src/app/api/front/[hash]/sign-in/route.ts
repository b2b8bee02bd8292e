import type { NextRequest } from 'next/server'

import { signIn } from '@/data/registrations'
import { formatEventTime, normalisePhone } from '@/rules/events'
import { parseLanguage, type Locale } from '@/rules/language'

import { eventForHash, eventText, isPlainObject, isRefusal, noStore, readJsonBody, refuse, siteText, startEventCall } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { otherMethods } from '@/app/api/_lib/route'

type Context = { params: Promise<{ hash: string }> }

const allowedKeys = new Set(['code', 'phone', 'language'])

/**
 * POST /api/front/{hash}/sign-in {code} or {phone}: checks a registered guest in at the venue.
 * Idempotent: a second check-in answers 200 with the first time (firstTime false). Unknown code or
 * phone: 404 with a clear message; a cancelled registration 409; outside the check-in window 403.
 */
export const POST = handle(async (request: NextRequest, { params }: Context) => {
  const start = await startEventCall(request, 'write')
  if (isRefusal(start)) return start
  let locale: Locale = start.locale
  const event = await eventForHash((await params).hash, locale)
  if (isRefusal(event)) return event
  const read = await readJsonBody(request, locale, start.limits.maxBodyBytes)
  if (isRefusal(read)) return read
  const body = read.body
  if (!isPlainObject(body)) return refuse(400, siteText('invalidBody', locale))
  if (body.language !== undefined && body.language !== null) {
    const language = parseLanguage(body.language)
    if (!language) return refuse(400, siteText('invalidLanguage', locale), { field: 'language' })
    locale = language
  }
  for (const key of Object.keys(body)) {
    if (!allowedKeys.has(key)) return refuse(400, siteText('unknownField', locale, { field: key }), { field: key })
  }
  for (const key of ['code', 'phone'] as const) {
    const value = body[key]
    if (value !== undefined && value !== null && typeof value !== 'string') return refuse(400, siteText('invalidField', locale, { field: key }), { field: key })
  }
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  const phone = typeof body.phone === 'string' ? body.phone.trim() : ''
  if (code && phone) return refuse(400, eventText('signInBody', locale), { field: 'phone' })
  if (!code && !phone) return refuse(400, eventText('signInQueryEmpty', locale), { field: 'code' })
  let key: { code: string } | { phone: string }
  if (phone) {
    const normalised = normalisePhone(phone)
    if (!normalised) return refuse(400, eventText('phoneFormat', locale), { field: 'phone' })
    key = { phone: normalised }
  } else {
    if (code.length > 32) return refuse(404, eventText('signInNotFound', locale), { data: { reason: 'notFound' } })
    key = { code }
  }

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
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
