import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

import { normaliseCode, recoveryCodeCount, totpIssuer, totpSettings } from '../../rules/secondFactor'

/*
 * Issue 26: TOTP (RFC 6238) through otpauth, and the recovery codes. Secrets are kept encrypted
 * (AES-256-GCM under a key derived from PAYLOAD_SECRET), recovery codes as keyed hashes, so a
 * copy of the database alone gives no second factor.
 */

const keyOf = (serverSecret: string, use: string) => createHash('sha256').update(`${use}:${serverSecret}`).digest()

export function sealSecret(base32: string, serverSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret, 'totp-secret'), iv)
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

export function openSecret(sealed: string, serverSecret: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret, 'totp-secret'), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpOf(base32: string, account = '') {
  return new TOTP({ issuer: totpIssuer, label: account, algorithm: totpSettings.algorithm, digits: totpSettings.digits, period: totpSettings.period, secret: Secret.fromBase32(base32) })
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(base32: string, account: string): string {
  return totpOf(base32, account).toString()
}

/** A code as the app would show it at `timestamp` (tests). */
export function totpCodeAt(base32: string, timestamp: number): string {
  return totpOf(base32).generate({ timestamp })
}

/**
 * The time step a code belongs to, when it is right within one step either side of `now` and
 * later than `lastStep` (a code once accepted, or an earlier one, is never accepted again); null otherwise.
 */
export function acceptedStep(base32: string, code: string, lastStep: number | null | undefined, now = Date.now()): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: totpSettings.window })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / totpSettings.period) + delta
  return lastStep !== null && lastStep !== undefined && step <= lastStep ? null : step
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten single-use recovery codes, `xxxxx-xxxxx` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = [...randomBytes(10)].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

export function hashRecoveryCode(code: string, serverSecret: string): string {
  return createHmac('sha256', keyOf(serverSecret, 'recovery-code')).update(normaliseCode(code)).digest('hex')
}

/** The stored hashes without the one `code` matches, or null when it matches none. */
export function spendRecoveryCode(hashes: readonly string[], code: string, serverSecret: string): string[] | null {
  const given = Buffer.from(hashRecoveryCode(code, serverSecret), 'hex')
  const index = hashes.findIndex((hash) => {
    const stored = Buffer.from(hash, 'hex')
    return stored.length === given.length && timingSafeEqual(stored, given)
  })
  return index < 0 ? null : hashes.filter((_, i) => i !== index)
}
