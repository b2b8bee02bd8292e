import { randomInt } from 'node:crypto'

import type { FieldHook } from 'payload'

import { invitationCodeLength, invitationCodePattern, makeCode, normaliseCode } from '../../../../rules/events'

/** The invitation's personal code (its page is /{invitation page}/{code}): drawn on creation, then kept. */
export const assignInvitationCode: FieldHook = ({ value, originalDoc, operation }) => {
  const existing: unknown = originalDoc?.code
  if (operation === 'update' && typeof existing === 'string' && existing) return existing
  const typed = typeof value === 'string' ? normaliseCode(value) : ''
  return invitationCodePattern.test(typed) ? typed : makeCode(invitationCodeLength, randomInt)
}
