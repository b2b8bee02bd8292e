import type { ReactNode } from 'react'

import { sessionRole } from '../../access/roles'
import { isStaffRole } from '../../../rules/roles'
import { SecondFactorRedirect } from './SecondFactorRedirect'
import { secondFactorPath } from './paths'

/**
 * An admin provider (issue 26): a session that owes its second factor (enrolled and not yet
 * confirmed, or required by STAFF_2FA and not enrolled) is sent to the second-factor screen from
 * every admin page. The server refuses such a session all staff data either way (its role counts
 * for nothing, src/cms/access/roles.ts); this only takes the person where they can go on.
 */
export function SecondFactorGate({ children, user }: { children?: ReactNode; user?: unknown }) {
  const staff = user as { role?: unknown; collection?: string } | null | undefined
  const owed = Boolean(staff && staff.collection === 'users' && isStaffRole(staff.role) && sessionRole(staff) === null)
  return (
    <>
      {owed && <SecondFactorRedirect to={secondFactorPath} />}
      {children}
    </>
  )
}
