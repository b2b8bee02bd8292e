/** A guest's answer to a personal invitation: accepting registers them, declining cancels that. */
import type { Registration } from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import { invitationState } from '@/rules/events'
import type { Locale } from '@/rules/language'
import type { RegistrationValues } from '@/rules/registration'

import { type EventContent, findInvitation, type InvitationContent } from '../events'
import { getPayloadClient } from '../payload'
import { isUniqueViolation } from '../sql'
import { attempts, createRegistration, findDuplicate, normaliseValues, type RegistrationReceipt } from './register'
import { invitationRegistrationCode } from './invitationCode'
import { eventTimes } from './status'

export type InvitationOutcome =
  | { ok: true; status: 'accepted'; invitation: InvitationContent; registration: Pick<RegistrationReceipt, 'code' | 'name'> }
  | { ok: true; status: 'declined'; invitation: InvitationContent }
  | { ok: false; reason: 'notFound' | 'ended' }

/**
 * A guest answers a personal invitation. Accepting registers them (source "invitation", no
 * public seat: invited guests are on top of the public capacity, and the public window does not
 * apply) with the details they confirm, or updates and reinstates the registration of an earlier
 * acceptance. Declining cancels that registration, if any. Answers may change until the event
 * ends; accepting twice is harmless.
 *
 * A phone or e-mail another registration of the event holds is answered exactly like a new one
 * (issue 26: a 409 told the holder of any invitation code whether a contact was registered): the
 * invitation is marked accepted, nothing else is stored, and the code told is the one this
 * invitation's registration has or would have (invitationCode.ts), so answering again tells
 * nothing either. The first registration of that contact stands.
 */
export async function answerInvitation(
  event: EventContent,
  code: string,
  answer: { response: 'accept'; values: RegistrationValues; language: Locale } | { response: 'decline' },
  now = Date.now(),
): Promise<InvitationOutcome> {
  const invitation = await findInvitation(event.id, code)
  if (!invitation) return { ok: false, reason: 'notFound' }
  if (invitationState(eventTimes(event), now) === 'ended') return { ok: false, reason: 'ended' }
  const payload = await getPayloadClient()
  const respondedAt = new Date(now).toISOString()
  // The registration an earlier acceptance made: one per invitation (a unique index).
  const linked = async () =>
    (await payload.find({ collection: 'registrations', where: { invitation: { equals: invitation.id } }, depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null
  const reread = async () => (await findInvitation(event.id, code))!

  if (answer.response === 'decline') {
    const registration = await linked()
    if (registration && registration.status !== 'cancelled') {
      await payload.update({ collection: 'registrations', id: registration.id, data: { status: 'cancelled' }, depth: 0, overrideAccess: true })
    }
    await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'declined', respondedAt }, depth: 0, overrideAccess: true })
    return { ok: true, status: 'declined', invitation: await reread() }
  }

  const values = normaliseValues(answer.values)
  const data = { ...values, language: payloadLocale(answer.language), status: 'confirmed' as const }
  let registration: Registration | null = null
  for (let attempt = 0; attempt < attempts && !registration; attempt++) {
    const existing = await linked()
    const duplicate = await findDuplicate(payload, event.id, values, existing?.id)
    if (duplicate) {
      // Found the registration a simultaneous acceptance of this very invitation has just made?
      if (!existing && (await linked())) continue
      await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'accepted', respondedAt }, depth: 0, overrideAccess: true })
      return { ok: true, status: 'accepted', invitation: await reread(), registration: { code: existing?.code || invitationRegistrationCode(invitation.id), name: values.name } }
    }
    try {
      registration = existing
        ? await payload.update({ collection: 'registrations', id: existing.id, data, depth: 0, overrideAccess: true })
        : await createRegistration(payload, event, {
            ...data,
            code: invitationRegistrationCode(invitation.id),
            event: event.id,
            invitation: invitation.id,
            source: 'invitation',
            seat: null,
            checkedIn: false,
          })
    } catch (error) {
      // A double click: the other request has just registered this invitation; update that one.
      if (!isUniqueViolation(error)) throw error
    }
  }
  if (!registration) throw new Error('answerInvitation: could not register the guest')
  await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'accepted', respondedAt }, depth: 0, overrideAccess: true })
  return { ok: true, status: 'accepted', invitation: await reread(), registration: { code: registration.code ?? '', name: registration.name } }
}
