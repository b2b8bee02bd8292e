import { randomInt } from 'node:crypto'

import type { NextRequest } from 'next/server'

import { saveEnquiry } from '@/data/enquiries'
import { consumeRateLimit } from '@/data/rateLimit'
import { isDatabaseUnavailable } from '@/data/unavailable'
import { clientIp, rateLimitKey } from '@/rules/client'
import { parseEnquiryRequest } from '@/rules/enquiry'
import { type Locale, parseLanguage } from '@/rules/language'
import { enquiryLimitsFromEnv } from '@/rules/limits'
import { pageOfOrigin } from '@/rules/mailDelivery'
import { message, type MessageId } from '@/rules/messages'
import { trustedOrigins } from '@/seo/siteUrl'

import { isJsonContentType, readBodyCapped } from '@/app/api/_lib/body'
import { fail, ok, privateCache } from '@/app/api/_lib/envelope'
import { handle, serviceUnavailable } from '@/app/api/_lib/handle'
import { fallbackLocale, queryLanguage } from '@/app/api/_lib/language'
import { otherMethods } from '@/app/api/_lib/route'

/*
 * POST /api/front/leaveMessage — spec §3 (fields), §5 (rules, in order), §7 (the call), §8 (messages).
 * Checks, in this order, the first failure answering:
 *   (a) per-client request rate (any POST, valid or not)  429 rateLimited + Retry-After
 *   (b) Content-Type application/json                     415 unsupportedContentType
 *   (c) body size (declared, then actually read)          413 payloadTooLarge
 *   (d) JSON syntax (UTF-8)                               400 invalidJson
 *   (e) structure and the §5 rules (parseEnquiryRequest)  400 with its message, data.field
 *   (f) honeypot filled                                   answered as a success, nothing stored
 *   (g) accepted enquiries per client and window          429 rateLimited + Retry-After
 *   (h) stored                                            201 { id } 'Submitted successfully!'
 *       with its page of origin (a same-site Referer) and its staff notice queued in the same
 *       transaction; the mail itself goes out later (the 'mail' queue), never before the answer.
 * The database unavailable at any step (counters, store): 503 serviceUnavailable + Retry-After.
 * Messages are in the body's language once it is parsed; before that in the `language` query
 * parameter's, else Accept-Language's first choice (zh/en), else Chinese.
 */

const noStore = { 'Cache-Control': privateCache }

function refuse(
  status: number,
  messageId: MessageId,
  locale: Locale,
  extra: { field?: string; retryAfter?: number; close?: boolean } = {},
) {
  const headers = new Headers(noStore)
  if (extra.retryAfter !== undefined) headers.set('Retry-After', String(extra.retryAfter))
  // The unread rest of a refused upload must not be taken for the next request on this connection.
  if (extra.close) headers.set('Connection', 'close')
  return fail(status, message(messageId, locale), { headers, data: extra.field ? { field: extra.field } : null })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const POST = handle(async (request: NextRequest) => {
  const limits = enquiryLimitsFromEnv()
  const ip = rateLimitKey(clientIp(request))
  let locale = fallbackLocale(request)

  // (a) Every request counts, so malformed floods are as limited as valid ones.
  const requests = await consumeRateLimit(`api:${ip}`, limits.apiRequestsPerMinute, 60)
  if (!requests.allowed) return refuse(429, 'rateLimited', locale, { retryAfter: requests.retryAfterSeconds })

  // The query's `language` only picks the language of early errors, but it must still be valid.
  if (!queryLanguage(request.nextUrl.searchParams)) return refuse(400, 'invalidLanguage', locale, { field: 'language' })

  // (b)
  if (!isJsonContentType(request.headers.get('content-type'))) return refuse(415, 'unsupportedContentType', locale)

  // (c)
  const read = await readBodyCapped(request, limits.maxBodyBytes)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? refuse(413, 'payloadTooLarge', locale, { close: true })
      : refuse(400, 'invalidBody', locale, { close: true })
  }

  // (d) Strict UTF-8: a body that is not valid UTF-8 is not valid JSON either.
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
  } catch {
    return refuse(400, 'invalidJson', locale)
  }

  // (e) From here the body's own language, when valid, speaks.
  const bodyLanguage = isPlainObject(body) ? parseLanguage(body.language) : null
  if (bodyLanguage) locale = bodyLanguage
  const parsed = parseEnquiryRequest(body)
  if (!parsed.ok) {
    // Without a valid body language the rules answer in the default; use the request's instead.
    // (Their params are the field name, the only thing the re-rendered messages need.)
    const text = bodyLanguage
      ? parsed.message
      : message(parsed.messageId, locale, parsed.field === undefined ? undefined : { field: parsed.field, param: parsed.field })
    return fail(parsed.status, text, { headers: noStore, data: parsed.field === undefined ? null : { field: parsed.field } })
  }
  // A body without `language` is stored as Chinese (spec §9 default), but the visitor is still
  // answered in the request's language, as its errors were.
  const { enquiry } = parsed
  const success = (id: number) => ok({ id }, { status: 201, headers: noStore, message: message('submitSuccess', locale) })

  // (f) A bot that filled the hidden field is told it succeeded; nothing is stored or counted.
  if (parsed.honeypotTripped) return success(randomInt(1, 1_000_000))

  // (g) Only valid enquiries use up the allowance.
  const accepted = await consumeRateLimit(`enquiry:${ip}`, limits.acceptedPerWindow, limits.acceptedWindowSeconds)
  if (!accepted.allowed) return refuse(429, 'rateLimited', locale, { retryAfter: accepted.retryAfterSeconds })

  // (h) Spec §8: a failed submission reads 'Submission failed, please refresh and try again!'.
  let saved: { id: number }
  try {
    saved = await saveEnquiry(enquiry, pageOfOrigin(request.headers.get('referer'), request.headers.get('host'), trustedOrigins()))
  } catch (error) {
    // The database is away for a moment: "try again shortly" (503), not "refresh" (500).
    if (isDatabaseUnavailable(error)) return serviceUnavailable(locale)
    console.error('[api] leaveMessage: could not store the enquiry:', error)
    return refuse(500, 'submitFailed', locale)
  }
  return success(saved.id)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
