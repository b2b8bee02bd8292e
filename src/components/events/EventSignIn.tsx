import { getTranslations } from 'next-intl/server'

import { SkipLink } from '@/components/layout/SkipLink'
import type { EventContent } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { checkInState, formatEventSpan } from '@/rules/events'
import { languageTag, type Locale } from '@/rules/language'

import { EventIntlProvider } from './EventIntlProvider'
import styles from './EventSignIn.module.css'
import { SignInForm } from './SignInForm'

export interface EventSignInProps {
  event: EventContent
  variant: 'kiosk' | 'mobile' | 'anniversary'
  /** The other language's address of this page. */
  otherLanguageHref: string
  /** Where the visitor registers (the microsite's form). */
  registerHref: string
}

/**
 * The venue check-in pages: /{token}/sign-in (a kiosk at the entrance, or a laptop at the desk),
 * its phone twin /m.sign-in/{token}, and /anniversary-sign-in for the event flagged as the
 * anniversary. The check-in window shown here is the one at render time; the call itself decides.
 */
export async function EventSignIn({ event, variant, otherLanguageHref, registerHref }: EventSignInProps) {
  const language: Locale = event.language
  const t = await getTranslations({ locale: language, namespace: 'events' })
  const window = checkInState({ startsAt: event.startsAt, endsAt: event.endsAt })
  const anniversary = variant === 'anniversary'
  return (
    <EventIntlProvider language={language}>
      <div
        className={`${styles.page} ${styles[variant]} ${styles[event.theme]}`}
        lang={languageTag(language)}
        data-testid="sign-in-page"
        data-variant={variant}
      >
        <SkipLink locale={language} />
        <header className={styles.top}>
          <a href={eventPaths.microsite(event.token, language)} className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              R
            </span>
            {t('brand')}
          </a>
          <a href={otherLanguageHref} className={styles.language} title={t('otherLanguageLabel')}>
            {t('otherLanguage')}
          </a>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          {anniversary && (
            <div className={styles.ten} aria-hidden="true">
              10
            </div>
          )}
          <p className={styles.kicker}>{anniversary ? t('anniversary.kicker') : event.title}</p>
          <h1 className={styles.title}>{anniversary ? t('anniversary.title') : t('signIn.title')}</h1>
          <p className={styles.facts}>
            {anniversary && <span>{event.title}</span>}
            <span>{formatEventSpan(event.startsAt, event.endsAt, language)}</span>
            <span>{event.venue.name}</span>
          </p>
          <div className={styles.card}>
            <p className={styles.intro}>{anniversary ? t('anniversary.intro') : t('signIn.intro')}</p>
            {window !== 'open' && (
              <p className={styles.notice} data-testid="check-in-window">
                {window === 'notOpen' ? t('signIn.notOpen') : t('signIn.closed')}
              </p>
            )}
            <SignInForm hash={event.hash} variant={variant} registerHref={anniversary ? undefined : registerHref} />
          </div>
        </main>
      </div>
    </EventIntlProvider>
  )
}
