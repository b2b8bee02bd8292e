'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type FormEvent } from 'react'

import { classifySignInInput, formatEventTime } from '@/rules/events'
import type { Locale } from '@/rules/language'

import { callEventApi, eventApi } from './api'
import styles from './SignInForm.module.css'

interface SignInData {
  name: string
  company: string
  signedInAt: string
  number: number | null
  firstTime: boolean
}

export interface SignInFormProps {
  hash: string
  variant: 'kiosk' | 'mobile' | 'anniversary'
  registerHref?: string
}

/**
 * Check-in at the venue (docs/events.md): a code or a mobile number; the answer greets the guest.
 * A second check-in says so and shows the first time. At a kiosk the next guest starts afresh.
 */
export function SignInForm({ hash, variant, registerHref }: SignInFormProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('events')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [result, setResult] = useState<(SignInData & { message: string }) | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setError('')
    const key = classifySignInInput(value)
    if (!key) {
      setError(t('signIn.intro'))
      input.current?.focus()
      return
    }
    setBusy(true)
    const answer = await callEventApi<SignInData>(eventApi.signIn(hash), { method: 'POST', json: { ...key, language: locale } }, t('form.serverError'))
    setBusy(false)
    if (answer.result && answer.data) {
      setResult({ ...answer.data, message: answer.message })
      return
    }
    setError(answer.message)
    input.current?.focus()
  }

  const next = () => {
    setResult(null)
    setValue('')
    setError('')
    setTimeout(() => input.current?.focus(), 0)
  }

  if (result) {
    return (
      <div
        className={`${styles.result} ${styles[variant]} ${result.firstTime ? styles.first : styles.again}`}
        role="status"
        data-testid="sign-in-result"
        data-first={result.firstTime}
      >
        <div className={styles.mark} aria-hidden="true">
          {result.firstTime ? '✓' : 'i'}
        </div>
        <p className={styles.welcome}>{t('signIn.welcome', { name: result.name })}</p>
        {result.company && <p className={styles.company}>{result.company}</p>}
        <p className={styles.status}>{result.firstTime ? t('signIn.firstTime') : t('signIn.already')}</p>
        <p className={styles.time} data-testid="sign-in-time">
          {t('signIn.signedInAt', { time: formatEventTime(result.signedInAt, locale, 'time') })}
        </p>
        {result.number !== null && (
          <p className={styles.number}>
            {variant === 'anniversary' ? t('anniversary.number', { number: result.number }) : t('signIn.number', { number: result.number })}
          </p>
        )}
        {variant === 'anniversary' && result.firstTime && <p className={styles.thanks}>{t('anniversary.thanks')}</p>}
        <button type="button" className={styles.next} onClick={next}>
          {t('signIn.next')}
        </button>
      </div>
    )
  }

  return (
    <form className={`${styles.form} ${styles[variant]}`} onSubmit={submit} noValidate data-testid="sign-in-form">
      <label htmlFor={`${id}-query`} className={styles.label}>
        {t('signIn.label')}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-query`}
          className={styles.input}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setError('')
          }}
          placeholder={t('signIn.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={variant === 'kiosk'}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="sign-in-error">
          {error}
        </p>
      )}
      {registerHref && (
        <p className={styles.register}>
          {t('signIn.notRegistered')} <a href={registerHref}>{t('signIn.registerHere')} →</a>
        </p>
      )}
    </form>
  )
}
