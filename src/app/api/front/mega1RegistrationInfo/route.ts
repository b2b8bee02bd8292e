import { findInvitation, getEventForInvitationPage } from '@/data/events'
import { formatCode } from '@/rules/personalCodes'
import { maskEmail, maskName, maskPhone, maskSalutation } from '@/rules/privacy'

import { eventInfoWithStatus, eventText, liveCache, refuse, siteText } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { repeated, singleValue } from '@/app/api/_lib/language'
import { rateClasses } from '@/app/api/_lib/post'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/mega1RegistrationInfo[?code=…]: what the /mega1-invitation pages need — the
 * event bound to them with its live registration status and questions, and with an invitation
 * code that guest's invitation: the salutation of the letter, the answer, the check-in code once
 * accepted, and the contact details on file masked (docs/events.md "Privacy": a link travels, so
 * it shows enough to recognise one's own details, not to learn them). 404 when no event uses the
 * mega1 pages, or for an unknown code.
 */
export const GET = publicGet(
  {},
  async ({ request, locale }) => {
  const event = await getEventForInvitationPage(locale, 'mega1-invitation')
  if (!event) return refuse(404, eventText('eventNotFound', locale))
  const code = singleValue(request.nextUrl.searchParams, 'code')
  if (code === repeated) return refuse(400, siteText('badRequest', locale, { param: 'code' }), { field: 'code' })
  const info = await eventInfoWithStatus(event)
  if (code === undefined) return ok({ event: info, invitation: null }, { headers: { 'Cache-Control': liveCache } })

  const invitation = await findInvitation(event.id, code)
  if (!invitation) return refuse(404, eventText('invitationNotFound', locale), { data: { field: 'code', reason: 'notFound' } })
  return ok(
    {
      event: info,
      invitation: {
        code: invitation.code,
        guestName: maskName(invitation.guestName),
        salutation: maskSalutation(invitation.salutation, invitation.guestName),
        company: invitation.company,
        phone: maskPhone(invitation.phone),
        email: maskEmail(invitation.email),
        status: invitation.status,
        respondedAt: invitation.respondedAt,
        registrationCode: invitation.registrationCode,
        displayCode: invitation.registrationCode ? formatCode(invitation.registrationCode) : null,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
  },
  { rateClass: rateClasses.eventRead },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
