import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload 3.90's stored password forms (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * `pbkdf2-sha256-v1:<hex>` (600,000 iterations, 32 bytes) and the older bare hex (25,000, 512).
 * Payload exports no check of a password against a stored hash without signing in (which would
 * open a session): this is that check, for "your current password" when a user changes their own.
 */
const current = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const legacy = { iterations: 25_000, keyLength: 512 }

export async function passwordMatches(stored: { hash?: unknown; salt?: unknown } | null | undefined, password: string): Promise<boolean> {
  const hash = stored?.hash
  const salt = stored?.salt
  if (typeof hash !== 'string' || typeof salt !== 'string' || !password) return false
  const form = hash.startsWith(current.prefix) ? current : legacy
  const expected = Buffer.from(hash.startsWith(current.prefix) ? hash.slice(current.prefix.length) : hash, 'hex')
  const actual = await pbkdf2Async(password, salt, form.iterations, form.keyLength, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
