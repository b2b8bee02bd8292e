'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'

import type { Locale } from '@/rules/language'
import { createRegistrationSchema, registrationHoneypotField, type EventQuestion, type RegistrationValues } from '@/rules/registration'

import { callEventApi, eventApi } from './api'
import styles from './RegistrationForm.module.css'

type Schema = ReturnType<typeof createRegistrationSchema>
type FormInput = z.input<Schema> & { [registrationHoneypotField]?: string }

export interface RegistrationSuccess {
  code: string
  displayCode: string
  name: string
}

export interface RegistrationFormProps {
  hash: string
  questions: EventQuestion[]
  /** Where the form posts: the registration call, or an invitation's answer. */
  submitUrl: string
  /** Sent beside the fields (an invitation's code and response). */
  extraBody?: Record<string, unknown>
  source?: 'web' | 'mobile'
  defaults?: Partial<Record<'name' | 'company' | 'jobTitle' | 'phone' | 'email', string>>
  submitLabel?: string
  onSuccess: (success: RegistrationSuccess, message: string) => void
  /** A refusal that is about the event, not a field (window, capacity): the caller refreshes its state. */
  onRefused?: (reason: string) => void
}

const textFields = [
  { name: 'name', type: 'text', autoComplete: 'name', inputMode: undefined },
  { name: 'company', type: 'text', autoComplete: 'organization', inputMode: undefined },
  { name: 'jobTitle', type: 'text', autoComplete: 'organization-title', inputMode: undefined },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
] as const

/**
 * The registration form (docs/events.md): the five fields and the event's own questions, checked
 * in the browser with the schema the server uses; company names suggested from earlier
 * registrations as the visitor types; server refusals shown at their field or above the button.
 */
export function RegistrationForm({
  hash,
  questions,
  submitUrl,
  extraBody,
  source = 'web',
  defaults,
  submitLabel,
  onSuccess,
  onRefused,
}: RegistrationFormProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('events.form')
  const id = useId()
  const resolver = useMemo(() => zodResolver(createRegistrationSchema(locale, questions)), [locale, questions])
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, RegistrationValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: defaults?.name ?? '',
      company: defaults?.company ?? '',
      jobTitle: defaults?.jobTitle ?? '',
      phone: defaults?.phone ?? '',
      email: defaults?.email ?? '',
      answers: Object.fromEntries(questions.map((question) => [question.key, question.type === 'multiple' ? [] : ''])),
    },
  })
  const [formError, setFormError] = useState('')
  const [companies, setCompanies] = useState<string[]>([])
  const honeypot = useRef<HTMLInputElement>(null)

  // Company suggestions: debounced, only for what the visitor is typing now.
  const company = watch('company') ?? ''
  useEffect(() => {
    const prefix = company.trim()
    if (!prefix) {
      setCompanies([])
      return
    }
    let stale = false
    const timer = setTimeout(async () => {
      const answer = await callEventApi<string[]>(eventApi.companies(hash, prefix, locale))
      if (!stale && answer.result && Array.isArray(answer.data)) setCompanies(answer.data.filter((name) => name !== company))
    }, 250)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [company, hash, locale])

  const onSubmit = handleSubmit(async (values) => {
    setFormError('')
    const answer = await callEventApi<{ code?: string; displayCode?: string; name?: string; field?: string; reason?: string }>(
      submitUrl,
      {
        method: 'POST',
        json: { ...extraBody, ...values, language: locale, source, [registrationHoneypotField]: honeypot.current?.value ?? '' },
      },
      t('serverError'),
    )
    if (answer.result && answer.data?.code) {
      onSuccess({ code: answer.data.code, displayCode: answer.data.displayCode ?? answer.data.code, name: answer.data.name ?? values.name }, answer.message)
      return
    }
    const field = answer.data?.field
    if (field && (field === 'name' || field === 'company' || field === 'jobTitle' || field === 'phone' || field === 'email' || field.startsWith('answers.'))) {
      setError(field as FieldPath<FormInput>, { type: 'server', message: answer.message }, { shouldFocus: true })
    }
    setFormError(answer.message)
    if (answer.data?.reason && !field) onRefused?.(answer.data.reason)
  })

  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errorOf(name) ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined
  const errorOf = (name: string): string | undefined => {
    if (name.startsWith('answers.')) return (errors.answers as Record<string, { message?: string }> | undefined)?.[name.slice(8)]?.message
    return (errors as Record<string, { message?: string } | undefined>)[name]?.message
  }
  const errorText = (name: string) => {
    const text = errorOf(name)
    return text ? (
      <p id={`${id}-${name}-error`} className={styles.error} role="alert">
        {text}
      </p>
    ) : null
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined} data-testid="registration-form">
      <div className={styles.grid}>
        {textFields.map((field) => (
          <div key={field.name} className={`${styles.field} ${field.name === 'email' ? styles.wide : ''}`}>
            <label htmlFor={`${id}-${field.name}`} className={styles.label}>
              {t(field.name)} <span className={styles.required}>*</span>
            </label>
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              placeholder={t(`${field.name}Placeholder`)}
              className={styles.input}
              aria-required="true"
              aria-invalid={errorOf(field.name) ? true : undefined}
              aria-describedby={describedBy(field.name)}
              list={field.name === 'company' && companies.length > 0 ? `${id}-companies` : undefined}
              {...register(field.name)}
            />
            {field.name === 'company' && (
              <datalist id={`${id}-companies`} data-testid="company-suggestions">
                {companies.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            )}
            {errorText(field.name)}
          </div>
        ))}

        {questions.map((question) => {
          const name = `answers.${question.key}` as const
          const label = (
            <>
              {question.label} {question.required ? <span className={styles.required}>*</span> : <span className={styles.optional}>{t('optional')}</span>}
            </>
          )
          if (question.type === 'text') {
            return (
              <div key={question.key} className={`${styles.field} ${styles.wide}`}>
                <label htmlFor={`${id}-${question.key}`} className={styles.label}>
                  {label}
                </label>
                <input
                  id={`${id}-${question.key}`}
                  type="text"
                  className={styles.input}
                  aria-invalid={errorOf(name) ? true : undefined}
                  aria-describedby={describedBy(name)}
                  {...register(name as FieldPath<FormInput>)}
                />
                {errorText(name)}
              </div>
            )
          }
          return (
            <fieldset
              key={question.key}
              className={`${styles.field} ${styles.wide} ${styles.choices}`}
              aria-describedby={describedBy(name)}
              aria-invalid={errorOf(name) ? true : undefined}
            >
              <legend className={styles.label}>{label}</legend>
              <div className={styles.options}>
                {question.options.map((option) => (
                  <label key={option.value} className={styles.option}>
                    <input type={question.type === 'single' ? 'radio' : 'checkbox'} value={option.value} {...register(name as FieldPath<FormInput>)} />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
              {errorText(name)}
            </fieldset>
          )
        })}
      </div>

      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website <input ref={honeypot} type="text" name={registrationHoneypotField} tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      {formError && (
        <p className={styles.formError} role="alert" data-testid="registration-error">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : (submitLabel ?? t('submit'))}
        </button>
        <p className={styles.privacy}>{t('privacy')}</p>
      </div>
    </form>
  )
}
