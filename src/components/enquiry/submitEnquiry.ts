import type { EnquiryContext, EnquiryForm } from '@/rules/enquiry'
import type { Locale } from '@/rules/language'
import { toastDurationMs } from '@/rules/limits'

import { sendEnquiry, type EnquiryOutcome, type EnquiryPayload } from './sendEnquiry'
import { showToast } from './toasts'

/** §7/§8: a success toast for 1500 ms, any failure as an error toast for 2000 ms. */
export function showOutcome(outcome: Pick<EnquiryOutcome, 'ok' | 'message'>): void {
  if (outcome.ok) void showToast('success', outcome.message, toastDurationMs.success)
  else void showToast('error', outcome.message, toastDurationMs.error)
}

/** §5: the first failing rule, shown as an error toast (it is also shown next to its field). */
export function showRuleError(text: string | undefined): void {
  if (text) void showToast('error', text, toastDurationMs.error)
}

/**
 * §4: the window event that follows every completed submission (the spec's "after-request
 * event"), with { form, code, ok, message } as detail, for anyone who wants to know (analytics).
 */
export const enquiryAfterRequestEvent = 'enquiry:after-request'

export async function submitEnquiry(
  values: EnquiryPayload,
  options: { locale: Locale; form: EnquiryForm; context?: EnquiryContext },
): Promise<EnquiryOutcome> {
  const outcome = await sendEnquiry(values, options)
  showOutcome(outcome)
  window.dispatchEvent(new CustomEvent(enquiryAfterRequestEvent, { detail: { form: options.form, ...outcome } }))
  return outcome
}

/** The first error message of react-hook-form's errors (the schema reports one at most). */
export function firstErrorMessage(errors: Record<string, { message?: unknown } | undefined>): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message
  }
  return undefined
}
