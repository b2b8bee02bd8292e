/**
 * Issue 26: the audit trail's actions, what an entry may name, and how long entries are kept.
 */
export const auditActions = [
  'signIn',
  'signInFailed',
  'signOut',
  'secondFactorEnrolled',
  'secondFactorReset',
  'userCreated',
  'userChanged',
  'roleChanged',
  'userDeleted',
  'published',
  'unpublished',
  'scheduled',
  'deleted',
  'uploaded',
  'redirectChanged',
  'globalChanged',
  'enquiryChanged',
  'csvExported',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditActionLabels: Record<AuditAction, { zh: string; en: string }> = {
  signIn: { zh: '登录', en: 'Signed in' },
  signInFailed: { zh: '登录失败', en: 'Sign-in failed' },
  signOut: { zh: '退出登录', en: 'Signed out' },
  secondFactorEnrolled: { zh: '启用两步验证', en: 'Two-factor enrolled' },
  secondFactorReset: { zh: '重置两步验证', en: 'Two-factor reset' },
  userCreated: { zh: '创建账号', en: 'User created' },
  userChanged: { zh: '修改账号', en: 'User changed' },
  roleChanged: { zh: '修改角色', en: 'Role changed' },
  userDeleted: { zh: '删除账号', en: 'User deleted' },
  published: { zh: '发布', en: 'Published' },
  unpublished: { zh: '取消发布', en: 'Unpublished' },
  scheduled: { zh: '定时发布', en: 'Scheduled' },
  deleted: { zh: '删除', en: 'Deleted' },
  uploaded: { zh: '上传文件', en: 'Uploaded' },
  redirectChanged: { zh: '修改重定向', en: 'Redirect changed' },
  globalChanged: { zh: '修改设置', en: 'Settings changed' },
  enquiryChanged: { zh: '处理咨询', en: 'Enquiry changed' },
  csvExported: { zh: '导出 CSV', en: 'CSV exported' },
}

/**
 * Fields whose names say nothing an auditor needs (bookkeeping) or whose values are secrets: an
 * entry lists the names of the fields that changed, and never these.
 */
const unlisted = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'hash',
  'salt',
  'sessions',
  'currentPassword',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'totpSecret',
  'totpPendingSecret',
  'totpLastStep',
  'totpRecoveryCodes',
  'totpSessions',
])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The names of the top-level fields that differ between two versions of a document, sorted. */
export function changedFieldNames(before: Record<string, unknown> | null | undefined, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  return [...names].filter((name) => !unlisted.has(name) && !same(before?.[name], after[name])).sort()
}

/** AUDIT_RETENTION_DAYS (default 365): entries older than this are deleted by the daily job. */
export const auditRetentionDaysDefault = 365

export function auditRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.AUDIT_RETENTION_DAYS)
  return Number.isInteger(value) && value > 0 ? value : auditRetentionDaysDefault
}

/** An entry's target as one string: `products:12`, `home-page`, a file name or an e-mail. */
export function auditTarget(collection: string, id?: number | string | null): string {
  return id === undefined || id === null || id === '' ? collection : `${collection}:${id}`
}
