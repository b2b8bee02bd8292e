/**
 * The organiser's CSV of an event's registrations (docs/events.md): the fixed columns in the
 * chosen language, then one column per extra question, answers shown by their option labels.
 * Pure: the data layer reads the event and its registrations, this turns them into the file.
 */
import { csvDateTime, csvDocument } from './csv'
import type { Locale } from './language'

/** An extra question as the export needs it (the event's `registration.questions`). */
export interface CsvQuestion {
  key?: string | null
  label: string
  type: string
  options?: { value?: string | null; label: string }[] | null
}

/** A stored registration as the export needs it (the `registrations` collection). */
export interface CsvRegistration {
  code?: string | null
  name: string
  company: string
  jobTitle: string
  phone: string
  email: string
  status: 'confirmed' | 'cancelled'
  checkedIn?: boolean | null
  signedInAt?: string | null
  signInNumber?: number | null
  signInMethod?: ('code' | 'phone' | 'staff') | null
  source: 'web' | 'mobile' | 'invitation' | 'admin'
  language: Locale
  createdAt: string
  answers?: unknown
}

const columns = {
  zh: ['参会码', '姓名', '公司', '职位', '手机号', '邮箱', '状态', '已签到', '签到时间', '签到序号', '签到方式', '来源', '语言', '报名时间'],
  en: ['Code', 'Name', 'Company', 'Job title', 'Mobile', 'E-mail', 'Status', 'Checked in', 'Checked in at', 'Arrival no.', 'Checked in by', 'Came from', 'Language', 'Registered at'],
} as const

const labels = {
  zh: {
    status: { confirmed: '已报名', cancelled: '已取消' },
    yes: '是',
    no: '否',
    method: { code: '参会码', phone: '手机号', staff: '工作人员' },
    source: { web: '微站', mobile: '手机微站', invitation: '邀请函', admin: '后台录入' },
  },
  en: {
    status: { confirmed: 'Confirmed', cancelled: 'Cancelled' },
    yes: 'yes',
    no: 'no',
    method: { code: 'code', phone: 'mobile', staff: 'staff' },
    source: { web: 'microsite', mobile: 'mobile microsite', invitation: 'invitation', admin: 'staff' },
  },
} as const

/** One guest's answer to one question, choices shown by their option labels (the CSV's cell, the admin's row). */
export function answerCell(question: CsvQuestion, answers: Record<string, unknown>): unknown {
  const value = answers[question.key ?? '']
  const optionLabel = (raw: unknown) => question.options?.find((option) => option.value === raw)?.label ?? String(raw)
  if (Array.isArray(value)) return value.map(optionLabel)
  if (question.type === 'single' && value !== undefined) return optionLabel(value)
  return value
}

/** The stored answers as an object of question key → value (anything else: none). */
export function storedAnswers(value: unknown): Record<string, unknown> {
  return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>
}

/** The whole file (rules/csv.ts: BOM, CRLF, defused formulas), registrations in the order given. */
export function registrationsCsvDocument(questions: readonly CsvQuestion[], registrations: readonly CsvRegistration[], language: Locale): string {
  const words = labels[language]
  const header = [...columns[language], ...questions.map((question) => question.label)]
  const rows = registrations.map((row) => {
    const answers = storedAnswers(row.answers)
    return [
      row.code,
      row.name,
      row.company,
      row.jobTitle,
      row.phone,
      row.email,
      words.status[row.status],
      row.checkedIn ? words.yes : words.no,
      csvDateTime(row.signedInAt),
      row.signInNumber ?? '',
      row.signInMethod ? words.method[row.signInMethod] : '',
      words.source[row.source],
      row.language,
      csvDateTime(row.createdAt),
      ...questions.map((question) => answerCell(question, answers)),
    ]
  })
  return csvDocument(header, rows)
}
