import type { FieldHook } from 'payload'

import { toSlug } from '../../../fields'
import { questionKeyPattern } from '../../../../rules/registration'

type Row = { key?: unknown; id?: unknown; type?: unknown; options?: { value?: unknown }[] | null }

/**
 * Every question gets a stable key (what answers are stored under and the CSV column): the one
 * the editor typed, made safe, else one derived from the row id. Choice options get a value the
 * same way. Keys stay unique within the event.
 */
export const questionKeys: FieldHook = ({ value }) => {
  if (!Array.isArray(value)) return value
  const used = new Set<string>()
  return (value as Row[]).map((row, index) => {
    let key = typeof row.key === 'string' ? toSlug(row.key).replace(/-/g, '_') : ''
    if (!questionKeyPattern.test(key)) key = `q${index + 1}`
    while (used.has(key)) key = `${key}_${index + 1}`.slice(0, 32)
    used.add(key)
    const options = Array.isArray(row.options)
      ? row.options.map((option, optionIndex) => {
          const raw = typeof option.value === 'string' ? toSlug(option.value) : ''
          return { ...option, value: raw || `o${optionIndex + 1}` }
        })
      : row.options
    return { ...row, key, options }
  })
}
