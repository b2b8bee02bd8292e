import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../access'
import { usesHttps } from '../../../seo/siteUrl'
import { limitSignIns, refundSuccessfulLogin } from '../../auth/signInLimits'

/**
 * Staff accounts: they edit content, handle enquiries and see the album area. No account-wide
 * lock (maxLoginAttempts 0): failed logins are limited per client address instead, so that no
 * one can lock the owner out from elsewhere (src/cms/auth/signInLimits.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '管理员', en: 'Administrator' }, plural: { zh: '管理员', en: 'Administrators' } },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 0, cookies: { secure: usesHttps() } },
  hooks: { beforeOperation: [limitSignIns], afterLogin: [refundSuccessfulLogin] },
  admin: { useAsTitle: 'email', group: { zh: '系统', en: 'System' } },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } }],
}
