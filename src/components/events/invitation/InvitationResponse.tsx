'use client'

import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import type { Locale } from '@/rules/language'
import type { EventQuestion } from '@/rules/registration'

import { callEventApi, eventApi } from '../api'
import styles from './Invitation.module.css'

// The form (react-hook-form, zod) comes only with the guest's "accept" (issue 15).
const RegistrationForm = dynamic(() => import('../RegistrationForm').then((module) => module.RegistrationForm), { ssr: false })

type Status = 'pending' | 'accepted' | 'declined'

export interface InvitationResponseProps {
  hash: string
  code: string
  questions: EventQuestion[]
  status: Status
  /** The check-in code of the registration an acceptance made, formatted. */
  registrationCode: string | null
  ended: boolean
  defaults: Partial<Record<'name' | 'company' | 'jobTitle' | 'phone' | 'email', string>>
  /** A live read of this invitation (mega1RegistrationInfo?code=…); the page may be a cached copy. */
  statusUrl?: string
  signInHref: string
}

/**
 * A guest's answer to a personal invitation: accept (confirm the details — this registers them,
 * and shows their check-in code) or decline (after a confirmation). The answer can be changed
 * until the event ends.
 */
export function InvitationResponse({ hash, code, questions, status: initialStatus, registrationCode, ended, defaults, statusUrl, signInHref }: InvitationResponseProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('events')
  const [status, setStatus] = useState<Status>(initialStatus)
  const [checkInCode, setCheckInCode] = useState<string | null>(registrationCode)
  const [mode, setMode] = useState<'view' | 'accept' | 'decline'>(initialStatus === 'pending' ? 'view' : 'view')
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!statusUrl) return
    void callEventApi<{ invitation?: { status: Status; displayCode: string | null } }>(statusUrl).then((answer) => {
      const live = answer.result ? answer.data?.invitation : null
      if (live) {
        setStatus(live.status)
        setCheckInCode(live.displayCode)
      }
    })
  }, [statusUrl])

  const decline = async () => {
    setBusy(true)
    setError('')
    const answer = await callEventApi(eventApi.invitation(hash), { method: 'POST', json: { code, response: 'decline', language: locale } }, t('form.serverError'))
    setBusy(false)
    if (answer.result) {
      setStatus('declined')
      setCheckInCode(null)
      setMessage(answer.message)
      setMode('view')
    } else {
      setError(answer.message)
    }
  }

  if (ended) {
    return (
      <p className={styles.statusBox} data-testid="invitation-status" data-status={status}>
        {t('invitation.ended')}
      </p>
    )
  }

  if (mode === 'accept') {
    return (
      <div data-testid="invitation-accept">
        <p className={styles.muted}>{t('invitation.confirmTitle')}</p>
        <div className={styles.formBox}>
          <RegistrationForm
            hash={hash}
            questions={questions}
            submitUrl={eventApi.invitation(hash)}
            extraBody={{ code, response: 'accept' }}
            defaults={defaults}
            submitLabel={t('invitation.confirmSubmit')}
            onSuccess={(registration, text) => {
              setStatus('accepted')
              setCheckInCode(registration.displayCode)
              setMessage(text)
              setMode('view')
            }}
          />
        </div>
        <button type="button" className={styles.textButton} onClick={() => setMode('view')}>
          ← {t('invitation.cancel')}
        </button>
      </div>
    )
  }

  if (mode === 'decline') {
    return (
      <div className={styles.statusBox} data-testid="invitation-decline">
        <p>{t('invitation.declineConfirm')}</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.choices}>
          <button type="button" className={styles.buttonQuiet} onClick={() => setMode('view')}>
            {t('invitation.cancel')}
          </button>
          <button type="button" className={styles.buttonDanger} onClick={decline} disabled={busy}>
            {t('invitation.declineSubmit')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <div data-testid="invitation-status" data-status={status}>
      <p className={`${styles.statusBox} ${styles[status]}`} role="status">
        {message ||
          (status === 'accepted' ? t('invitation.statusAccepted') : status === 'declined' ? t('invitation.statusDeclined') : t('invitation.statusPending'))}
      </p>
      {status === 'accepted' && checkInCode && (
        <div className={styles.ticket}>
          <span className={styles.muted}>{t('invitation.yourCode')}</span>
          <strong data-testid="invitation-registration-code">{checkInCode}</strong>
          <span className={styles.muted}>{t('invitation.codeHint')}</span>
          <a href={signInHref}>{t('form.signInPage')} →</a>
        </div>
      )}
      {status === 'pending' && <p className={styles.muted}>{t('invitation.respondIntro')}</p>}
      {/* Pending: both answers; answered: the way to change one's mind. */}
      <div className={styles.choices}>
        {status !== 'accepted' && (
          <button type="button" className={styles.button} onClick={() => setMode('accept')}>
            {t('invitation.accept')}
          </button>
        )}
        {status !== 'declined' && (
          <button type="button" className={styles.buttonQuiet} onClick={() => setMode('decline')}>
            {t('invitation.decline')}
          </button>
        )}
      </div>
    </div>
  )
}
