import type { Field } from 'payload'

import type { Label } from '../../../rules/choices'

/** A field laid out at a share of its row. */
export const width = (field: Field, share: string): Field => ({ ...field, admin: { ...('admin' in field ? field.admin : {}), width: share } }) as Field

/** A date and time, picked and shown to the minute. */
export const dateTime = (name: string, label: Label, required = false): Field => ({
  name,
  type: 'date',
  required,
  label,
  admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy-MM-dd HH:mm' } },
})
