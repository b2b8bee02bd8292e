'use client'

import { useLocale, useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { languageOrDefault } from '@/rules/language'
import { message } from '@/rules/messages'
import { paths } from '@/rules/routes'

import styles from './Errors.module.css'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * Spec §2.4/§8: a route error shows the error layout with the error's message, or the default
 * 'Error'. In production Next.js replaces server error messages with a generic text, so only a
 * message thrown in the browser reaches this page as written.
 */
export function ErrorView({ error, reset }: Props) {
  const locale = languageOrDefault(useLocale())
  const t = useTranslations('errors')
  const fallback = message('genericError', locale)
  const isServerError = Boolean(error.digest)
  const text = !isServerError && error.message ? error.message : fallback
  return (
    <section className={`container ${styles.panel}`} role="alert" data-testid="route-error">
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 className={styles.title}>{text}</h1>
      <p className={styles.hint}>{t('errorHint')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => reset()}>
          {t('retry')}
        </button>
        <Link href={paths.home()} className={styles.secondary}>
          {message('backHome', locale)}
        </Link>
      </div>
    </section>
  )
}
