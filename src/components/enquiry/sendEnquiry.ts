/*
 * Spec §7 (POST /api/front/leaveMessage and the HTTP answer handling) and §8 (messages).
 * Every outcome of a submission becomes { code, ok, message }:
 *   status 200/201/202 with result true   ok, the success message
 *   status 200/201/202 with result false  not ok, the server's message, else 'submission failed'
 *   any other status                      not ok, the server's message, else 'server error'
 *   no answer at all (network failure)    code -1, '服务器内部错误' (its English text in English)
 */
import type { EnquiryContext, EnquiryForm, EnquiryValues } from '@/rules/enquiry'
import type { Locale } from '@/rules/language'
import { networkErrorCode, successStatuses } from '@/rules/limits'
import { visitorMessage } from '@/rules/visitorMessages'

export const leaveMessagePath = '/api/front/leaveMessage'

export interface EnquiryOutcome {
  /** The HTTP status, or networkErrorCode (-1) when no answer came. */
  readonly code: number
  readonly ok: boolean
  /** The text to show the visitor. */
  readonly message: string
}

export type EnquiryPayload = Partial<EnquiryValues> & Pick<EnquiryValues, 'content' | 'email'>

type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'json'>>

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const text = (body as { message?: unknown }).message
  return typeof text === 'string' && text.trim() !== '' ? text : null
}

export async function sendEnquiry(
  values: EnquiryPayload,
  options: { locale: Locale; form: EnquiryForm; context?: EnquiryContext; fetch?: FetchLike },
): Promise<EnquiryOutcome> {
  const { locale, form, context } = options
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init))
  let response: Awaited<ReturnType<FetchLike>>
  try {
    response = await doFetch(leaveMessagePath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // Issue 29: the partner or estimate the enquiry is about travels beside the fields.
      body: JSON.stringify({ ...values, ...context, language: locale, form }),
    })
  } catch {
    return { code: networkErrorCode, ok: false, message: visitorMessage('serverError', locale) }
  }

  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // A body that is not JSON (a proxy's error page) has no message to show.
  }
  const code = response.status
  if ((successStatuses as readonly number[]).includes(code)) {
    const result = typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined
    if (result === true) return { code, ok: true, message: visitorMessage('submitSuccess', locale) }
    return { code, ok: false, message: serverMessage(body) ?? visitorMessage('submitFailed', locale) }
  }
  return { code, ok: false, message: serverMessage(body) ?? visitorMessage('serverError', locale) }
}
