import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../access'
import { usesHttps } from '../../../seo/siteUrl'

/** Staff accounts: they edit content, handle enquiries and see the album area. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '管理员', en: 'Administrator' }, plural: { zh: '管理员', en: 'Administrators' } },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, cookies: { secure: usesHttps() } },
  admin: { useAsTitle: 'email', group: { zh: '系统', en: 'System' } },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } }],
}
