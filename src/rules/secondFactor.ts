/**
 * Issue 26: staff two-factor sign-in (TOTP, RFC 6238). STAFF_2FA says who must have it:
 * `optional` (the default, so the demo's first sign-in stays simple), `admins`, or `required`.
 */
export const secondFactorPolicies = ['optional', 'admins', 'required'] as const
export type SecondFactorPolicy = (typeof secondFactorPolicies)[number]

export function secondFactorPolicy(env: Record<string, string | undefined> = process.env): SecondFactorPolicy {
  const value = env.STAFF_2FA?.trim().toLowerCase()
  return (secondFactorPolicies as readonly string[]).includes(value ?? '') ? (value as SecondFactorPolicy) : 'optional'
}

/** Whether a user of `role` must enrol before reaching any staff data. */
export function secondFactorRequired(policy: SecondFactorPolicy, role: string): boolean {
  return policy === 'required' || (policy === 'admins' && role === 'admin')
}

/** TOTP parameters: the authenticator apps' defaults (SHA-1, 6 digits, 30 s), one step either side. */
export const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const
export const recoveryCodeCount = 10
/** The issuer an authenticator app shows beside the account. */
export const totpIssuer = 'Rugged CMS'

/** A code as typed: digits of a TOTP code, or a recovery code, without spaces or dashes, lower case. */
export function normaliseCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '').toLowerCase().slice(0, 64) : ''
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code)
