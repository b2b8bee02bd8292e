import type { Field, FieldAccess } from 'payload'

import { secondFactorPolicy, secondFactorRequired } from '../../rules/secondFactor'

/*
 * Issue 26: what the users collection keeps of each account's second factor. Nothing here is
 * readable or writable through any API (field access false): only the second-factor endpoints
 * (src/cms/auth/secondFactor.ts) change it through the local API. `twoFactorEnabled` alone is
 * shown, so an administrator sees who has enrolled.
 */
const never: FieldAccess = () => false
const closed = { read: never, create: never, update: never }
const hiddenInAdmin = { disabled: true, disableListColumn: true, disableListFilter: true, disableBulkEdit: true }

export const secondFactorFields: Field[] = [
  { name: 'totpSecret', type: 'text', access: closed, admin: hiddenInAdmin },
  { name: 'totpPendingSecret', type: 'text', access: closed, admin: hiddenInAdmin },
  { name: 'totpLastStep', type: 'number', access: closed, admin: hiddenInAdmin },
  { name: 'totpRecoveryCodes', type: 'json', access: closed, admin: hiddenInAdmin },
  { name: 'totpSessions', type: 'json', access: closed, admin: hiddenInAdmin },
  {
    name: 'twoFactorEnabled',
    type: 'checkbox',
    defaultValue: false,
    label: { zh: '已启用两步验证', en: 'Two-factor sign-in on', ru: 'Двухфакторный вход включён' },
    access: { create: never, update: never },
    admin: { readOnly: true, hidden: true, disableBulkEdit: true },
  },
  {
    name: 'secondFactor',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/cms/components/secondFactor/SecondFactorField#SecondFactorField' }, disableListColumn: true },
  },
]

interface SecondFactorUser {
  role?: unknown
  _strategy?: unknown
  _sid?: unknown
  twoFactorEnabled?: unknown
  totpSessions?: unknown
}

/** The sessions (Payload's `sid`) that confirmed a code. */
export function confirmedSessions(user: SecondFactorUser): string[] {
  return Array.isArray(user.totpSessions) ? user.totpSessions.filter((sid): sid is string => typeof sid === 'string') : []
}

/** Whether this session has what STAFF_2FA and the account's enrolment ask of it. */
export function secondFactorPassed(user: SecondFactorUser): boolean {
  // A user the server loaded itself (a scheduled publish acting for whoever scheduled it) is no
  // session: every session comes through an auth strategy, which names itself.
  if (user._strategy === undefined) return true
  if (user.twoFactorEnabled === true) return typeof user._sid === 'string' && confirmedSessions(user).includes(user._sid)
  return !secondFactorRequired(secondFactorPolicy(), String(user.role))
}
