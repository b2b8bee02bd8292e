import { noteStaffUser } from '@/ops/log'
import { sessionRole } from '@/cms/access/roles'
import type { StaffRole } from '@/rules/roles'

import { getPayloadClient } from './payload'

/** Payload's session cookie: an editor signed in at /admin is an administrator of the album area. */
export const adminCookieName = 'payload-token'

/** A signed-in staff member (issue 26: of any role; what they may use is their role's). */
export interface Administrator {
  id: number
  email: string
  role: StaffRole
}

/** Accepts a bare token or `Bearer …` / `JWT …`, as the spec's Authorization header may carry either. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  if (!header) return null
  const token = header.trim().replace(/^(Bearer|JWT)\s+/i, '').trim()
  return token || null
}

/**
 * The staff member a token belongs to; null for a missing, forged or expired token, and for a
 * session that still owes its second factor (issue 26).
 */
export async function administratorFromToken(token: string | null | undefined): Promise<Administrator | null> {
  if (!token) return null
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    const role = sessionRole(user)
    if (!user || !role) return null
    noteStaffUser(user.id)
    return { id: user.id as number, email: user.email, role }
  } catch {
    return null
  }
}
