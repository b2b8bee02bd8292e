import { type AfterErrorHook, ValidationError } from 'payload'

/**
 * Issue 38, item 8: a refusal of ours that belongs to one field (the field is marked, its message
 * below it) and whose toast is that message, a sentence in the admin's language, instead of
 * Payload's "The following field is invalid: confirmReplace".
 */
const plain = 'plainMessage'

export function fieldRefusal(collection: string, path: string, message: string, t: ConstructorParameters<typeof ValidationError>[1]): ValidationError {
  const error = new ValidationError({ collection, errors: [{ path, message }] }, t)
  ;(error.data as Record<string, unknown>)[plain] = message
  return error
}

export const plainFieldMessages: AfterErrorHook = ({ error, result }) => {
  const message = (error as { data?: Record<string, unknown> }).data?.[plain]
  if (typeof message !== 'string' || !result) return
  return { response: { ...result, errors: (result.errors ?? []).map((entry, index) => (index === 0 ? { ...entry, message } : entry)) } }
}
