import { answerInvitation } from '@/data/registrations'
import { parseInvitationAnswer } from '@/rules/invitationRequest'
import { formatCode } from '@/rules/personalCodes'
import { isPlainObject } from '@/rules/plainObject'
import { parseRegistrationRequest } from '@/rules/registration'

import { eventTarget, eventText, evenlyTimed, noStore, refuse, siteText } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { post, rateClasses } from '@/app/api/_lib/post'
import { otherMethods } from '@/app/api/_lib/route'

type Context = { params: Promise<{ hash: string }> }

/**
 * POST /api/front/{hash}/invitation {code, response: accept|decline, …}: a guest answers a
 * personal invitation. Accepting carries the registration form (name, company, job title, phone,
 * e-mail, answers) and registers the guest (docs/events.md); declining needs only the code.
 * 404 unknown code, 403 after the event. A phone or e-mail already registered by someone else is
 * answered like a new one (docs/events.md "Privacy", issue 26).
 */
export const POST = post({
  rateClass: rateClasses.eventWrite,
  target: eventTarget,
  schema: (body, { locale, target: { event } }) => {
    if (!isPlainObject(body)) return refuse(400, siteText('invalidBody', locale))
    const answer = parseInvitationAnswer(body, locale)
    if (!answer.ok) return refuse(400, answer.message, { field: answer.field })
    if (answer.response === 'decline') return { locale, event, code: answer.code, reply: { response: 'decline' as const } }
    const parsed = parseRegistrationRequest(body, event.registration.questions, ['code', 'response'], locale)
    if (!parsed.ok) return refuse(parsed.status, parsed.message, { field: parsed.field })
    return { locale, event, code: answer.code, reply: { response: 'accept' as const, values: parsed.values, language: parsed.language } }
  },
  // Known and new contacts alike: never sooner than registrationAnswerFloorMs (issue 26).
  answer: ({ locale, event, code, reply }) => evenlyTimed(async () => {
    const outcome = await answerInvitation(event, code, reply)
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
    }
  }),
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
