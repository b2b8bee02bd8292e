import type { CollectionConfig } from 'payload'

import { hiddenUnless, nobody, staffWith } from '../../access'
import { auditActions, signInFactors } from '../../../rules/audit'

/**
 * Issue 26: who did what. Append-only: entries are written by the server alone (src/cms/audit),
 * and nobody, administrators included, creates, changes or deletes one through any API or the
 * admin; the daily job (src/cms/audit/retention.ts) deletes entries past AUDIT_RETENTION_DAYS.
 * Administrators read it, filter it by actor, action, target and date, and export it as CSV.
 * Issue 37: every staff write, refusal (`denied`) and schedule is here, each naming its target by
 * title, its actor by e-mail, the fields that really changed and old → new values where they matter.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { zh: '操作记录', en: 'Audit entry', ru: 'Запись журнала' }, plural: { zh: '操作记录', en: 'Audit log', ru: 'Журнал действий' } },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actorEmail', 'actorRole', 'action', 'target', 'changedFields', 'detail', 'factor', 'clientAddress'],
    group: { zh: '系统', en: 'System', ru: 'Система' },
    hidden: hiddenUnless('audit'),
    disableCopyToLocale: true,
    components: { beforeListTable: ['/cms/components/AuditExport#AuditExport'] },
    listSearchableFields: ['actorEmail', 'target', 'targetId'],
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: staffWith('audit'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: auditActions.options, label: { zh: '操作', en: 'Action', ru: 'Действие' } },
    // The actor by e-mail and account number, plain values (issue 37): the entry outlives the
    // account (a relation would be emptied by its deletion), and a failed sign-in has no account.
    { name: 'actorEmail', type: 'text', index: true, label: { zh: '操作人邮箱', en: 'Actor e-mail', ru: 'E-mail исполнителя' } },
    { name: 'actorId', type: 'number', index: true, label: { zh: '操作人账号编号', en: 'Actor account no.', ru: '№ учётной записи исполнителя' } },
    { name: 'actorRole', type: 'text', label: { zh: '角色', en: 'Role', ru: 'Роль' } },
    { name: 'clientAddress', type: 'text', label: { zh: '客户端地址', en: 'Client address', ru: 'IP-адрес клиента' } },
    // By title (`users: wang@example.com`), and by id (`users:3`) to find every entry of a document.
    { name: 'target', type: 'text', index: true, label: { zh: '对象', en: 'Target', ru: 'Объект' } },
    { name: 'targetId', type: 'text', index: true, label: { zh: '对象编号', en: 'Target id', ru: 'ID объекта' } },
    { name: 'changedFields', type: 'text', label: { zh: '修改的字段', en: 'Changed fields', ru: 'Изменённые поля' } },
    // Old → new values of role, status and assignee; a refused request; a failed job's reason.
    { name: 'detail', type: 'text', label: { zh: '详情', en: 'Details', ru: 'Подробности' } },
    { name: 'factor', type: 'select', options: signInFactors.options, label: { zh: '登录方式', en: 'Signed in with', ru: 'Способ входа' } },
  ],
  timestamps: true,
}
