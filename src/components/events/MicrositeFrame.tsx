import type { ReactNode } from 'react'

import { Image } from '@/components/media/Image'
import type { EventContent } from '@/data/events'
import type { RegistrationState, SeatsBand } from '@/rules/events'
import { formatEventTime } from '@/rules/events'
import { paths } from '@/rules/paths'
import { languageTag, otherLocale } from '@/rules/language'

import { eventSpan, type EventsTranslator, type Styles } from './MicrositeSections'
import { RegistrationSlot } from './RegistrationSlot'

/* The microsite's top bar, hero and registration section, shared by the desktop and phone views. */

type Part = { event: EventContent; t: EventsTranslator; styles: Styles }

/** Registration state and seats when the page was rendered (the registration block refreshes it live). */
export type InitialRegistration = { state: RegistrationState; seats: SeatsBand | null }

export function TopBar({ event, t, styles, otherLanguageHref, nav }: Part & { otherLanguageHref: string; nav?: ReactNode }) {
  const other = otherLocale(event.language)
  return (
    <header className={styles.topbar}>
      <div className={styles.bar}>
        <a href={paths.home()} className={styles.brand} title={t('backToSite')}>
          <span className={styles.logo} aria-hidden="true">
            R
          </span>
          <span className={styles.brandName}>{t('brand')}</span>
        </a>
        {nav}
        <a href={otherLanguageHref} className={styles.language} hrefLang={languageTag(other)} title={t('otherLanguageLabel')} data-testid="event-language-switch">
          {t('otherLanguage')}
        </a>
        <a href="#register" className={styles.barCta}>
          {t('nav.register')}
        </a>
      </div>
    </header>
  )
}

export function Hero({ event, t, styles, initial, firstSection }: Part & { initial: InitialRegistration; firstSection: string }) {
  const stateText =
    initial.state === 'notOpen' ? t('state.notOpen', { date: formatEventTime(event.registration.opensAt ?? event.startsAt, event.language) }) : t(`state.${initial.state}`)
  return (
    <section className={styles.hero}>
      {event.heroImage && <Image src={event.heroImage.url} focus={event.heroImage.focus} alt="" fill priority sizes="100vw" className={styles.heroImage} />}
      <div className={styles.heroInner}>
        <p className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          {stateText}
        </p>
        <h1 className={styles.title}>{event.title}</h1>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('hero.when')}</dt>
            <dd>{eventSpan(event)}</dd>
          </div>
          <div>
            <dt>{t('hero.where')}</dt>
            <dd>{event.venue.name}</dd>
          </div>
        </dl>
        <div className={styles.heroActions}>
          {initial.state === 'ended' ? (
            <a href={`#${firstSection}`} className={styles.primary}>
              {t('hero.details')}
            </a>
          ) : (
            <>
              <a href="#register" className={styles.primary}>
                {t('hero.register')}
              </a>
              <a href={`#${firstSection}`} className={styles.ghost}>
                {t('hero.details')}
              </a>
            </>
          )}
        </div>
      </div>
    </section>
  )
}

export function Register({ event, t, styles, initial, source, signInHref }: Part & { initial: InitialRegistration; source: 'web' | 'mobile'; signInHref: string }) {
  return (
    <section id="register" aria-labelledby="register-title" className={`${styles.section} ${styles.register}`}>
      <div className={`${styles.inner} ${styles.registerInner}`}>
        <div className={styles.registerAside}>
          <h2 id="register-title" className={styles.sectionTitle}>
            {t('sections.register')}
          </h2>
          <p className={styles.registerEvent}>{event.title}</p>
          <p className={styles.registerFact}>{eventSpan(event)}</p>
          <p className={styles.registerFact}>{event.venue.name}</p>
        </div>
        <div className={styles.card}>
          <RegistrationSlot
            language={event.language}
            hash={event.hash}
            questions={event.registration.questions}
            initial={{ state: initial.state, seats: initial.seats, opensAt: event.registration.opensAt }}
            source={source}
            signInHref={signInHref}
          />
        </div>
      </div>
    </section>
  )
}
