import { randomInt } from 'node:crypto'

import type { FieldHook } from 'payload'

import { makeCode, normaliseCode, registrationCodeLength, registrationCodePattern } from '../../../../rules/events'

/**
 * The guest's personal check-in code: drawn on creation (a unique index catches the improbable
 * clash), kept for good afterwards.
 */
export const assignCode: FieldHook = ({ value, originalDoc, operation }) => {
  const existing: unknown = originalDoc?.code
  if (operation === 'update' && typeof existing === 'string' && existing) return existing
  const typed = typeof value === 'string' ? normaliseCode(value) : ''
  return registrationCodePattern.test(typed) ? typed : makeCode(registrationCodeLength, randomInt)
}
