import type { FieldHook } from 'payload'

import { toSlug } from '../../../fields'

/**
 * Spec §3: a category's url is derived from its name. A name with Latin letters gives a readable
 * slug; a name without any (Chinese only) gives a short, stable hash of the name.
 */
export const deriveSlug: FieldHook = ({ value, data, originalDoc }) => {
  if (typeof value === 'string' && value.trim() !== '') return toSlug(value)
  const name = data?.name ?? originalDoc?.name
  const fromName = typeof name === 'string' ? toSlug(name) : ''
  if (fromName) return fromName
  const seed = typeof name === 'string' ? name : String(Date.now())
  return `category-${Array.from(seed).reduce((hash, char) => (hash * 31 + char.codePointAt(0)!) >>> 0, 7).toString(36)}`
}
