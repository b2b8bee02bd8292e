/**
 * A fixed choice (a document's type, a region, an audit action …): its values in order, a guard
 * for what comes in, and each value's name in every language. The values are the keys of the
 * names, so a choice is written once; a new language adds one key to each name.
 */
import { type Locale, textLanguage, type WrittenLocale } from './language'

/** A text in every language the site is written in. */
export type Label = Record<WrittenLocale, string>

export interface Choice<T extends string> {
  /** In the order written (the order lists group and the admin offers them). */
  readonly values: readonly T[]
  readonly labels: Readonly<Record<T, Label>>
  readonly is: (value: unknown) => value is T
  /** The admin's select options, labelled in every language. */
  readonly options: { value: T; label: Label }[]
}

export type ChoiceValue<C> = C extends Choice<infer T> ? T : never

/** Keys are the values, in order: none may look like a number (an object lists those first). */
export function choice<const T extends string>(labels: Record<T, Label>): Choice<T> {
  const values = Object.keys(labels) as T[]
  return {
    values,
    labels,
    is: (value: unknown): value is T => typeof value === 'string' && Object.hasOwn(labels, value),
    options: values.map((value) => ({ value, label: labels[value] })),
  }
}

/** A table of texts in one language: `{ subject: { zh: '咨询', en: 'Enquiry', ru: 'Обращение' } }` → `{ subject: 'Enquiry' }`. */
export function textsIn<K extends string>(texts: Record<K, Label>, locale: Locale): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(texts).map(([key, label]) => [key, label[textLanguage(locale)]])) as Record<K, string>
}

/** A label in one language: its own text, or English's for a language the code is not written in (issue 40). */
export function labelIn(label: Label, locale: Locale): string {
  return label[textLanguage(locale)]
}
