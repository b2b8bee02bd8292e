import { randomBytes } from 'node:crypto'

import type { FieldHook } from 'payload'

import { eventHashBytes, isEventHash } from '../../../../rules/events'

/**
 * The event's public id in API paths (/api/front/{hash}): drawn once when the event is created,
 * never changed afterwards (a printed QR code or a shared link keeps working), never guessable.
 */
export const assignHash: FieldHook = ({ value, originalDoc, operation }) => {
  const existing: unknown = originalDoc?.hash
  if (operation === 'update' && isEventHash(existing)) return existing
  return isEventHash(value) ? value : randomBytes(eventHashBytes).toString('hex')
}
