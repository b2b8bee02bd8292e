'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/rules/language'

import styles from './QuickEnquiryForm.module.css'
import { showRuleError, submitEnquiry } from './submitEnquiry'
import type { QuickEnquiryText } from './text'
import { preloadToasts } from './toasts'

type Field = 'content' | 'email'
type Values = Record<Field, string>
type FieldError = { field: Field; message: string }

const emptyValues: Values = { content: '', email: '' }

// The server's own schema (spec §5), fetched with zod when the form is first used: the footer is
// on every page, and zod need not be in every page's first load.
let rules: Promise<typeof import('@/rules/enquiry')> | null = null
function loadRules() {
  rules ??= import('@/rules/enquiry').catch((error: unknown) => {
    rules = null
    throw error
  })
  return rules
}

async function firstRuleError(values: Values, locale: Locale): Promise<FieldError | null> {
  const { createEnquirySchema } = await loadRules()
  const parsed = createEnquirySchema(locale).safeParse(values)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  const field = issue?.path[0] === 'email' ? 'email' : 'content'
  return { field, message: issue?.message ?? '' }
}

/**
 * Spec §2.6/§4 the footer's leave-message form: content and email (+ the page language), the
 * same §5 rules as the dialog (first failure only, as a toast and next to its field), a loading
 * flag while sending, both fields cleared on success.
 */
export function QuickEnquiryFormClient({ locale, text }: { locale: Locale; text: QuickEnquiryText }) {
  const id = useId()
  const [values, setValues] = useState<Values>(emptyValues)
  const [error, setError] = useState<FieldError | null>(null)
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  const preload = () => {
    void loadRules().catch(() => {})
    preloadToasts()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    setLoading(true)
    try {
      const failure = await firstRuleError(values, locale)
      setError(failure)
      if (failure) {
        showRuleError(failure.message)
        fields.current[failure.field]?.focus()
        return
      }
      const outcome = await submitEnquiry(values, { locale, form: 'quick' })
      if (outcome.ok) setValues(emptyValues)
    } finally {
      busy.current = false
      setLoading(false)
    }
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[name] = element
    },
    onFocus: preload,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((previous) => ({ ...previous, [name]: value }))
      // Editing a field clears its message; the rules run again on the next submit.
      if (error?.field === name) setError(null)
    },
    'aria-required': true,
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': error?.field === name ? `${id}-${name}-error` : undefined,
  })
  const fieldError = (name: Field) =>
    error?.field === name ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {error.message}
      </p>
    ) : null

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={loading || undefined} data-testid="quick-enquiry-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className="visually-hidden">
          {text.content}
        </label>
        <textarea rows={3} placeholder={text.contentPlaceholder} className={`${styles.input} ${styles.textarea}`} {...field('content')} />
        {fieldError('content')}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {text.email}
          </label>
          <input type="email" autoComplete="email" placeholder={text.emailPlaceholder} className={styles.input} {...field('email')} />
          {fieldError('email')}
        </div>
        <button type="submit" className={styles.submit} disabled={loading} onPointerEnter={preload} data-testid="quick-enquiry-submit">
          {loading && <span className={styles.spinner} aria-hidden="true" />}
          {loading ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  )
}
