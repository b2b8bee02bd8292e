/**
 * Events' identifiers and the contact details registrations are keyed by (docs/events.md):
 * the public event hash, phone numbers and e-mail addresses in their stored form, and what a
 * sign-in box holds.
 */
import { looksLikeFormula } from '../formula'
import { normaliseCode } from '../personalCodes'

/** An event's public id in API paths: 24 lower-case hex digits (96 random bits), not guessable. */
export const eventHashPattern = /^[0-9a-f]{24}$/
export const eventHashBytes = 12

export function isEventHash(value: unknown): value is string {
  return typeof value === 'string' && eventHashPattern.test(value)
}

/**
 * Phone numbers, stored in one form so that "one registration per phone" cannot be dodged by
 * spacing: a mainland mobile number as its 11 digits (a +86 / 0086 prefix dropped), any other
 * number in E.164 form (+ and 7–15 digits, a 00 prefix read as +). Spaces, hyphens, dots and
 * brackets are ignored; full-width digits count. Null when it is not a phone number.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.normalize('NFKC').replace(/[\s\-().]/g, '')
  if (compact.length > 24) return null
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact
  const mainland = /^(?:\+?86)?(1[3-9]\d{9})$/.exec(international)
  if (mainland?.[1]) return mainland[1]
  if (/^\+[1-9]\d{6,14}$/.test(international)) return international
  return null
}

/**
 * E-mail addresses: a practical pattern (the enquiry's §5 pattern is deliberately narrow and not
 * meant for this), at most 254 characters; stored trimmed and lower-cased, so that
 * Li@Example.com and li@example.com are one person.
 */
export const registrationEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/
export const emailMaxLength = 254

export function normaliseEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase()
}

/** What a sign-in box holds: a phone number if it reads as one, else a code. */
export function classifySignInInput(value: string): { phone: string } | { code: string } | null {
  const phone = normalisePhone(value)
  if (phone) return { phone }
  const code = normaliseCode(value)
  return code.length > 0 && code.length <= 32 ? { code } : null
}

/**
 * A company name fit to suggest to other guests (issue 26): plain text, no formula a spreadsheet
 * would run (`=HYPERLINK(…)`), no markup, address or control character.
 */
export function isPlainCompanyName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !looksLikeFormula(name) && !/[\u0000-\u001f\u007f<>{}\\`]|:\/\/|^\s*$/.test(name)
}
