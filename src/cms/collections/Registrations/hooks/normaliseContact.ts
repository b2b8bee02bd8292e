import type { FieldHook } from 'payload'

import { normaliseEmail, normalisePhone } from '../../../../rules/events'

/**
 * Phone numbers and e-mail addresses are stored in one form (rules/events.ts), whoever writes
 * them — the API or staff in the admin — so the unique indexes "one registration per phone / per
 * e-mail per event" cannot be dodged by spacing or capitals.
 */
export const normalisePhoneField: FieldHook = ({ value }) => (typeof value === 'string' ? (normalisePhone(value) ?? value.trim()) : value)

export const normaliseEmailField: FieldHook = ({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value)
