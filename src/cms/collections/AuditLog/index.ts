import type { CollectionConfig } from 'payload'

import { hiddenUnless, nobody, staffWith } from '../../access'
import { auditActionLabels, auditActions } from '../../../rules/audit'

/**
 * Issue 26: who did what. Append-only: entries are written by the server alone (src/cms/audit),
 * and nobody, administrators included, creates, changes or deletes one through any API or the
 * admin; the daily job (src/cms/audit/retention.ts) deletes entries past AUDIT_RETENTION_DAYS.
 * Administrators read it, filter it by actor, action, target and date, and export it as CSV.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { zh: '操作记录', en: 'Audit entry' }, plural: { zh: '操作记录', en: 'Audit log' } },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actorEmail', 'actorRole', 'action', 'target', 'changedFields', 'clientAddress'],
    group: { zh: '系统', en: 'System' },
    hidden: hiddenUnless('audit'),
    disableCopyToLocale: true,
    components: { beforeListTable: ['/cms/components/AuditExport#AuditExport'] },
    listSearchableFields: ['actorEmail', 'target'],
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: staffWith('audit'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: auditActions.map((value) => ({ value, label: auditActionLabels[value] })), label: { zh: '操作', en: 'Action' } },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true, label: { zh: '操作人', en: 'Actor' } },
    // Kept as text too: the entry outlives the account, and a failed sign-in has no account.
    { name: 'actorEmail', type: 'text', index: true, label: { zh: '操作人邮箱', en: 'Actor e-mail' } },
    { name: 'actorRole', type: 'text', label: { zh: '角色', en: 'Role' } },
    { name: 'clientAddress', type: 'text', label: { zh: '客户端地址', en: 'Client address' } },
    { name: 'target', type: 'text', index: true, label: { zh: '对象', en: 'Target' } },
    { name: 'changedFields', type: 'text', label: { zh: '修改的字段', en: 'Changed fields' } },
  ],
  timestamps: true,
}
