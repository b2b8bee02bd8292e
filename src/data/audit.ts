/**
 * The audit trail (issue 26) as the data layer sees it: the administrators' CSV export of what
 * the admin list shows, and the entry every CSV export adds.
 */
import type { Where } from 'payload'

import { recordAuditAlone } from '@/cms/audit/record'
import { pick } from '@/cms/components/adminText'
import type { AuditLog } from '@/cms/payload-types'
import { unqueryablePaths } from '@/cms/queryGuard'
import { auditActions, signInFactors } from '@/rules/audit'
import { csvDateTime, csvDocument } from '@/rules/csv'
import { type Locale, textLanguage, type WrittenLocale } from '@/rules/language'

import type { Administrator } from './auth'
import type { InboxQuery } from './inbox'
import { getPayloadClient } from './payload'

/** The admin list's query, as for the inbox. */
export type AuditQuery = InboxQuery

const sortable = new Set(['createdAt', 'action', 'actorEmail', 'actorRole', 'target', 'clientAddress'])
const searchable = ['actorEmail', 'target', 'targetId'] as const

/** Why the list's query cannot run (a path or value the database cannot take), or null. */
export async function auditQueryProblem(query: AuditQuery): Promise<string | null> {
  const payload = await getPayloadClient()
  if (query.where === undefined) return null
  if (typeof query.where !== 'object' || query.where === null || Array.isArray(query.where)) return 'where'
  return unqueryablePaths(query.where, payload.collections['audit-log'].config.flattenedFields)[0] ?? null
}

function auditWhere(query: AuditQuery): Where {
  const parts: Where[] = []
  if (query.where && typeof query.where === 'object') parts.push(query.where as Where)
  const search = query.search?.trim()
  if (search) parts.push({ or: searchable.map((field) => ({ [field]: { like: search } })) })
  return parts.length ? { and: parts } : {}
}

const header = {
  zh: ['时间', '操作人', '角色', '客户端地址', '操作', '对象', '对象编号', '修改的字段', '详情', '登录方式'],
  en: ['Time', 'Actor', 'Role', 'Client address', 'Action', 'Target', 'Target id', 'Changed fields', 'Details', 'Signed in with'],
  ru: ['Время', 'Пользователь', 'Роль', 'IP-адрес клиента', 'Действие', 'Объект', 'ID объекта', 'Изменённые поля', 'Подробности', 'Способ входа'],
}

function row(entry: AuditLog, language: WrittenLocale): unknown[] {
  const action = auditActions.is(entry.action) ? auditActions.labels[entry.action][language] : entry.action
  const factor = signInFactors.is(entry.factor) ? signInFactors.labels[entry.factor][language] : ''
  return [csvDateTime(entry.createdAt), entry.actorEmail ?? '', entry.actorRole ?? '', entry.clientAddress ?? '', action, entry.target ?? '', entry.targetId ?? '', entry.changedFields ?? '', entry.detail ?? '', factor]
}

/** The filtered audit list as a CSV file (BOM, CRLF, formulas defused), named by today's date. */
export async function auditCsv(query: AuditQuery, language: Locale, now = new Date()): Promise<{ filename: string; csv: string }> {
  const payload = await getPayloadClient()
  const sortName = query.sort?.replace(/^-/, '')
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: auditWhere(query),
    sort: sortName && sortable.has(sortName) ? query.sort : '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const day = csvDateTime(now.toISOString()).slice(0, 10)
  const words = textLanguage(language)
  return { filename: `${pick({ zh: '操作记录', en: 'audit-log', ru: 'журнал-действий' }, words)}-${day}.csv`, csv: csvDocument(header[words], docs.map((entry) => row(entry, words))) }
}

/** Every CSV export is an audit entry: who downloaded what, from where. */
export async function recordCsvExport(staff: Administrator, clientAddress: string, target: string): Promise<void> {
  const payload = await getPayloadClient()
  await recordAuditAlone(payload, { action: 'csvExported', actor: staff, clientAddress, target })
}
