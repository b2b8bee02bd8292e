/**
 * The body of POST /api/front/{hash}/invitation (docs/api.md "Events"): the invitation's code and
 * the guest's answer. Accepting carries the registration form too (rules/registration.ts, read by
 * the route with the event's questions); declining carries nothing else that counts.
 */
import { z } from './zod'
import { eventMessage } from './events'
import { bodyLanguage } from '@rugged/front-door'

import type { Locale } from './language'
import { message } from './messages'
import { registrationFields, registrationHoneypotField } from './registration'

export const invitationAnswerSchema = z.object({
  code: z.string().refine((code) => code.trim() !== ''),
  response: z.enum(['accept', 'decline']),
})

/** The keys a decline may carry: what the same page's accept form sends. */
const declineKeys = new Set<string>(['code', 'response', 'language', 'source', 'answers', registrationHoneypotField, ...registrationFields])

/** Codes are shorter; a longer one is looked up by its start (and found by nobody). */
const longestCode = 64

export type InvitationAnswer =
  | { ok: true; code: string; response: 'accept' | 'decline' }
  | { ok: false; message: string; field: string }

/** `body` is a plain object; `locale` is the body's language when valid, else the request's. */
export function parseInvitationAnswer(body: Record<string, unknown>, locale: Locale): InvitationAnswer {
  const parsed = invitationAnswerSchema.safeParse(body)
  if (!parsed.success) {
    return parsed.error.issues[0]?.path[0] === 'code'
      ? { ok: false, message: message('badRequest', locale, { param: 'code' }), field: 'code' }
      : { ok: false, message: eventMessage('invitationResponse', locale), field: 'response' }
  }
  const { code, response } = parsed.data
  if (response === 'decline') {
    const unknown = Object.keys(body).find((key) => !declineKeys.has(key))
    if (unknown) return { ok: false, message: message('unknownField', locale, { field: unknown }), field: unknown }
    if (!bodyLanguage(body.language)) {
      return { ok: false, message: message('invalidLanguage', locale), field: 'language' }
    }
  }
  return { ok: true, code: code.slice(0, longestCode), response }
}
