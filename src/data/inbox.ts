/**
 * The enquiry inbox (issue 13): what the admin list shows under its filters, as a CSV download.
 * The CSV has one column per field of the collection, in the collection's order (a field added
 * later gets its column by itself), headed by the field's label in the admin's language.
 */
import type { FlattenedField, Payload, Where } from 'payload'

import { pick } from '@/cms/components/adminText'
import type { Enquiry, User } from '@/cms/payload-types'
import { unqueryablePaths } from '@/cms/queryGuard'
import { csvDateTime, csvDocument } from '@/rules/csv'
import { inboxWhere } from '@/rules/inbox'
import { type Locale, textLanguage, type WrittenLocale } from '@/rules/language'

import { getPayloadClient } from './payload'

/** The admin list's query: its `where` (filter bar and Payload's filter builder), search box and sort. */
export interface InboxQuery {
  where?: unknown
  search?: string
  sort?: string
}

const fixedLabels = {
  id: { zh: '编号', en: 'No.', ru: '№' },
  createdAt: { zh: '收到时间', en: 'Received at', ru: 'Время получения' },
  updatedAt: { zh: '最后更新', en: 'Last updated', ru: 'Последнее изменение' },
} as const

const defaultSort = '-createdAt'

function enquiryFields(payload: Payload): FlattenedField[] {
  return payload.collections.enquiries.config.flattenedFields
}

/** Why the query cannot run (a `where` path, operator or value the database cannot take), or null. */
export async function inboxQueryProblem(query: InboxQuery): Promise<string | null> {
  const payload = await getPayloadClient()
  if (query.where !== undefined && (typeof query.where !== 'object' || query.where === null || Array.isArray(query.where))) return 'where'
  const fields = enquiryFields(payload)
  return unknownPath(query.where, fields) ?? unqueryablePaths(query.where, fields)[0] ?? null
}

/** The first `where` path naming no field of the collection (Payload would refuse it less clearly). */
function unknownPath(where: unknown, fields: FlattenedField[]): string | null {
  if (typeof where !== 'object' || where === null) return null
  for (const [path, constraint] of Object.entries(where)) {
    if ((path === 'and' || path === 'or') && Array.isArray(constraint)) {
      const inner = constraint.map((item) => unknownPath(item, fields)).find(Boolean)
      if (inner) return inner
      continue
    }
    const name = path.split('.')[0]
    if (name !== 'id' && !fields.some((field) => field.name === name)) return path
  }
  return null
}

/** The sort the list uses, when it names a column (`email`, `-createdAt`); the newest first otherwise. */
function sortOf(payload: Payload, sort: string | undefined): string {
  const name = sort?.replace(/^-/, '')
  const known = name === 'id' || enquiryFields(payload).some((field) => field.name === name)
  return sort && known ? sort : defaultSort
}

/** Every enquiry the list shows with these filters (all pages), assignees read along. */
export async function findInboxEnquiries(query: InboxQuery): Promise<Enquiry[]> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'enquiries',
    where: inboxWhere(query.where, query.search) as Where,
    sort: sortOf(payload, query.sort),
    depth: 1,
    populate: { users: { name: true, email: true } },
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
}

/** How many enquiries nobody has looked at yet (the dashboard's count). */
export async function countNewEnquiries(): Promise<number> {
  const payload = await getPayloadClient()
  return (await payload.count({ collection: 'enquiries', where: { status: { equals: 'new' } }, overrideAccess: true })).totalDocs
}

function labelText(label: unknown, language: WrittenLocale, fallback: string): string {
  if (typeof label === 'string') return label
  if (typeof label === 'object' && label !== null) {
    const text = (label as Record<string, unknown>)[language]
    if (typeof text === 'string') return text
  }
  return fallback
}

/** A stored value as the admin shows it: option labels, the assignee's e-mail, company time. */
function cellText(field: FlattenedField, value: unknown, language: WrittenLocale): unknown {
  if (value === null || value === undefined) return ''
  switch (field.type) {
    case 'select':
    case 'radio': {
      const option = field.options.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === value)
      return typeof option === 'object' ? labelText(option.label, language, String(value)) : String(value)
    }
    case 'relationship':
    case 'upload': {
      if (typeof value !== 'object') return value
      const doc = value as Partial<User> & { id?: unknown; title?: unknown }
      // A person by their e-mail, as the inbox's assignee column names them (issue 31).
      return doc.email || doc.name || doc.title || doc.id
    }
    case 'date':
      return csvDateTime(String(value))
    case 'checkbox':
      return value ? pick({ zh: '是', en: 'yes', ru: 'да' }, language) : pick({ zh: '否', en: 'no', ru: 'нет' }, language)
    default:
      return typeof value === 'object' ? JSON.stringify(value) : value
  }
}

/** The export's columns: number and time received, every field of the collection, last update. */
function columns(payload: Payload, language: WrittenLocale): { header: string; cell: (doc: Enquiry) => unknown }[] {
  const data = enquiryFields(payload).filter((field) => field.type !== 'join' && field.name !== 'createdAt' && field.name !== 'updatedAt')
  const record = (doc: Enquiry) => doc as unknown as Record<string, unknown>
  return [
    { header: fixedLabels.id[language], cell: (doc) => doc.id },
    { header: fixedLabels.createdAt[language], cell: (doc) => csvDateTime(doc.createdAt) },
    ...data.map((field) => ({ header: labelText(field.label, language, field.name), cell: (doc: Enquiry) => cellText(field, record(doc)[field.name], language) })),
    { header: fixedLabels.updatedAt[language], cell: (doc) => csvDateTime(doc.updatedAt) },
  ]
}

/** The header and rows of the export, headed in `language` (the admin's). */
export async function inboxCsvRows(query: InboxQuery, language: Locale): Promise<{ header: string[]; rows: unknown[][] }> {
  const payload = await getPayloadClient()
  const columnList = columns(payload, textLanguage(language))
  const docs = await findInboxEnquiries(query)
  return { header: columnList.map((column) => column.header), rows: docs.map((doc) => columnList.map((column) => column.cell(doc))) }
}

/** The filtered list as a CSV file for Excel (BOM, CRLF, formulas defused), named by today's date. */
export async function inboxCsv(query: InboxQuery, language: Locale, now = new Date()): Promise<{ filename: string; csv: string }> {
  const { header, rows } = await inboxCsvRows(query, language)
  const day = csvDateTime(now.toISOString()).slice(0, 10)
  return { filename: `${pick({ zh: '咨询留言', en: 'enquiries', ru: 'обращения' }, language)}-${day}.csv`, csv: csvDocument(header, rows) }
}
