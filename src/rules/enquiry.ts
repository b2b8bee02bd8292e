/**
 * Spec §3 (enquiry fields), §5 (validation rules, in order) and §7 (POST /api/front/leaveMessage).
 * One schema serves the browser forms and the server handler, so both always agree.
 */
import { z } from './zod'
import { bodyLanguage, decideLanguage } from '@rugged/front-door'

import type { Locale } from './language'
import { enquiryContentMaxLength } from './limits'
import { isPlainObject } from './plainObject'
import { isMessageId, message, type MessageId, type MessageParams } from './messages'
import { estimateItems, estimateMaximum, estimateMinimum, type EstimateInput } from './mdmEstimate'
import { mdmTierIds } from './mdmPricing'

/** §3: the contact dialog's fields (language travels beside them). */
export const enquiryFields = [
  'name',
  'company',
  'email',
  'telephone',
  'productModel',
  'applicationIndustry',
  'content',
] as const
export type EnquiryField = (typeof enquiryFields)[number]

/** §3: the footer / mobile quick form. */
export const quickEnquiryFields = ['content', 'email'] as const satisfies readonly EnquiryField[]

/** Which form sent the enquiry; the spec's two senders (§2.6-§2.8). */
export const enquiryForms = ['dialog', 'quick'] as const
export type EnquiryForm = (typeof enquiryForms)[number]
export const defaultEnquiryForm: EnquiryForm = 'dialog'

/** Hidden field that people leave empty and form-filling bots do not. */
export const enquiryHoneypotField = 'website'

/**
 * §5 rule 4, verbatim: a letter or digit, two or more word characters or hyphens, '@',
 * one alphanumeric label, '.', 2-4 letters. It rejects dots in the local part and
 * sub-domains; that is the spec's rule, not an oversight.
 */
export const enquiryEmailPattern = /^[A-Za-z0-9][\w-]{2,}@[A-Za-z0-9]+\.[A-Za-z]{2,4}$/

export type EnquiryInput = Partial<Record<EnquiryField, string | null | undefined>>
export type EnquiryValues = Record<EnquiryField, string>

export type EnquiryMessageId = Extract<MessageId, 'contentEmpty' | 'emailEmpty' | 'contentTooLong' | 'emailFormat'>

export interface EnquiryError {
  readonly field: 'content' | 'email'
  readonly messageId: EnquiryMessageId
  readonly message: string
}

// §5: only these are empty; whitespace is content the visitor typed.
function isEmpty(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value === ''
}

// §5 counts characters; code points make a CJK character or an emoji count as one.
function characterCount(value: string): number {
  return Array.from(value).length
}

/** §5: the rules in the spec's order; the first failure is the only one reported. */
export function firstEnquiryError(values: EnquiryInput, locale: Locale): EnquiryError | null {
  const fail = (field: EnquiryError['field'], messageId: EnquiryMessageId): EnquiryError => ({
    field,
    messageId,
    message: message(messageId, locale),
  })
  const { content, email } = values
  if (isEmpty(content)) return fail('content', 'contentEmpty')
  if (isEmpty(email)) return fail('email', 'emailEmpty')
  if (characterCount(content) > enquiryContentMaxLength) return fail('content', 'contentTooLong')
  if (!enquiryEmailPattern.test(email)) return fail('email', 'emailFormat')
  return null
}

// Unvalidated fields are optional; null/undefined become '' so stored rows and form
// state never hold a mix of null and empty string.
const textField = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

const enquiryShape = Object.fromEntries(enquiryFields.map((field) => [field, textField])) as Record<
  EnquiryField,
  typeof textField
>

/**
 * The enquiry form schema in one language. Each failing value yields exactly one issue,
 * at the field concerned, with `params.messageId` for callers that need the id.
 */
export function createEnquirySchema(locale: Locale) {
  return z.object(enquiryShape).superRefine((values, ctx) => {
    const error = firstEnquiryError(values, locale)
    if (error) {
      ctx.addIssue({
        code: 'custom',
        path: [error.field],
        message: error.message,
        params: { messageId: error.messageId },
      })
    }
  })
}

export type EnquirySchema = ReturnType<typeof createEnquirySchema>

/**
 * Issue 29: what an enquiry is about besides its fields, set by the page that opened the dialog:
 * the partner of the where-to-buy list it is addressed to (an id), and the MDM price estimate the
 * buyer made (its inputs; the server prices them again from the published rates).
 */
export const enquiryContextFields = ['partner', 'estimate'] as const

const estimateShape = Object.fromEntries(
  estimateItems.map((item) => [item, z.number().int().min(estimateMinimum[item]).max(estimateMaximum[item])]),
) as Record<(typeof estimateItems)[number], z.ZodNumber>

export const enquiryContextSchema = z.object({
  partner: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  estimate: z.strictObject({ tier: z.enum(mdmTierIds), ...estimateShape }).optional(),
})

export interface EnquiryContext {
  readonly partner?: number
  readonly estimate?: EstimateInput
}

export interface Enquiry extends EnquiryValues, EnquiryContext {
  readonly language: Locale
  readonly form: EnquiryForm
}

export type EnquiryRequestResult =
  | { readonly ok: true; readonly enquiry: Enquiry; readonly honeypotTripped: boolean }
  | {
      readonly ok: false
      readonly status: 400
      readonly messageId: MessageId
      readonly message: string
      readonly field?: string
    }

const allowedRequestKeys: ReadonlySet<string> = new Set<string>([
  ...enquiryFields,
  ...enquiryContextFields,
  'language',
  'form',
  enquiryHoneypotField,
])

// Besides the enquiry fields, these must be strings (or null) when present.
const stringRequestKeys: readonly string[] = [...enquiryFields, 'form', enquiryHoneypotField]

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T

function isEnquiryForm(value: unknown): value is EnquiryForm {
  return typeof value === 'string' && (enquiryForms as readonly string[]).includes(value)
}

/**
 * Server side of §7 leaveMessage: structure first (object, known keys, types, language,
 * form), then the §5 rules. Messages speak `locale`, the visitor's language (the API decides it:
 * the body's valid `language`, else the request's; alone, the body's or Chinese). The enquiry's
 * own `language` is the body's, Chinese when absent. A tripped honeypot is not an error here:
 * the caller decides how to answer a bot without telling it so.
 */
export function parseEnquiryRequest(
  body: unknown,
  locale: Locale = decideLanguage({ declared: [isPlainObject(body) ? body.language : undefined] }),
): EnquiryRequestResult {
  const reject = (messageId: MessageId, field?: string, params?: MessageParams): EnquiryRequestResult => ({
    ok: false,
    status: 400,
    messageId,
    message: message(messageId, locale, params),
    ...(field === undefined ? {} : { field }),
  })

  if (!isPlainObject(body)) return reject('invalidBody')

  for (const key of Object.keys(body)) {
    if (!allowedRequestKeys.has(key)) return reject('unknownField', key, { field: key })
  }
  for (const key of stringRequestKeys) {
    const value = body[key]
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return reject('invalidField', key, { field: key })
    }
  }
  // Missing language (absent or null) means the default; anything else must parse.
  const language = bodyLanguage(body.language)
  if (language === null) return reject('invalidLanguage', 'language')

  const rawForm = body.form ?? defaultEnquiryForm
  if (!isEnquiryForm(rawForm)) return reject('badRequest', 'form', { param: 'form' })

  // Null is "not given", as for the fields; anything else must be a partner id or an estimate.
  const context = enquiryContextSchema.safeParse({ partner: body.partner ?? undefined, estimate: body.estimate ?? undefined })
  if (!context.success) {
    const field = String(context.error.issues[0]?.path[0] ?? 'estimate')
    return reject('badRequest', field, { param: field })
  }

  const parsed = createEnquirySchema(locale).safeParse(body)
  if (!parsed.success) {
    // Types were checked above, so the only issue left is the §5 rule failure.
    const issue = parsed.error.issues[0]
    const messageId: unknown = issue?.code === 'custom' ? issue.params?.messageId : undefined
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined
    if (isMessageId(messageId)) return reject(messageId, field)
    return reject('badRequest', field, { param: field ?? 'body' })
  }

  const honeypot = body[enquiryHoneypotField]
  return {
    ok: true,
    enquiry: { ...parsed.data, ...withoutUndefined(context.data), language, form: rawForm },
    honeypotTripped: typeof honeypot === 'string' && honeypot !== '',
  }
}
