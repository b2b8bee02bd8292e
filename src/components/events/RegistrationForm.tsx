'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'

import type { Locale } from '@/rules/language'
import { createRegistrationSchema, registrationHoneypotField, type EventQuestion, type RegistrationValues } from '@/rules/registration'

import { callEventApi, eventApi } from './api'
import { RegistrationFields } from './RegistrationFields'

type Schema = ReturnType<typeof createRegistrationSchema>
type FormInput = z.input<Schema> & { [registrationHoneypotField]?: string }

export interface RegistrationSuccess {
  code: string
  displayCode: string
  name: string
}

/** What the form starts with: an invitation's company, or what the visitor typed into the preview. */
export type RegistrationDefaults = Partial<Record<'name' | 'company' | 'jobTitle' | 'phone' | 'email', string>> & { answers?: Record<string, string | string[]> }

export interface RegistrationFormProps {
  hash: string
  questions: EventQuestion[]
  /** Where the form posts: the registration call, or an invitation's answer. */
  submitUrl: string
  /** Sent beside the fields (an invitation's code and response). */
  extraBody?: Record<string, unknown>
  source?: 'web' | 'mobile'
  defaults?: RegistrationDefaults
  /** Submit at once: the visitor submitted the preview before this form had loaded. */
  submitOnMount?: boolean
  submitLabel?: string
  onSuccess: (success: RegistrationSuccess, message: string) => void
  /** A refusal that is about the event, not a field (window, capacity): the caller refreshes its state. */
  onRefused?: (reason: string) => void
}

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
  submitOnMount,
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
      answers: Object.fromEntries(questions.map((question) => [question.key, defaults?.answers?.[question.key] ?? (question.type === 'multiple' ? [] : '')])),
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

  const errorOf = (name: string): string | undefined => {
    if (name.startsWith('answers.')) return (errors.answers as Record<string, { message?: string }> | undefined)?.[name.slice(8)]?.message
    return (errors as Record<string, { message?: string } | undefined>)[name]?.message
  }

  // Taking over from the preview: a submit the visitor made before this form loaded is made now.
  useEffect(() => {
    if (submitOnMount) void onSubmit()
    // Once, on mount: the preview's submit is replayed a single time.
  }, [])

  return (
    <RegistrationFields
      id={id}
      text={t}
      questions={questions}
      field={(name) => register(name as FieldPath<FormInput>)}
      errorOf={errorOf}
      companies={companies}
      honeypot={honeypot}
      formError={formError}
      submitting={isSubmitting}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  )
}
