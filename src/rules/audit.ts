/**
 * Issue 26: the audit trail's actions, what an entry may name, and how long entries are kept.
 */
import { choice, type ChoiceValue } from './choices'

export const auditActions = choice({
  signIn: { zh: '登录', en: 'Signed in', ru: 'Вход в систему' },
  signInFailed: { zh: '登录失败', en: 'Sign-in failed', ru: 'Неудачный вход' },
  signOut: { zh: '退出登录', en: 'Signed out', ru: 'Выход из системы' },
  secondFactorEnrolled: { zh: '启用两步验证', en: 'Two-factor enrolled', ru: 'Двухфакторная аутентификация включена' },
  secondFactorReset: { zh: '重置两步验证', en: 'Two-factor reset', ru: 'Двухфакторная аутентификация сброшена' },
  userCreated: { zh: '创建账号', en: 'User created', ru: 'Учётная запись создана' },
  userChanged: { zh: '修改账号', en: 'User changed', ru: 'Учётная запись изменена' },
  roleChanged: { zh: '修改角色', en: 'Role changed', ru: 'Роль изменена' },
  userDeleted: { zh: '删除账号', en: 'User deleted', ru: 'Учётная запись удалена' },
  published: { zh: '发布', en: 'Published', ru: 'Опубликовано' },
  unpublished: { zh: '取消发布', en: 'Unpublished', ru: 'Снято с публикации' },
  scheduled: { zh: '定时发布', en: 'Scheduled', ru: 'Публикация запланирована' },
  deleted: { zh: '删除', en: 'Deleted', ru: 'Удалено' },
  uploaded: { zh: '上传文件', en: 'Uploaded', ru: 'Файл загружен' },
  redirectChanged: { zh: '修改重定向', en: 'Redirect changed', ru: 'Перенаправление изменено' },
  globalChanged: { zh: '修改设置', en: 'Settings changed', ru: 'Настройки изменены' },
  enquiryChanged: { zh: '处理咨询', en: 'Enquiry changed', ru: 'Обращение обработано' },
  csvExported: { zh: '导出 CSV', en: 'CSV exported', ru: 'Экспорт в CSV' },
  created: { zh: '新建', en: 'Created', ru: 'Создано' },
  changed: { zh: '修改', en: 'Changed', ru: 'Изменено' },
  denied: { zh: '操作被拒绝', en: 'Refused', ru: 'Действие запрещено' },
  scheduleCancelled: { zh: '取消预约', en: 'Schedule cancelled', ru: 'Запланированная публикация отменена' },
  scheduleFailed: { zh: '预约执行失败', en: 'Scheduled job failed', ru: 'Запланированная задача не выполнена' },
})
export type AuditAction = ChoiceValue<typeof auditActions>

/** Issue 37: how a sign-in was completed (the factor of a `signIn` entry). */
export const signInFactors = choice({
  password: { zh: '仅密码', en: 'Password only', ru: 'Только пароль' },
  totp: { zh: '验证器验证码', en: 'Authenticator code (TOTP)', ru: 'Код из приложения-аутентификатора (TOTP)' },
  recoveryCode: { zh: '恢复码', en: 'Recovery code', ru: 'Код восстановления' },
})
export type SignInFactor = ChoiceValue<typeof signInFactors>

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
  // Who saved last: the entry's actor says it.
  'lastEditedBy',
])

/**
 * A value as compared (issue 37: a licence-number save listed `logo, socials`): a document another
 * one names is its id whether it was read populated or not, object keys in one order, and every
 * kind of empty (null, '', [], {}) the same.
 */
function comparable(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null
  if (Array.isArray(value)) return value.length ? value.map(comparable) : null
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  // A populated document (a relation or upload read at depth): its id stands for it.
  if ('id' in record && 'createdAt' in record && 'updatedAt' in record) return record.id
  const keys = Object.keys(record).sort()
  const kept = keys.map((key) => [key, comparable(record[key])] as const).filter(([, inner]) => inner !== null)
  return kept.length ? Object.fromEntries(kept) : null
}

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b))

/** The names of the top-level fields that really differ between two versions of a document, sorted. */
export function changedFieldNames(before: Record<string, unknown> | null | undefined, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  return [...names].filter((name) => !unlisted.has(name) && !same(before?.[name], after[name])).sort()
}

/** Fields whose old and new values an entry shows (issue 37): who may do what, and where work stands. */
export const fieldsWithValues = ['role', 'status', 'assignee'] as const

/** `role: editor → admin; assignee: — → li@example.com`: the changes of `fieldsWithValues`, as given. */
export function valueChanges(changes: readonly { field: string; before: string | null; after: string | null }[]): string {
  return changes.map(({ field, before, after }) => `${field}: ${before || '—'} → ${after || '—'}`).join('; ')
}

/** AUDIT_RETENTION_DAYS (default 365): entries older than this are deleted by the daily job. */
export const auditRetentionDaysDefault = 365

export function auditRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.AUDIT_RETENTION_DAYS)
  return Number.isInteger(value) && value > 0 ? value : auditRetentionDaysDefault
}

/**
 * An entry's target by title (issue 37): `users: wang@example.com`, `news: 新品发布`, `home-page`;
 * `#12` when the document has no title. `auditTargetId` names the same document by id
 * (`users:3`), so its entries are found after a rename.
 */
export function auditTarget(collection: string, title?: string | null, id?: number | string | null): string {
  const name = title?.trim() || (id === undefined || id === null || id === '' ? '' : `#${id}`)
  return name ? `${collection}: ${name}` : collection
}

export function auditTargetId(collection: string, id?: number | string | null): string {
  return id === undefined || id === null || id === '' ? collection : `${collection}:${id}`
}
