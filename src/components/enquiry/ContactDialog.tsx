'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'

import type { z } from 'zod'

import { createEnquirySchema, enquiryFields, type EnquiryField, type EnquirySchema, type EnquiryValues } from '@/rules/enquiry'
import { type Locale } from '@/rules/language'
import { enquiryContentMaxLength, toastDurationMs } from '@/rules/limits'

import { compactStyle, useCompactVariant } from './compactVariant'
import styles from './ContactDialog.module.css'
import { aboutContext, EnquiryAboutNote, type EnquiryAbout } from './EnquiryAboutNote'
import type { ContactDialogText } from './text'
import { firstErrorMessage, showRuleError, submitEnquiry } from './submitEnquiry'
import { preloadToasts } from './toasts'

/*
 * Spec §2.8 contact dialog: every field of §3, the §5 rules checked on submit with the server's
 * own schema (first failure only, as a toast and next to its field), closed only by its
 * cancel/close controls or 1500 ms after a successful submit — never by Escape or a click outside.
 */

type FormInput = z.input<EnquirySchema>

const emptyValues = Object.fromEntries(enquiryFields.map((field) => [field, ''])) as EnquiryValues

type FieldSpec = { name: EnquiryField; type: 'text' | 'email' | 'tel'; autoComplete: string; required?: boolean }

const fieldSpecs: readonly FieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'productModel', type: 'text', autoComplete: 'off' },
  { name: 'applicationIndustry', type: 'text', autoComplete: 'off' },
]

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const characterCount = (value: string) => Array.from(value).length

export type { EnquiryAbout }

export interface ContactDialogProps {
  readonly open: boolean
  readonly productModel: string
  /** Issue 29: the partner or estimate the enquiry is about, or null. */
  readonly about: EnquiryAbout | null
  readonly onClose: () => void
  /** Gets the focus back when the dialog closes (WCAG 2.4.3): the dialog has no Radix trigger. */
  readonly opener: HTMLElement | null
  readonly locale: Locale
  /** The dialog's strings, resolved on the server (./text.ts). */
  readonly text: ContactDialogText
}

export default function ContactDialog({ open, productModel, about, onClose, opener, locale, text }: ContactDialogProps) {
  const id = useId()
  const compact = useCompactVariant()
  const [status, setStatus] = useState('')
  const [done, setDone] = useState(false)
  const resolver = useMemo(() => zodResolver(createEnquirySchema(locale)), [locale])
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, EnquiryValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { ...emptyValues, productModel, content: about?.estimate?.content ?? '' },
  })

  useEffect(preloadToasts, [])

  const count = characterCount(watch('content') ?? '')
  const fieldId = (name: EnquiryField) => `${id}-${name}`
  const errorId = (name: EnquiryField) => `${id}-${name}-error`
  const helpId = `${id}-content-help`

  const onValid = async (values: EnquiryValues) => {
    setStatus('')
    const outcome = await submitEnquiry(values, { locale, form: 'dialog', context: aboutContext(about) })
    setStatus(outcome.message)
    if (!outcome.ok) return
    setDone(true)
    // §2.8/§7: the success toast shows for 1500 ms, then the dialog closes, emptied.
    await wait(toastDurationMs.success)
    reset({ ...emptyValues })
    onClose()
  }

  const onInvalid = (formErrors: FieldErrors<FormInput>) => {
    const text = firstErrorMessage(formErrors)
    setStatus(text ?? '')
    showRuleError(text)
  }

  // Editing a field clears its error; the rules run again only on the next submit.
  const registerField = (name: EnquiryField) =>
    register(name, { onChange: () => errors[name] && clearErrors(name) })

  const describedBy = (name: EnquiryField, extra?: string) =>
    [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(' ') || undefined

  const fieldError = (name: EnquiryField) =>
    errors[name]?.message ? (
      <p id={errorId(name)} className={styles.error}>
        {errors[name]?.message}
      </p>
    ) : null

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="contact-dialog-overlay" />
        <Dialog.Content
          className={compact ? `${styles.content} ${styles.compact}` : styles.content}
          style={compactStyle}
          data-testid="contact-dialog"
          data-variant={compact ? 'mobile' : 'desktop'}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            setFocus(productModel ? 'content' : 'name')
          }}
          onCloseAutoFocus={(event) => {
            // Radix would focus its (absent) trigger: give the focus back to the button that opened it.
            event.preventDefault()
            if (opener?.isConnected) opener.focus()
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{text.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{text.description}</Dialog.Description>
            <Dialog.Close className={styles.close} aria-label={text.close}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>

          {about && <EnquiryAboutNote about={about} labels={text.about} />}
          <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
            <div className={styles.grid}>
              {fieldSpecs.map((spec) => (
                <div key={spec.name} className={styles.field}>
                  <label htmlFor={fieldId(spec.name)} className={styles.label}>
                    {text.fields[spec.name]}
                    {spec.required && (
                      <span className={styles.required} aria-hidden="true">
                        *
                      </span>
                    )}
                  </label>
                  <input
                    id={fieldId(spec.name)}
                    type={spec.type}
                    autoComplete={spec.autoComplete}
                    placeholder={text.placeholders[spec.name]}
                    className={styles.input}
                    aria-required={spec.required || undefined}
                    aria-invalid={errors[spec.name] ? true : undefined}
                    aria-describedby={describedBy(spec.name)}
                    {...registerField(spec.name)}
                  />
                  {fieldError(spec.name)}
                </div>
              ))}
              <div className={`${styles.field} ${styles.wide}`}>
                <label htmlFor={fieldId('content')} className={styles.label}>
                  {text.fields.content}
                  <span className={styles.required} aria-hidden="true">
                    *
                  </span>
                </label>
                <textarea
                  id={fieldId('content')}
                  rows={4}
                  placeholder={text.placeholders.content}
                  className={`${styles.input} ${styles.textarea}`}
                  aria-required
                  aria-invalid={errors.content ? true : undefined}
                  aria-describedby={describedBy('content', helpId)}
                  {...registerField('content')}
                />
                <div className={styles.helpRow}>
                  {fieldError('content') ?? <span />}
                  <p id={helpId} className={styles.help}>
                    {text.contentLimit}
                    <span
                      className={count > enquiryContentMaxLength ? styles.counterOver : styles.counter}
                      data-testid="content-counter"
                      aria-hidden="true"
                    >
                      {count}/{enquiryContentMaxLength}
                    </span>
                  </p>
                </div>
              </div>
            </div>

            <p className="visually-hidden" role="status" aria-live="polite">
              {status}
            </p>

            <div className={styles.actions}>
              <Dialog.Close type="button" className={styles.cancel}>
                {text.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={styles.submit}
                disabled={isSubmitting || done}
                aria-busy={isSubmitting || undefined}
                data-testid="contact-submit"
              >
                {isSubmitting && !done && <span className={styles.spinner} aria-hidden="true" />}
                {done ? text.submitted : isSubmitting ? text.submitting : text.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
