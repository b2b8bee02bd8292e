/**
 * Staff roles (issue 26): who may use which part of the CMS. One table, read by the Payload access
 * functions (src/cms/access/roles.ts), the admin routes (src/app/api/_lib/route.ts), the admin's
 * navigation and the tests.
 */
import type { Label } from './choices'

export const staffRoles = ['admin', 'editor', 'sales', 'events'] as const
export type StaffRole = (typeof staffRoles)[number]

export const roleLabels: Record<StaffRole, Label> = {
  admin: { zh: '管理员', en: 'Administrator', ru: 'Администратор' },
  editor: { zh: '编辑', en: 'Editor', ru: 'Редактор' },
  sales: { zh: '销售', en: 'Sales', ru: 'Отдел продаж' },
  events: { zh: '活动', en: 'Events', ru: 'Мероприятия' },
}

/**
 * The parts of the CMS a role is given:
 * - `content`: everything a visitor sees (pages, products, news, media, redirects, SEO, events'
 *   public content) with drafts, preview, publish and schedule;
 * - `inbox`: the enquiries (read, status, assignee, note, CSV);
 * - `registrations`: events' registrations, invitations, check-in desk and their CSVs;
 * - `events`: reading the events themselves (the registrations hang off them);
 * - `dashboard`: the admin's first screen;
 * - `album`, `users`, `audit`, `system`: the administrator's alone.
 */
export type StaffArea = 'content' | 'inbox' | 'registrations' | 'events' | 'dashboard' | 'album' | 'users' | 'audit' | 'system'

const areasOf: Record<StaffRole, readonly StaffArea[]> = {
  admin: ['content', 'inbox', 'registrations', 'events', 'dashboard', 'album', 'users', 'audit', 'system'],
  editor: ['content', 'events', 'dashboard'],
  sales: ['inbox', 'dashboard'],
  events: ['registrations', 'events', 'dashboard'],
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}

/** Whether `role` may use `area`; no role (a user without one, or not signed in) may use nothing. */
export function roleMay(role: StaffRole | null | undefined, area: StaffArea): boolean {
  return role ? areasOf[role].includes(area) : false
}

/** The roles that may use an area, in the table's order (the inbox's assignees: its staff). */
export function rolesFor(area: StaffArea): StaffRole[] {
  return staffRoles.filter((role) => roleMay(role, area))
}
