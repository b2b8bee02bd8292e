import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, ownAccountOrAdmin, ownAccountReadOrAdmin } from '../../access'
import { usesHttps } from '../../../seo/siteUrl'
import { roleLabels, staffRoles } from '../../../rules/roles'
import { limitSignIns, refundSuccessfulLogin } from '../../auth/signInLimits'
import { secondFactorEndpoints } from '../../auth/secondFactor'
import { secondFactorFields } from '../../auth/secondFactorState'
import { accountRules, adminField, keepLastAdministrator, refuseRoleChange } from './rules'

/**
 * Staff accounts, each with a role (issue 26, src/rules/roles.ts). No account-wide lock
 * (maxLoginAttempts 0): failed logins are limited per client address instead, so that no one can
 * lock the owner out from elsewhere (src/cms/auth/signInLimits.ts). Administrators alone create,
 * change and delete accounts; everyone else reads and changes their own name and password.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '员工账号', en: 'Staff account', ru: 'Учётная запись сотрудника' }, plural: { zh: '员工账号', en: 'Staff accounts', ru: 'Учётные записи сотрудников' } },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 0, cookies: { secure: usesHttps() } },
  hooks: {
    beforeOperation: [limitSignIns, refuseRoleChange],
    afterLogin: [refundSuccessfulLogin],
    beforeChange: [accountRules],
    beforeDelete: [keepLastAdministrator],
  },
  // Other staff reach their own account from the admin's account menu, not the list.
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'updatedAt'], group: { zh: '系统', en: 'System', ru: 'Система' }, hidden: hiddenUnless('users') },
  endpoints: secondFactorEndpoints,
  access: { read: ownAccountReadOrAdmin, create: isAdmin, update: ownAccountOrAdmin, delete: isAdmin, unlock: isAdmin, readVersions: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name', ru: 'Имя' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      index: true,
      // Issue 38: chosen by the administrator for every new account, never preset.
      label: { zh: '角色', en: 'Role', ru: 'Роль' },
      options: staffRoles.map((role) => ({ value: role, label: roleLabels[role] })),
      access: { create: adminField, update: adminField },
      admin: { position: 'sidebar' },
    },
    {
      // Asked for when a user changes their own password (src/cms/collections/Users/rules.ts); never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { zh: '当前密码', en: 'Current password', ru: 'Текущий пароль' },
      access: { read: () => false },
      admin: {
        components: { Field: '/cms/components/CurrentPasswordField#CurrentPasswordField' },
        condition: (data, _sibling, { user }) => Boolean(user && data?.id === user.id),
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    ...secondFactorFields,
  ],
}
