import { noteStaffUser } from '@/ops/log'

import { getPayloadClient } from './payload'

/** Payload's session cookie: an editor signed in at /admin is an administrator of the album area. */
export const adminCookieName = 'payload-token'

export interface Administrator {
  id: number
  email: string
}

/** Accepts a bare token or `Bearer …` / `JWT …`, as the spec's Authorization header may carry either. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  if (!header) return null
  const token = header.trim().replace(/^(Bearer|JWT)\s+/i, '').trim()
  return token || null
}

/** The administrator a token belongs to; null for a missing, forged or expired token. */
export async function administratorFromToken(token: string | null | undefined): Promise<Administrator | null> {
  if (!token) return null
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    if (!user || user.collection !== 'users') return null
    noteStaffUser(user.id)
    return { id: user.id as number, email: user.email }
  } catch {
    return null
  }
}
