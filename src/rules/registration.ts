/**
 * The event registration form (docs/events.md): name, company, job title, mobile number, e-mail
 * and the event's own questions. One zod schema, built from the event's questions, serves the
 * browser form (react-hook-form) and the API handler, so both always agree.
 */
import { z } from './zod'

import { bodyLanguage, decideLanguage } from '@rugged/front-door'

import type { Locale } from './language'
import {
  emailMaxLength,
  eventMessage,
  type EventMessageId,
  normaliseEmail,
  normalisePhone,
  registrationEmailPattern,
} from './events'
import { message as siteMessage, type MessageId } from './messages'
import { isPlainObject } from './plainObject'

export const registrationFields = ['name', 'company', 'jobTitle', 'phone', 'email'] as const
export type RegistrationField = (typeof registrationFields)[number]

/** Longest value of each field, in characters (code points). */
export const registrationMaxLengths = { name: 50, company: 100, jobTitle: 50, answer: 200 } as const

/** Hidden field that people leave empty and form-filling bots do not. */
export const registrationHoneypotField = 'website'

export const questionTypes = ['text', 'single', 'multiple'] as const
export type QuestionType = (typeof questionTypes)[number]

/** A question the event asks, in one language. */
export interface EventQuestion {
  key: string
  label: string
  type: QuestionType
  required: boolean
  options: { value: string; label: string }[]
}

export type Answers = Record<string, string | string[]>

export interface RegistrationValues {
  name: string
  company: string
  jobTitle: string
  /** Normalised (normalisePhone). */
  phone: string
  /** Normalised (normaliseEmail). */
  email: string
  answers: Answers
}

/** A question key: what editors type (or the seed sets), safe as an object key and a CSV column. */
export const questionKeyPattern = /^[a-z][a-z0-9_]{0,31}$/

const characters = (value: string) => Array.from(value).length

type Check = { messageId: EventMessageId; params?: Record<string, string | number> } | null

function textCheck(value: string, empty: EventMessageId, tooLong: EventMessageId, max: number): Check {
  if (value === '') return { messageId: empty }
  if (characters(value) > max) return { messageId: tooLong, params: { max } }
  return null
}

/** The first problem of each field, in form order; null when the field is fine. */
export function registrationFieldChecks(values: Record<RegistrationField, string>): Record<RegistrationField, Check> {
  const phone = values.phone
  const email = values.email
  return {
    name: textCheck(values.name, 'nameEmpty', 'nameTooLong', registrationMaxLengths.name),
    company: textCheck(values.company, 'companyEmpty', 'companyTooLong', registrationMaxLengths.company),
    jobTitle: textCheck(values.jobTitle, 'jobTitleEmpty', 'jobTitleTooLong', registrationMaxLengths.jobTitle),
    phone: phone === '' ? { messageId: 'phoneEmpty' } : normalisePhone(phone) ? null : { messageId: 'phoneFormat' },
    email:
      email === ''
        ? { messageId: 'emailEmpty' }
        : email.length <= emailMaxLength && registrationEmailPattern.test(normaliseEmail(email))
          ? null
          : { messageId: 'emailFormat' },
  }
}

export function answerCheck(question: EventQuestion, value: unknown): Check {
  const params = { label: question.label, max: registrationMaxLengths.answer }
  if (question.type === 'multiple') {
    const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]
    if (!list.every((item) => typeof item === 'string')) return { messageId: 'answerInvalid', params }
    if (list.length === 0) return question.required ? { messageId: 'answerRequired', params } : null
    const allowed = new Set(question.options.map((option) => option.value))
    if (!list.every((item) => allowed.has(item as string)) || new Set(list).size !== list.length) return { messageId: 'answerInvalid', params }
    return null
  }
  if (value !== undefined && value !== null && typeof value !== 'string') return { messageId: 'answerInvalid', params }
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return question.required ? { messageId: 'answerRequired', params } : null
  if (question.type === 'single') {
    return question.options.some((option) => option.value === text) ? null : { messageId: 'answerInvalid', params }
  }
  return characters(text) > registrationMaxLengths.answer ? { messageId: 'answerTooLong', params } : null
}

const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())

const answerValue = z.union([z.string(), z.array(z.string()), z.null()]).optional()

/**
 * The registration schema of one event in one language. Every field with a problem gets exactly
 * one issue (its first), with `params.messageId`; the output is normalised (trimmed text, phone
 * and e-mail in their stored form, answers only for the event's questions).
 */
export function createRegistrationSchema(locale: Locale, questions: readonly EventQuestion[]) {
  return z
    .object({
      name: text,
      company: text,
      jobTitle: text,
      phone: text,
      email: text,
      answers: z.record(z.string(), answerValue).nullish().transform((value) => value ?? {}),
    })
    .superRefine((values, ctx) => {
      const checks = registrationFieldChecks(values)
      for (const field of registrationFields) {
        const check = checks[field]
        if (check) {
          ctx.addIssue({ code: 'custom', path: [field], message: eventMessage(check.messageId, locale, check.params), params: { messageId: check.messageId } })
        }
      }
      for (const question of questions) {
        const check = answerCheck(question, values.answers[question.key])
        if (check) {
          ctx.addIssue({
            code: 'custom',
            path: ['answers', question.key],
            message: eventMessage(check.messageId, locale, check.params),
            params: { messageId: check.messageId },
          })
        }
      }
    })
    .transform((values): RegistrationValues => {
      const answers: Answers = {}
      for (const question of questions) {
        const value = values.answers[question.key]
        if (question.type === 'multiple') {
          const list = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []
          if (list.length > 0) answers[question.key] = list
        } else if (typeof value === 'string' && value.trim() !== '') {
          answers[question.key] = value.trim()
        }
      }
      return {
        name: values.name,
        company: values.company,
        jobTitle: values.jobTitle,
        phone: normalisePhone(values.phone) ?? values.phone,
        email: normaliseEmail(values.email),
        answers,
      }
    })
}

// ---------------------------------------------------------------------------------------------
// Server side: the request body of POST /api/front/{hash} (and of an invitation's acceptance)

export type RequestProblem = {
  readonly ok: false
  readonly status: 400
  readonly message: string
  readonly field?: string
}

export interface RegistrationRequest {
  readonly values: RegistrationValues
  readonly language: Locale
  /** Which page sent it: the desktop or the mobile microsite. */
  readonly source: 'web' | 'mobile'
  readonly honeypotTripped: boolean
}

const stringKeys = [...registrationFields, registrationHoneypotField, 'source'] as const

/**
 * Structure first (an object, known keys, strings where strings belong, language, source, answers
 * only to the event's questions), then the form rules. `extraKeys` are further keys the caller
 * reads itself (an invitation's `code` and `response`).
 */
export function parseRegistrationRequest(
  body: unknown,
  questions: readonly EventQuestion[],
  extraKeys: readonly string[] = [],
  locale: Locale = decideLanguage({ declared: [isPlainObject(body) ? body.language : undefined] }),
): ({ ok: true } & RegistrationRequest) | RequestProblem {
  const reject = (text: string, field?: string): RequestProblem => ({ ok: false, status: 400, message: text, ...(field ? { field } : {}) })
  const site = (id: MessageId, params?: Record<string, string>) => siteMessage(id, locale, params)

  if (!isPlainObject(body)) return reject(site('invalidBody'))
  const allowed = new Set<string>([...stringKeys, 'answers', 'language', ...extraKeys])
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) return reject(site('unknownField', { field: key }), key)
  }
  for (const key of stringKeys) {
    const value = body[key]
    if (value !== undefined && value !== null && typeof value !== 'string') return reject(site('invalidField', { field: key }), key)
  }
  // The registration's own language: the body's, Chinese when absent; anything else must parse.
  const language = bodyLanguage(body.language)
  if (language === null) return reject(site('invalidLanguage'), 'language')
  const source = body.source ?? 'web'
  if (source !== 'web' && source !== 'mobile') return reject(site('badRequest', { param: 'source' }), 'source')

  const answers = body.answers
  if (answers !== undefined && answers !== null) {
    if (!isPlainObject(answers)) return reject(site('invalidField', { field: 'answers' }), 'answers')
    const keys = new Set(questions.map((question) => question.key))
    for (const key of Object.keys(answers)) {
      if (!keys.has(key)) return reject(eventMessage('unknownQuestion', locale, { field: key }), `answers.${key}`)
    }
  }

  const parsed = createRegistrationSchema(locale, questions).safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.map(String).join('.') || undefined
    return reject(issue?.code === 'custom' ? issue.message : site('badRequest', { param: field ?? 'body' }), field)
  }
  const honeypot = body[registrationHoneypotField]
  return {
    ok: true,
    values: parsed.data,
    language,
    source,
    honeypotTripped: typeof honeypot === 'string' && honeypot !== '',
  }
}
