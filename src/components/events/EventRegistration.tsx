'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import type { Locale } from '@/rules/language'
import type { EventQuestion } from '@/rules/registration'

import { callEventApi, eventApi, liveRegistration, type LiveRegistration } from './api'
import styles from './EventRegistration.module.css'
import { RegistrationForm, type RegistrationDefaults, type RegistrationSuccess } from './RegistrationForm'
import { RegistrationStatusView } from './RegistrationStatusView'

export interface EventRegistrationProps {
  hash: string
  questions: EventQuestion[]
  /** The state when the page was rendered; the live one is fetched on arrival. */
  initial: LiveRegistration
  source?: 'web' | 'mobile'
  /** The live status call (GET /api/front/{hash}, or mega1RegistrationInfo on the mega1 pages). */
  statusUrl?: string
  signInHref?: string
  /** What the visitor typed into the preview, and whether they submitted it (RegistrationSlot). */
  defaults?: RegistrationDefaults
  submitOnMount?: boolean
}

/**
 * The microsite's registration block: the live registration state (a cached page cannot know
 * how many seats are left), the form while registration is open, and the confirmation with
 * the personal check-in code.
 */
export function EventRegistration({ hash, questions, initial, source = 'web', statusUrl, signInHref, defaults, submitOnMount = false }: EventRegistrationProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('events')
  const [live, setLive] = useState<LiveRegistration>(initial)
  const [success, setSuccess] = useState<(RegistrationSuccess & { message: string }) | null>(null)
  const [formKey, setFormKey] = useState(0)

  const refresh = useCallback(async () => {
    const answer = await callEventApi(statusUrl ?? eventApi.status(hash, locale))
    const registration = answer.result ? liveRegistration(answer.data) : null
    if (registration) setLive(registration)
  }, [hash, locale, statusUrl])

  useEffect(() => {
    void refresh()
  }, [refresh])

  if (success) {
    return (
      <div className={styles.success} role="status" data-testid="registration-success">
        <div className={styles.check} aria-hidden="true">
          ✓
        </div>
        <h3 className={styles.successTitle}>{success.message || t('form.successTitle')}</h3>
        <p>{t('form.successText', { name: success.name })}</p>
        <p className={styles.codeBox}>
          <span className={styles.codeLabel}>{t('form.codeLabel')}</span>
          <strong className={styles.code} data-testid="registration-code">
            {success.displayCode}
          </strong>
        </p>
        <p className={styles.hint}>{t('form.successHint')}</p>
        <div className={styles.successActions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setSuccess(null)
              setFormKey((key) => key + 1)
              void refresh()
            }}
          >
            {t('form.another')}
          </button>
          {signInHref && (
            <a className={styles.link} href={signInHref}>
              {t('form.signInPage')} →
            </a>
          )}
        </div>
      </div>
    )
  }

  return (
    <RegistrationStatusView live={live} text={t} locale={locale} signInHref={signInHref}>
      <RegistrationForm
        key={formKey}
        hash={hash}
        questions={questions}
        submitUrl={eventApi.register(hash)}
        source={source}
        defaults={defaults}
        submitOnMount={formKey === 0 && submitOnMount}
        onSuccess={(registration, message) => {
          setSuccess({ ...registration, message })
          void refresh()
        }}
        onRefused={() => void refresh()}
      />
    </RegistrationStatusView>
  )
}
