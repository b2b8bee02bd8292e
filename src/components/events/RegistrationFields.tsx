import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react'

import { registrationHoneypotField, type EventQuestion } from '@/rules/registration'

import styles from './RegistrationForm.module.css'

/** The strings of `events.form` the form shows (a next-intl translator on either side). */
export type FormText = (key: string) => string

export interface RegistrationFieldsProps {
  /** Prefix of the inputs' ids. */
  id: string
  text: FormText
  questions: EventQuestion[]
  /** What an input is bound with: react-hook-form's register(name) in the live form, a name and its value in the preview. */
  field: (name: string, value?: string) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }
  errorOf?: (name: string) => string | undefined
  companies?: string[]
  honeypot?: Ref<HTMLInputElement>
  formError?: string
  submitting?: boolean
  submitLabel?: string
  onSubmit?: FormEventHandler<HTMLFormElement>
}

export const textFields = [
  { name: 'name', type: 'text', autoComplete: 'name', inputMode: undefined },
  { name: 'company', type: 'text', autoComplete: 'organization', inputMode: undefined },
  { name: 'jobTitle', type: 'text', autoComplete: 'organization-title', inputMode: undefined },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
] as const

/**
 * The registration form's markup: the five fields and the event's own questions. The live form
 * (RegistrationForm) binds it to react-hook-form; the server renders the same markup as the
 * preview the page arrives with (RegistrationSlot), so loading the live form shifts nothing.
 */
export function RegistrationFields({ id, text, questions, field, errorOf = () => undefined, companies = [], honeypot, formError, submitting, submitLabel, onSubmit }: RegistrationFieldsProps) {
  const describedBy = (name: string) => (errorOf(name) ? `${id}-${name}-error` : undefined)
  const errorText = (name: string) => {
    const message = errorOf(name)
    return message ? (
      <p id={`${id}-${name}-error`} className={styles.error} role="alert">
        {message}
      </p>
    ) : null
  }
  const questionLabel = (question: EventQuestion): ReactNode => (
    <>
      {question.label} {question.required ? <span className={styles.required}>*</span> : <span className={styles.optional}>{text('optional')}</span>}
    </>
  )

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={submitting || undefined} data-testid="registration-form">
      <div className={styles.grid}>
        {textFields.map((input) => (
          <div key={input.name} className={`${styles.field} ${input.name === 'email' ? styles.wide : ''}`}>
            <label htmlFor={`${id}-${input.name}`} className={styles.label}>
              {text(input.name)} <span className={styles.required}>*</span>
            </label>
            <input
              id={`${id}-${input.name}`}
              type={input.type}
              inputMode={input.inputMode}
              autoComplete={input.autoComplete}
              placeholder={text(`${input.name}Placeholder`)}
              className={styles.input}
              aria-required="true"
              aria-invalid={errorOf(input.name) ? true : undefined}
              aria-describedby={describedBy(input.name)}
              list={input.name === 'company' && companies.length > 0 ? `${id}-companies` : undefined}
              {...field(input.name)}
            />
            {input.name === 'company' && (
              <datalist id={`${id}-companies`} data-testid="company-suggestions">
                {companies.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            )}
            {errorText(input.name)}
          </div>
        ))}

        {questions.map((question) => {
          const name = `answers.${question.key}`
          if (question.type === 'text') {
            return (
              <div key={question.key} className={`${styles.field} ${styles.wide}`}>
                <label htmlFor={`${id}-${question.key}`} className={styles.label}>
                  {questionLabel(question)}
                </label>
                <input id={`${id}-${question.key}`} type="text" className={styles.input} aria-invalid={errorOf(name) ? true : undefined} aria-describedby={describedBy(name)} {...field(name)} />
                {errorText(name)}
              </div>
            )
          }
          return (
            <fieldset key={question.key} className={`${styles.field} ${styles.wide} ${styles.choices}`} aria-describedby={describedBy(name)} aria-invalid={errorOf(name) ? true : undefined}>
              <legend className={styles.label}>{questionLabel(question)}</legend>
              <div className={styles.options}>
                {question.options.map((option) => (
                  <label key={option.value} className={styles.option}>
                    <input type={question.type === 'single' ? 'radio' : 'checkbox'} {...field(name, option.value)} value={option.value} />
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
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? text('submitting') : (submitLabel ?? text('submit'))}
        </button>
        <p className={styles.privacy}>{text('privacy')}</p>
      </div>
    </form>
  )
}
