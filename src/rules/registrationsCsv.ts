/**
 * The organiser's CSV of an event's registrations (docs/events.md): the fixed columns in the
 * chosen language, then one column per extra question, answers shown by their option labels.
 * Pure: the data layer reads the event and its registrations, this turns them into the file.
 */
import { csvDateTime, csvDocument } from './csv'
import type { Label } from './choices'
import { registrationSources, registrationStatuses, signInMethods, type RegistrationSource, type RegistrationStatus, type SignInMethod } from './events/registrationChoices'
import { type Locale, textLanguage, type WrittenLocale } from './language'

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
  status: RegistrationStatus
  checkedIn?: boolean | null
  signedInAt?: string | null
  signInNumber?: number | null
  signInMethod?: SignInMethod | null
  source: RegistrationSource
  language: Locale
  createdAt: string
  answers?: unknown
}

/** Whether a guest was checked in, as a cell says it. */
const yesNo = { yes: { zh: '是', en: 'yes', ru: 'да' }, no: { zh: '否', en: 'no', ru: 'нет' } } satisfies Record<string, Label>

/** The fixed columns, each with its title and its cell. */
const columns: { title: Label; cell: (row: CsvRegistration, language: WrittenLocale) => unknown }[] = [
  { title: { zh: '参会码', en: 'Code', ru: 'Код участника' }, cell: (row) => row.code },
  { title: { zh: '姓名', en: 'Name', ru: 'ФИО' }, cell: (row) => row.name },
  { title: { zh: '公司', en: 'Company', ru: 'Компания' }, cell: (row) => row.company },
  { title: { zh: '职位', en: 'Job title', ru: 'Должность' }, cell: (row) => row.jobTitle },
  { title: { zh: '手机号', en: 'Mobile', ru: 'Мобильный телефон' }, cell: (row) => row.phone },
  { title: { zh: '邮箱', en: 'E-mail', ru: 'Эл. почта' }, cell: (row) => row.email },
  { title: { zh: '状态', en: 'Status', ru: 'Статус' }, cell: (row, language) => registrationStatuses.labels[row.status][language] },
  { title: { zh: '已签到', en: 'Checked in', ru: 'Прибытие отмечено' }, cell: (row, language) => (row.checkedIn ? yesNo.yes : yesNo.no)[language] },
  { title: { zh: '签到时间', en: 'Checked in at', ru: 'Время прибытия' }, cell: (row) => csvDateTime(row.signedInAt) },
  { title: { zh: '签到序号', en: 'Arrival no.', ru: '№ прибытия' }, cell: (row) => row.signInNumber ?? '' },
  { title: { zh: '签到方式', en: 'Checked in by', ru: 'Способ отметки' }, cell: (row, language) => (row.signInMethod ? signInMethods.labels[row.signInMethod][language] : '') },
  { title: { zh: '来源', en: 'Came from', ru: 'Источник' }, cell: (row, language) => registrationSources.labels[row.source][language] },
  { title: { zh: '语言', en: 'Language', ru: 'Язык' }, cell: (row) => row.language },
  { title: { zh: '报名时间', en: 'Registered at', ru: 'Дата регистрации' }, cell: (row) => csvDateTime(row.createdAt) },
]

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
export function registrationsCsvDocument(questions: readonly CsvQuestion[], registrations: readonly CsvRegistration[], locale: Locale): string {
  const language = textLanguage(locale)
  const header = [...columns.map((column) => column.title[language]), ...questions.map((question) => question.label)]
  const rows = registrations.map((row) => {
    const answers = storedAnswers(row.answers)
    return [...columns.map((column) => column.cell(row, language)), ...questions.map((question) => answerCell(question, answers))]
  })
  return csvDocument(header, rows)
}
