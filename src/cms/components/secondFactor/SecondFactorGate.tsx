import { headers } from 'next/headers'
import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { sessionRole } from '../../access/roles'
import { isStaffRole } from '../../../rules/roles'
import { SecondFactorRedirect } from './SecondFactorRedirect'

/**
 * An admin provider (issue 26): a session that owes its second factor (enrolled and not yet
 * confirmed, or required by STAFF_2FA and not enrolled) is sent to the second-factor screen from
 * every admin page. The server refuses such a session all staff data either way (its role counts
 * for nothing, src/cms/access/roles.ts); this only takes the person where they can go on.
 */
export async function SecondFactorGate({ children, payload }: { children?: ReactNode; payload: Payload }) {
  // The session as its strategy found it: the `user` Payload hands providers has been read with
  // field access, without the session's id and the second factor's state.
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  const staff = user as { role?: unknown; collection?: string } | null | undefined
  const owed = Boolean(staff && staff.collection === 'users' && isStaffRole(staff.role) && sessionRole(staff) === null)
  return (
    <>
      <SecondFactorRedirect owed={owed} known={Boolean(staff)} />
      {children}
    </>
  )
}
