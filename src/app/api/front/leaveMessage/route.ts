import { createHash, randomInt } from 'node:crypto'

import { saveEnquiry } from '@/data/enquiries'
import { enquiryContext } from '@/data/enquiryContext'
import { consumeRateLimit } from '@/data/rateLimit'
import { isDatabaseUnavailable } from '@/data/unavailable'
import { parseEnquiryRequest } from '@/rules/enquiry'
import { normaliseEmail } from '@/rules/events'
import { enquiryLimitsFromEnv } from '@/rules/limits'
import { noticeLanguage, notifyLanguage, pageOfOrigin } from '@/rules/mailDelivery'
import { message } from '@/rules/messages'
import { trustedOrigins } from '@/seo/siteUrl'

import { serveDirectly } from '@/app/api/_lib/directRoutes'
import { fail, ok } from '@/app/api/_lib/envelope'
import { serviceUnavailable } from '@/app/api/_lib/handle'
import { post, rateClasses } from '@/app/api/_lib/post'
import { noStore, refuse } from '@/app/api/_lib/refuse'
import { otherMethods } from '@/app/api/_lib/route'

/*
 * POST /api/front/leaveMessage — spec §3 (fields), §5 (rules, in order), §7 (the call), §8 (messages).
 * The pipeline (_lib/post.ts) checks, in this order, the first failure answering:
 *   (a) per-client request rate (any POST, valid or not)  429 rateLimited + Retry-After
 *   (b) Content-Type application/json                     415 unsupportedContentType
 *   (c) body size (declared, then actually read)          413 payloadTooLarge
 *   (d) JSON syntax (UTF-8)                               400 invalidJson
 *   (e) structure and the §5 rules (parseEnquiryRequest)  400 with its message, data.field
 * then this route:
 *   (f) honeypot filled                                   answered as a success, nothing stored
 *   (g) a partner or estimate tier that does not exist    400 badRequest, data.field (issue 29)
 *   (h) accepted enquiries per client and window          429 rateLimited + Retry-After
 *       then per e-mail address and its window (any client): past it the enquiry is still
 *       stored and answered as any other, but held (issue 37): no staff mail is sent for it
 *   (i) stored                                            201 { id } 'Submitted successfully!'
 *       with its page of origin (a same-site Referer) and its staff notice queued in the same
 *       transaction; the mail itself goes out later (the 'mail' queue), never before the answer.
 * The database unavailable at any step (counters, store): 503 serviceUnavailable + Retry-After.
 * Every message speaks the visitor's language, decided once before the first check (handle.ts):
 * the body's valid `language`, else the query's, else Accept-Language's first choice by weight,
 * else Chinese.
 */
export const POST = post({
  outcomes: 'site_enquiries_total',
  rateClass: rateClasses.enquiry,
  schema: (body, { locale }) => {
    const parsed = parseEnquiryRequest(body, locale)
    if (parsed.ok) return { ...parsed, locale }
    return fail(parsed.status, parsed.message, { headers: noStore, data: parsed.field === undefined ? null : { field: parsed.field } })
  },
  answer: async ({ enquiry, honeypotTripped, locale }, { request, ip }) => {
    // A body without `language` is stored as Chinese (spec §9 default), but the visitor is still
    // answered in the request's language, as its errors were.
    const success = (id: number) => ok({ id }, { status: 201, headers: noStore, message: message('submitSuccess', locale) })

    // (f) A bot that filled the hidden field is told it succeeded; nothing is stored or counted.
    if (honeypotTripped) return success(randomInt(1, 1_000_000))

    // (g) Issue 29: "contact this partner" names a published partner; an estimate, a tier of the
    // pricing page, whose rates price it again here (in the staff's language, for the inbox).
    const context = await enquiryContext(enquiry, noticeLanguage(notifyLanguage(process.env), enquiry.language))
    if ('invalid' in context) {
      return fail(400, message('badRequest', locale, { param: context.invalid }), { headers: noStore, data: { field: context.invalid } })
    }

    // (h) Only valid enquiries use up the allowance.
    const limits = enquiryLimitsFromEnv()
    const accepted = await consumeRateLimit(`enquiry:${ip}`, limits.acceptedPerWindow, limits.acceptedWindowSeconds)
    if (!accepted.allowed) return refuse(429, message('rateLimited', locale), { retryAfter: accepted.retryAfterSeconds })
    // (h') …and per e-mail address, from any client (issue 26). Past it the enquiry is held, not
    // refused (issue 37): the limit keeps the staff's inbox from a stranger using the customer's
    // address, and never costs the customer a message.
    const perEmail = await consumeRateLimit(enquiryEmailKey(enquiry.email), limits.acceptedPerEmail, limits.emailWindowSeconds)
    const held = perEmail.allowed ? null : ('manyFromAddress' as const)

    // (i) Spec §8: a failed submission reads 'Submission failed, please refresh and try again!'.
    try {
      const saved = await saveEnquiry(enquiry, pageOfOrigin(request.headers.get('referer'), request.headers.get('host'), trustedOrigins()), context, held)
      return success(saved.id)
    } catch (error) {
      // The database is away for a moment: "try again shortly" (503), not "refresh" (500).
      if (isDatabaseUnavailable(error)) return serviceUnavailable(locale)
      console.error('[api] leaveMessage: could not store the enquiry:', error)
      return refuse(500, message('submitFailed', locale))
    }
  },
})

/** The counter of one e-mail address: hashed, so the counters table holds no address. */
function enquiryEmailKey(email: string): string {
  return `enquiry-email:${createHash('sha256').update(normaliseEmail(email)).digest('base64url').slice(0, 22)}`
}

// The busiest write: the server hands it straight to this handler once Next has loaded it.
serveDirectly('/api/front/leaveMessage', POST)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
