import type { NextRequest } from 'next/server'

import { answerInvitation } from '@/data/registrations'
import { formatCode } from '@/rules/personalCodes'
import { parseLanguage, type Locale } from '@/rules/language'
import { parseRegistrationRequest, registrationFields, registrationHoneypotField } from '@/rules/registration'

import { eventForHash, eventText, isPlainObject, isRefusal, noStore, readJsonBody, refuse, siteText, startEventCall } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { otherMethods } from '@/app/api/_lib/route'

type Context = { params: Promise<{ hash: string }> }

const declineKeys = new Set<string>(['code', 'response', 'language', 'source', 'answers', registrationHoneypotField, ...registrationFields])

/**
 * POST /api/front/{hash}/invitation {code, response: accept|decline, …}: a guest answers a
 * personal invitation. Accepting carries the registration form (name, company, job title, phone,
 * e-mail, answers) and registers the guest (docs/events.md); declining needs only the code.
 * 404 unknown code, 403 after the event, 409 a phone or e-mail already registered by someone else.
 */
export const POST = handle(async (request: NextRequest, { params }: Context) => {
  const start = await startEventCall(request, 'write')
  if (isRefusal(start)) return start
  let locale: Locale = start.locale
  const hash = (await params).hash
  let event = await eventForHash(hash, locale)
  if (isRefusal(event)) return event
  const read = await readJsonBody(request, locale, start.limits.maxBodyBytes)
  if (isRefusal(read)) return read
  const body = read.body
  if (!isPlainObject(body)) return refuse(400, siteText('invalidBody', locale))
  const bodyLanguage = parseLanguage(body.language)
  if (bodyLanguage && bodyLanguage !== locale) {
    // The questions' labels in the form's messages speak the body's language too.
    locale = bodyLanguage
    const inBodyLanguage = await eventForHash(hash, locale)
    if (isRefusal(inBodyLanguage)) return inBodyLanguage
    event = inBodyLanguage
  }

  if (typeof body.code !== 'string' || body.code.trim() === '') return refuse(400, siteText('badRequest', locale, { param: 'code' }), { field: 'code' })
  if (body.response !== 'accept' && body.response !== 'decline') return refuse(400, eventText('invitationResponse', locale), { field: 'response' })
  const code = body.code.slice(0, 64)

  let outcome
  if (body.response === 'decline') {
    for (const key of Object.keys(body)) {
      if (!declineKeys.has(key)) return refuse(400, siteText('unknownField', locale, { field: key }), { field: key })
    }
    if (body.language !== undefined && body.language !== null && !bodyLanguage) return refuse(400, siteText('invalidLanguage', locale), { field: 'language' })
    outcome = await answerInvitation(event, code, { response: 'decline' })
  } else {
    const parsed = parseRegistrationRequest(body, event.registration.questions, ['code', 'response'])
    if (!parsed.ok) return refuse(parsed.status, parsed.message, { field: parsed.field })
    outcome = await answerInvitation(event, code, { response: 'accept', values: parsed.values, language: parsed.language })
  }

  if (outcome.ok) {
    if (outcome.status === 'declined') return ok({ status: 'declined' }, { headers: noStore, message: eventText('invitationDeclined', locale) })
    const registrationCode = outcome.registration.code
    return ok(
      { status: 'accepted', code: registrationCode, displayCode: formatCode(registrationCode), name: outcome.registration.name },
      { headers: noStore, message: eventText('invitationAccepted', locale) },
    )
  }
  switch (outcome.reason) {
    case 'notFound':
      return refuse(404, eventText('invitationNotFound', locale), { data: { field: 'code', reason: 'notFound' } })
    case 'ended':
      return refuse(403, eventText('invitationEnded', locale), { data: { reason: 'ended' } })
    case 'duplicatePhone':
      return refuse(409, eventText('duplicatePhone', locale), { data: { field: 'phone', reason: 'duplicatePhone' } })
    case 'duplicateEmail':
      return refuse(409, eventText('duplicateEmail', locale), { data: { field: 'email', reason: 'duplicateEmail' } })
  }
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
