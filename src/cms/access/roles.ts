import type { Access, PayloadRequest, Where } from 'payload'

import { noteStaffUser } from '../../ops/log'
import { isStaffRole, roleMay, type StaffArea, type StaffRole } from '../../rules/roles'
import { secondFactorPassed } from '../auth/secondFactorState'

/**
 * Issue 26: the access functions of the staff roles. Every collection and global takes its access
 * from here, so the rules of src/rules/roles.ts hold on every path into Payload (REST, the admin,
 * the local API with a user). A session whose second factor is owed (enrolled and not yet
 * confirmed, or required by STAFF_2FA and not enrolled) has no role: it reaches no staff data.
 */
type UserLike = { id?: unknown; collection?: unknown; role?: unknown } & Record<string, unknown>

/** The role the request's staff session acts with; null for visitors and owed second factors. */
export function sessionRole(user: unknown): StaffRole | null {
  const staff = user as UserLike | null | undefined
  if (!staff || staff.collection !== 'users' || !isStaffRole(staff.role)) return null
  return secondFactorPassed(staff) ? staff.role : null
}

/** The request's staff role; a staff member is named in the request's log line (issue 27). */
export function requestRole(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const role = sessionRole(req.user)
  if (role) noteStaffUser((req.user as { id: number | string }).id)
  return role
}

/** Access for the staff who may use `area`. */
export const staffWith =
  (area: StaffArea): Access =>
  ({ req }) =>
    roleMay(requestRole(req), area)

export const isAdmin: Access = staffWith('users')
export const contentStaff: Access = staffWith('content')

/** The server's own reads (the local API without a user: the seed, src/data) and the given staff. */
const serverOr =
  (area: StaffArea): Access =>
  (args) =>
    (!args.req.user && args.req.payloadAPI === 'local') || roleMay(requestRole(args.req), area)

/**
 * Public content: the site reads it through the local API (src/data), so Payload's REST API at
 * /api/cms serves it only to the staff who edit it, and no anonymous query reaches the database
 * through it. Events are read by the registrations desk too.
 */
export const contentRead: Access = serverOr('content')
export const eventsRead: Access = serverOr('events')

/** Collections of site content: the content staff read and write them. */
export const contentAccess = { read: contentRead, readVersions: contentStaff, create: contentStaff, update: contentStaff, delete: contentStaff }
export const globalContentAccess = { read: contentRead, readVersions: contentStaff, update: contentStaff }

/** Collections of one area, read and written by its staff (the album, the registrations desk …). */
export const areaAccess = (area: StaffArea) => {
  const staff = staffWith(area)
  return { read: staff, readVersions: staff, create: staff, update: staff, delete: staff }
}

const ownAccount = (req: PayloadRequest): Where => ({ id: { equals: req.user?.id } })

/** Users: administrators manage everyone; any other staff member changes only themselves. */
export const ownAccountOrAdmin: Access = ({ req }) => {
  const role = requestRole(req)
  if (role === 'admin') return true
  return role ? ownAccount(req) : false
}

/**
 * Reading: a signed-in user always reads their own account (the admin asks for it before the
 * second factor is confirmed, to show who is signing in); administrators read everyone.
 */
export const ownAccountReadOrAdmin: Access = ({ req }) => {
  if (requestRole(req) === 'admin') return true
  return req.user?.collection === 'users' ? ownAccount(req) : false
}

/** Whether this session may see the administrator's own parts (for the admin UI's `hidden`). */
export const hiddenUnless =
  (area: StaffArea) =>
  ({ user }: { user: unknown }): boolean =>
    !roleMay(sessionRole(user), area)
