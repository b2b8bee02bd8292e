'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/rules/language'

import { QuickEnquiryFields, quickFormId, type QuickField } from './QuickEnquiryFields'
import styles from './QuickEnquiryForm.module.css'
import { showRuleError, submitEnquiry } from './submitEnquiry'
import type { QuickEnquiryText } from './text'
import { preloadToasts } from './toasts'

type Values = Record<QuickField, string>
type FieldError = { field: QuickField; message: string }

export interface QuickEnquiryFormProps {
  locale: Locale
  text: QuickEnquiryText
  /** What was typed into the preview. */
  defaults?: Values
  submitOnMount?: boolean
}

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
 * Spec §2.6/§4 the footer's leave-message form, live: content and email (+ the page language),
 * the same §5 rules as the dialog (first failure only, as a toast and next to its field), a
 * loading flag while sending, both fields cleared on success. It takes over from the server's
 * preview (LazyQuickEnquiryForm) with what was typed there, and submits at once when the preview
 * was submitted.
 */
export function QuickEnquiryFormClient({ locale, text, defaults = emptyValues, submitOnMount = false }: QuickEnquiryFormProps) {
  const [values, setValues] = useState<Values>(defaults)
  const [error, setError] = useState<FieldError | null>(null)
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  const fields = useRef<Partial<Record<QuickField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  useEffect(() => {
    if (submitOnMount) form.current?.requestSubmit()
  }, [submitOnMount])

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

  const field = (name: QuickField) => ({
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
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': error?.field === name ? `${quickFormId}-${name}-error` : undefined,
  })
  const fieldError = (name: QuickField) =>
    error?.field === name ? (
      <p id={`${quickFormId}-${name}-error`} className={styles.error}>
        {error.message}
      </p>
    ) : null

  return <QuickEnquiryFields text={text} field={field} fieldError={fieldError} loading={loading} onSubmit={onSubmit} onPreload={preload} formRef={form} />
}
