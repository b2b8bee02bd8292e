/**
 * Admin sign-in and password-reset limits (not in the spec): who is counted, and how a wait is
 * told. The numbers are operator settings (signInLimitsFromEnv in ./limits).
 */
import { createHash } from 'node:crypto'

/** The e-mail as Payload's login compares it: trimmed, lower case; '' when there is none. */
export function signInEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

/**
 * Counter subjects (src/data/rateLimit.ts) of one login attempt from `client` (a rate-limit key
 * of the client address). The e-mail goes in hashed, so a key stays short whatever is typed and
 * the counters never list the e-mails that were tried. Nothing is counted per account alone.
 */
export function loginSubjects(client: string, email: string): { address: string; account: string } {
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32)
  return { address: `login:${client}`, account: `login-account:${client}:${account}` }
}

/** Payload's password-reset operations, each counted per client address under its own subject. */
export const passwordResetSubjects = {
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
} as const

export type PasswordResetOperation = keyof typeof passwordResetSubjects

export function isPasswordResetOperation(operation: string): operation is PasswordResetOperation {
  return Object.prototype.hasOwnProperty.call(passwordResetSubjects, operation)
}

/** The wait the message names, in whole minutes, never 0 (Retry-After itself is in seconds). */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}
