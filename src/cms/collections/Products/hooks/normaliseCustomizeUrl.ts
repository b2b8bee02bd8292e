import type { FieldHook } from 'payload'

import { toSlug } from '../../../fields'

/** The product's address segment: editors may type anything; it is kept URL-safe, from the model when empty. */
export const normaliseCustomizeUrl: FieldHook = ({ value, data, originalDoc }) => {
  const typed = typeof value === 'string' ? toSlug(value) : ''
  if (typed) return typed
  const model = data?.model ?? originalDoc?.model
  return typeof model === 'string' ? toSlug(model) : value
}

/** A field a duplicate does not copy (null, not '': a unique column holds many nulls, one ''). */
export const clearedOnDuplicate: FieldHook = () => null
