import { randomInt } from 'node:crypto'

import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { codeProblem, codeProblemMessages, makeCode, normaliseCode } from '../../rules/personalCodes'

/**
 * A personal code field (registrations' check-in code, invitations' code; docs/events.md "Codes"):
 * drawn from crypto randomness on creation unless staff typed one, kept for good afterwards (a
 * unique index catches the improbable clash).
 */
export const assignPersonalCode: FieldHook = ({ value, originalDoc, operation }) => {
  const existing: unknown = originalDoc?.code
  if (operation === 'update' && typeof existing === 'string' && existing) return existing
  const typed = typeof value === 'string' ? normaliseCode(value) : ''
  return typed || makeCode(randomInt)
}

/**
 * A typed code must be as hard to guess as a drawn one: refused with a clear message otherwise.
 * Only a new code is judged — a stored one never changes (assignPersonalCode), and refusing it
 * would lock staff out of editing older rows.
 */
export const validatePersonalCode: TextFieldSingleValidation = (value, { operation }) => {
  if (operation !== 'create' || typeof value !== 'string') return true
  const problem = codeProblem(value)
  return problem ? codeProblemMessages[problem] : true
}
