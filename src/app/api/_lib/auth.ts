import type { NextRequest } from 'next/server'

import { type Administrator, adminCookieName, administratorFromToken, tokenFromAuthorization } from '@/data/auth'

/**
 * Spec §6/§7: the album calls carry the administrator's token in the Authorization header (the
 * browser copies it from the admin cookie); the cookie itself is accepted too. An Authorization
 * header, when present, is the one that counts. Null for a missing, forged or expired token.
 */
export async function requestAdministrator(request: NextRequest): Promise<Administrator | null> {
  const header = request.headers.get('authorization')
  const token = header !== null ? tokenFromAuthorization(header) : (request.cookies.get(adminCookieName)?.value ?? null)
  // A token is a JWT of a few hundred bytes; anything huge is not one and is not worth verifying.
  if (!token || token.length > 4096) return null
  return administratorFromToken(token)
}
