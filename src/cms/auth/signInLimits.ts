import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { visitorOf } from '@rugged/front-door/registry'

import { rateLimitKey } from '../../rules/client'
import { consumeRateLimit, refundRateLimit, type RateLimitResult } from '../collections/RateLimits/counters'
import { checkAPasswordForNothing } from './password'
import { defaultLocale, isLocale } from '../../rules/language'
import { signInLimitsFromEnv } from '../../rules/limits'
import { message } from '../../rules/messages'
import { isPasswordResetOperation, loginSubjects, passwordResetSubjects, retryMinutes, signInEmail } from '../../rules/signIn'

/*
 * Limits on the admin's sign-in and password reset, as Users hooks so that every way in through
 * Payload's operations (its REST API, which the admin's login form uses) goes
 * through them, without touching the generated routes. Payload's own account lock
 * (maxLoginAttempts) is off: anyone could raise it and lock the owner out. Instead, failures are
 * counted per client address and per (address, e-mail); a sprayer only uses up their own.
 *
 * A login is counted before its password is checked and refunded when it succeeds, so parallel
 * guesses cannot all slip under the limit, while the owner's good logins never count.
 *
 * Nothing in the answer tells an unknown e-mail from a wrong password or from an (address, e-mail)
 * pair over its limit: all three get Payload's wrong-password 401 after one password hash.
 */

const loginHits = 'signInLimits.loginHits'

/** 429 in Payload's error shape ({ errors: [{ message }] }), which the admin shows as a toast. */
function tooManyAttempts(req: PayloadRequest, hit: RateLimitResult): APIError {
  ;(req.responseHeaders ??= new Headers()).set('Retry-After', String(hit.retryAfterSeconds))
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : defaultLocale
  const error = new APIError(message('tooManyAttempts', locale, { minutes: retryMinutes(hit.retryAfterSeconds) }), 429)
  // Payload shows an error's message only when it has a name, and the production build leaves
  // APIError's class nameless ("An unknown error occurred.").
  error.name = 'TooManyAttempts'
  return error
}

async function limitLogin(data: { email?: unknown; password?: unknown } | undefined, req: PayloadRequest): Promise<void> {
  const limits = signInLimitsFromEnv()
  const email = signInEmail(data?.email)
  const subjects = loginSubjects(rateLimitKey(visitorOf(req).address), email)
  const address = await consumeRateLimit(req.payload, subjects.address, limits.failuresPerWindow, limits.windowSeconds)
  if (!address.allowed) throw tooManyAttempts(req, address)
  const account = await consumeRateLimit(req.payload, subjects.account, limits.accountFailuresPerWindow, limits.windowSeconds)
  req.context[loginHits] = [address, account]

  // Without a password, Payload answers 400 at once, whoever the e-mail belongs to.
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!password.trim() || !email) return
  if (!account.allowed) {
    await checkAPasswordForNothing(req)
    throw new AuthenticationError(req.t)
  }
  const known = await req.payload.db.count({ collection: 'users', req, where: { email: { equals: email } } })
  // Payload answers an unknown e-mail with the wrong-password 401, but without hashing anything.
  if (known.totalDocs === 0) await checkAPasswordForNothing(req)
}

async function limitPasswordReset(subject: string, req: PayloadRequest): Promise<void> {
  const limits = signInLimitsFromEnv()
  const hit = await consumeRateLimit(
    req.payload,
    `${subject}:${rateLimitKey(visitorOf(req).address)}`,
    limits.passwordResetsPerWindow,
    limits.passwordResetWindowSeconds,
  )
  if (!hit.allowed) throw tooManyAttempts(req, hit)
}

export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // The local API is our own server code (seeding, tests), not a client with an address.
  if (req.payloadAPI === 'local') return
  if (operation === 'login') await limitLogin((args as { data?: { email?: unknown; password?: unknown } }).data, req)
  else if (isPasswordResetOperation(operation)) await limitPasswordReset(passwordResetSubjects[operation], req)
}

export const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const hits = req.context[loginHits] as RateLimitResult[] | undefined
  if (hits) await Promise.all(hits.map((hit) => refundRateLimit(req.payload, hit)))
}
