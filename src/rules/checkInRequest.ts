/**
 * The body of POST /api/front/{hash}/sign-in (docs/api.md "Events"): a check-in code or a mobile
 * number, never both, and the answers' language. Structure by the zod schema, then the choice.
 */
import { z } from './zod'
import { eventMessage, normalisePhone } from './events'
import { bodyLanguage } from '@rugged/front-door'

import type { Locale } from './language'
import { message } from './messages'
import { isPlainObject } from './plainObject'

export const checkInRequestSchema = z.strictObject({
  code: z.string().nullish(),
  phone: z.string().nullish(),
  language: z.unknown().optional(),
})

/** Longer than any code we issue: looked up as nothing, answered as not found. */
const longestCode = 32

export type CheckInRequest =
  | { ok: true; key: { code: string } | { phone: string }; locale: Locale }
  | { ok: false; status: number; message: string; field?: string; data?: Record<string, unknown> }

/** Messages speak `locale`, the visitor's language (the body's valid `language` already counted, handle.ts). */
export function parseCheckInRequest(body: unknown, locale: Locale): CheckInRequest {
  const reject = (text: string, field?: string, status = 400): CheckInRequest => ({ ok: false, status, message: text, ...(field ? { field } : {}) })
  if (!isPlainObject(body)) return reject(message('invalidBody', locale))
  if (!bodyLanguage(body.language)) return reject(message('invalidLanguage', locale), 'language')
  const parsed = checkInRequestSchema.safeParse(body)
  if (!parsed.success) {
    const { issues } = parsed.error
    const unknown = issues.find((issue) => issue.code === 'unrecognized_keys')
    const key = unknown?.code === 'unrecognized_keys' ? unknown.keys[0]! : String(issues[0]?.path[0])
    return unknown ? reject(message('unknownField', locale, { field: key }), key) : reject(message('invalidField', locale, { field: key }), key)
  }
  const code = parsed.data.code?.trim() ?? ''
  const phone = parsed.data.phone?.trim() ?? ''
  if (code && phone) return reject(eventMessage('signInBody', locale), 'phone')
  if (!code && !phone) return reject(eventMessage('signInQueryEmpty', locale), 'code')
  if (phone) {
    const normalised = normalisePhone(phone)
    return normalised ? { ok: true, key: { phone: normalised }, locale } : reject(eventMessage('phoneFormat', locale), 'phone')
  }
  if (code.length > longestCode) return { ok: false, status: 404, message: eventMessage('signInNotFound', locale), data: { reason: 'notFound' } }
  return { ok: true, key: { code }, locale }
}
