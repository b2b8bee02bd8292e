'use client'

import en from '@/i18n/messages/en/errors.json'
import ru from '@/i18n/messages/ru/errors.json'
import zh from '@/i18n/messages/zh/errors.json'
import { useLocale } from '@/i18n/client'
import { localizedPath, type Locale, textLanguage } from '@/rules/language'
import { visitorMessage } from '@/rules/visitorMessages'
import { paths } from '@/rules/paths'

import styles from './Errors.module.css'

type Props = { error: Error & { digest?: string }; reset: () => void; /** when no route segment names it (the global error) */ locale?: Locale }

// An error boundary gets no props from the server: its two strings come with it (a few bytes)
// rather than through a message formatter in every page's first load.
const strings = { zh, en, ru }

/**
 * Spec §2.4/§8: a route error shows the error layout with the error's message, or the default
 * 'Error'. In production Next.js replaces server error messages with a generic text, so only a
 * message thrown in the browser reaches this page as written.
 */
export function ErrorView({ error, reset, locale: given }: Props) {
  const fromRoute = useLocale()
  const locale = given ?? fromRoute
  const t = strings[textLanguage(locale)]
  const fallback = visitorMessage('genericError', locale)
  const isServerError = Boolean(error.digest)
  const text = !isServerError && error.message ? error.message : fallback
  return (
    <section className={`container ${styles.panel}`} role="alert" data-testid="route-error">
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 className={styles.title}>{text}</h1>
      <p className={styles.hint}>{t.errorHint}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => reset()}>
          {t.retry}
        </button>
        {/* A full load: the way out of a broken page should not depend on the app that broke. */}
        <a href={localizedPath(paths.home(), locale)} className={styles.secondary}>
          {visitorMessage('backHome', locale)}
        </a>
      </div>
    </section>
  )
}
